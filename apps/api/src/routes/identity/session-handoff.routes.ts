import {
  AuthCookies,
  type BrandCode,
  SessionSharingBrands,
  sessionHandoffCreate,
  sessionHandoffRedeem,
  sessionHop,
  sessionSites,
  sharesSession,
} from '@portal/contract';
import type { HandoffService } from '../../modules/identity/handoff.service';
import { tokenOf } from '../../plugins/request-session';
import { type RouteApp, route } from '../define-route';

/** One cookie of the request (the stored X-Auth-Uid travels with the session it names). */
const cookieOf = (header: string | undefined, name: string): string | null => {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name && rest.length) return decodeURIComponent(rest.join('=')).slice(0, 512);
  }
  return null;
};

/** The sibling sites of `brand`, from the configured public origins (never guessed from hosts). */
export const siblingSites = (brand: BrandCode, origins: Record<BrandCode, string>) =>
  sharesSession(brand)
    ? SessionSharingBrands.filter((b) => b !== brand).map((b) => ({ brand: b, origin: origins[b] }))
    : [];

export const sessionHandoffRoutes = (
  app: RouteApp,
  handoffs: HandoffService,
  brandOrigins: Record<BrandCode, string>,
): void => {
  route(app, sessionHandoffCreate, ({ caller, brand, body, request }) =>
    handoffs.create(caller, tokenOf(request), brand, body.brand, body.session),
  );
  // The receiving site may hold a stale token of its own: the code is what counts here.
  route(app, sessionHandoffRedeem, ({ body, brand }) => handoffs.redeem(body.code, brand), {
    config: { sessionOptional: true },
  });
  // Opened at the top level on the shared origin: its session cookie is first-party here, and a
  // stale one counts as none (the browser is sent back without a code).
  route(
    app,
    sessionHop,
    async ({ caller, brand, query, request, reply }) => {
      const uid = cookieOf(request.headers.cookie, AuthCookies.uid);
      const location = await handoffs.hop(
        caller,
        tokenOf(request),
        brand,
        { ...query, uid },
        brandOrigins,
      );
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
    { config: { sessionOptional: true } },
  );
  route(
    app,
    sessionSites,
    ({ brand, reply }) => {
      // Changes only with the configuration; per host (the URL includes it).
      reply.header('cache-control', 'public, max-age=300');
      return { sites: siblingSites(brand, brandOrigins) };
    },
    { config: { sessionOptional: true } },
  );
};

import {
  type BrandCode,
  SessionSharingBrands,
  sessionHandoffCreate,
  sessionHandoffRedeem,
  sessionSites,
  sharesSession,
} from '@portal/contract';
import type { HandoffService } from '../../modules/identity/handoff.service';
import { tokenOf } from '../../plugins/request-session';
import { type RouteApp, route } from '../define-route';

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

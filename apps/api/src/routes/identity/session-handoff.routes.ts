import {
  type BrandCode,
  ok,
  SessionSharingBrands,
  sessionHandoffCreate,
  sessionHandoffRedeem,
  sessionSites,
  sharesSession,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HandoffService } from '../../modules/identity/handoff.service';
import { tokenOf } from '../../plugins/request-session';

const tags = ['cross-site session'];

/** The sibling sites of `brand`, from the configured public origins (never guessed from hosts). */
export const siblingSites = (brand: BrandCode, origins: Record<BrandCode, string>) =>
  sharesSession(brand)
    ? SessionSharingBrands.filter((b) => b !== brand).map((b) => ({ brand: b, origin: origins[b] }))
    : [];

export const sessionHandoffRoutes =
  (handoffs: HandoffService, brandOrigins: Record<BrandCode, string>): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      sessionHandoffCreate.path,
      {
        schema: {
          tags,
          summary: 'A one-time code carrying the session to a sibling brand site',
          body: sessionHandoffCreate.body,
          response: { 200: sessionHandoffCreate.response },
        },
      },
      async (request) =>
        ok(
          await handoffs.create(
            request.caller,
            tokenOf(request),
            request.brand,
            request.body.brand,
            request.body.session,
          ),
        ),
    );
    app.post(
      sessionHandoffRedeem.path,
      {
        // The receiving site may hold a stale token of its own: the code is what counts here.
        config: { sessionOptional: true },
        schema: {
          tags,
          summary: 'Redeem a hand-off code (once, on the site it was made for)',
          body: sessionHandoffRedeem.body,
          response: { 200: sessionHandoffRedeem.response },
        },
      },
      async (request) => ok(await handoffs.redeem(request.body.code, request.brand)),
    );
    app.get(
      sessionSites.path,
      {
        config: { sessionOptional: true },
        schema: {
          tags,
          summary: 'The origins of the brand sites this site shares its session with',
          response: { 200: sessionSites.response },
        },
      },
      async (request, reply) => {
        // Changes only with the configuration; per host (the URL includes it).
        reply.header('cache-control', 'public, max-age=300');
        return ok({ sites: siblingSites(request.brand, brandOrigins) });
      },
    );
  };

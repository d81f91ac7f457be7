import { type Mode, type RoleTag, rolesFor, VISITOR_MODE } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Who is calling, as far as permissions go. Services take this, never raw headers. */
export interface CallerContext {
  mode: Mode;
  roles: readonly RoleTag[];
  userId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: CallerContext;
  }
}

export type CallerResolver = (request: FastifyRequest) => Promise<CallerContext>;

/** Without a session every caller is a visitor (roles of mibd_visitor). */
export const visitorResolver: CallerResolver = async () => ({
  mode: VISITOR_MODE,
  roles: rolesFor(VISITOR_MODE),
  userId: null,
});

export const requestSessionPlugin = fp(
  async (app: FastifyInstance, opts: { resolve?: CallerResolver }) => {
    const resolve = opts.resolve ?? visitorResolver;
    app.decorateRequest('caller', null as unknown as CallerContext);
    app.addHook('preHandler', async (request) => {
      request.caller = await resolve(request);
    });
  },
  { name: 'request-session' },
);

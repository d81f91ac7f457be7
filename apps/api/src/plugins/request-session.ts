import { AuthCookies, isApiPath } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type CallerContext, VISITOR } from '../modules/identity/caller-context';

// The caller's shape lives with identity (modules take it, and modules import no plugin).
export type { CallerContext } from '../modules/identity/caller-context';

declare module 'fastify' {
  interface FastifyRequest {
    caller: CallerContext;
  }
  interface FastifyContextConfig {
    /** A stale token makes this call anonymous instead of failing it (logout, health). */
    sessionOptional?: boolean;
  }
}

export type CallerResolver = (token: string | undefined) => Promise<CallerContext>;

export const visitorResolver: CallerResolver = async () => VISITOR;

/** The token from the X-Auth-Token header, else the cookie the brand sites share (spec 3). */
export const tokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers['x-auth-token'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const cookie = request.headers.cookie;
  if (!cookie) return undefined;
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === AuthCookies.token && rest.length)
      return decodeURIComponent(rest.join('=')) || undefined;
  }
  return undefined;
};

/**
 * Resolves the caller before validation (a call's `needs` is checked next, so a mode without
 * the call's tag is refused whatever the body holds), and so before each handler. A stale token fails the call with 21015 or 22007
 * (the resolver throws an AppError), which starts the client's session-expired flow.
 */
export const requestSessionPlugin = fp(
  async (app: FastifyInstance, opts: { resolve?: CallerResolver }) => {
    const resolve = opts.resolve ?? visitorResolver;
    app.decorateRequest('caller', null as unknown as CallerContext);
    app.addHook('preValidation', async (request) => {
      // Pages and files never fail on a stale cookie: only API calls carry the session.
      if (!isApiPath(request.url)) {
        request.caller = VISITOR;
        return;
      }
      try {
        request.caller = await resolve(tokenOf(request));
      } catch (err) {
        if (!request.routeOptions.config.sessionOptional) throw err;
        request.caller = VISITOR;
      }
    });
  },
  { name: 'request-session' },
);

import {
  AuthCookies,
  ErrorCode,
  Messages,
  type Mode,
  type RoleTag,
  rolesFor,
  VISITOR_MODE,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { AccountType } from '../modules/identity/users.repository';
import { isApiPath } from './api-paths';

/** Who is calling, as far as permissions go. Services take this, never raw headers. */
export interface CallerContext {
  mode: Mode;
  roles: readonly RoleTag[];
  userId: number | null;
  /** The customer preset in communicate mode (CId), checked against the designer's own. */
  customerId: number | null;
  sessionId: string | null;
  accountType?: AccountType;
}

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

export const VISITOR: CallerContext = {
  mode: VISITOR_MODE,
  roles: rolesFor(VISITOR_MODE),
  userId: null,
  customerId: null,
  sessionId: null,
};

/** Without a session every caller is a visitor (roles of mibd_visitor). */
/** The caller's user id, or 25010 for a visitor (calls about one's own account). */
export const signedInUserId = (caller: CallerContext): number => {
  if (!caller.userId) throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
  return caller.userId;
};

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
 * Resolves the caller before each handler. A stale token fails the call with 21015 or 22007
 * (the resolver throws an AppError), which starts the client's session-expired flow.
 */
export const requestSessionPlugin = fp(
  async (app: FastifyInstance, opts: { resolve?: CallerResolver }) => {
    const resolve = opts.resolve ?? visitorResolver;
    app.decorateRequest('caller', null as unknown as CallerContext);
    app.addHook('preHandler', async (request) => {
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

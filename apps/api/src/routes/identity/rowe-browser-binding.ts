import type { FastifyReply, FastifyRequest } from 'fastify';
import { isHttps, readCookie, setCookie } from '../../lib/cookies';

/**
 * Binds a Rowe sign-in to the browser that started it: getRedirectCodeUrl sets an HttpOnly,
 * SameSite=Lax cookie holding the flow's state (its PKCE verifier and nonce are stored under
 * that state), and getRoweUserInfo counts only with that cookie. Without it, an attacker's
 * callback address (code and state of the attacker's Rowe login) opened in a victim's browser
 * would link the attacker's Rowe account to the victim's trade account.
 */
const MAX_AGE_S = 10 * 60; // as long as the stored state (rowe.repository.ts takeState)
const SSO_PATH = '/mibd/roweSSO';

// Over https the __Host- prefix keeps a sibling subdomain from planting the cookie (it must be
// Secure, host-only, Path=/); over plain http (local hosts) the path narrows it to the SSO calls.
const cookieFor = (request: FastifyRequest) => {
  const secure = isHttps(request);
  return secure
    ? { name: '__Host-portal_rowe_sso', path: '/', secure }
    : { name: 'portal_rowe_sso', path: SSO_PATH, secure };
};

export const bindFlowToBrowser = (request: FastifyRequest, reply: FastifyReply, state: string) =>
  setCookie(reply, { ...cookieFor(request), value: state, maxAgeS: MAX_AGE_S });

/** The state this browser started, if any. */
export const boundState = (request: FastifyRequest): string | undefined =>
  readCookie(request, cookieFor(request).name);

/** One callback per start: the cookie goes whatever the outcome. */
export const clearBinding = (request: FastifyRequest, reply: FastifyReply) =>
  setCookie(reply, { ...cookieFor(request), value: '', maxAgeS: 0 });

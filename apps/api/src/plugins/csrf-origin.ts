import { type BrandCode, ErrorCode, isApiPath, Messages } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RefusedRequest } from '../lib/refused-request';
import { hostName } from './brand-host';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface OriginPolicy {
  brandOrigins: Record<BrandCode, string>;
  brandHosts: Record<string, BrandCode>;
}

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** The port of a Host header ('' when it names none). */
const portOf = (host: string): string => {
  const name = hostName(host);
  const rest = host.trim().slice(name.length);
  return rest.startsWith(':') ? rest.slice(1) : '';
};

/**
 * Whether a browser's Origin belongs to one of our brand sites: a configured brand origin, or a
 * brand host on the port the request came to (development and test servers run on any port,
 * and each brand is a host of the same server).
 */
export const isBrandOrigin = (origin: string, host: string | undefined, policy: OriginPolicy) => {
  const origins = Object.values(policy.brandOrigins);
  if (origins.includes(origin)) return true;
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  const fallback = DEFAULT_PORT[url.protocol];
  if (!fallback || url.origin !== origin) return false;
  const name = url.hostname.toLowerCase();
  // Own keys only: 'constructor' is "in" every object.
  if (!Object.hasOwn(policy.brandHosts, name) || hostName(host) === '') return false;
  return (url.port || fallback) === (portOf(host ?? '') || fallback);
};

/**
 * Our own CSRF check on state-changing API calls. The session token travels in a cookie the
 * brand sites share (decision 008), so a page elsewhere could make a signed-in user's browser
 * post to us. Browsers send Origin on every POST and Sec-Fetch-Site where they support it:
 * another site's origin, or a request the browser itself calls cross-site, is refused with 403.
 * Calls without Origin (curl, server to server, tests through inject) carry no ambient
 * cookie of a browser and pass. No legitimate call is cross-site: the brand sites call their own
 * origin (no CORS), and the Rowe sign-in comes back by a GET of our page, which then posts here.
 */
export const csrfOriginPlugin = fp(
  async (app: FastifyInstance, policy: OriginPolicy) => {
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (!STATE_CHANGING.has(request.method) || !isApiPath(request.url)) return;
      const origin = request.headers.origin;
      const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
      if (
        crossSite ||
        (origin !== undefined && !isBrandOrigin(origin, request.headers.host, policy))
      ) {
        request.log.warn(
          { origin, secFetchSite: request.headers['sec-fetch-site'] },
          'cross-site call refused',
        );
        // 40000 shows its message; 25010 would send the user to the no-permission screen.
        throw new RefusedRequest(403, ErrorCode.BAD_REQUEST, Messages.crossSiteRequest);
      }
    });
  },
  { name: 'csrf-origin' },
);

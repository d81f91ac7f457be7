import { type BrandCode, Brands } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand whose origin the request came to (chosen by the Host header). */
    brand: BrandCode;
    /**
     * That brand's public origin from the configuration (BRAND_ORIGINS): links in mail and pages
     * are built from it, never from the Host or X-Forwarded-* headers a caller chooses.
     */
    brandOrigin: string;
  }
}

/** Host header without port, lower-cased; IPv6 literals keep their brackets. */
export const hostName = (host: string | undefined): string => {
  if (!host) return '';
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.split(':')[0] ?? '';
};

export const brandForHost = (host: string | undefined, map: Record<string, BrandCode>): BrandCode =>
  (Object.hasOwn(map, hostName(host)) ? map[hostName(host)] : undefined) ?? 'HOM';

/** Answers whatever the Host: a load balancer asks by address, and health names no brand. */
const ANY_HOST_PATHS = new Set(['/healthz']);

/**
 * Decorates each request with its brand and that brand's configured origin; unknown hosts get
 * HOM, the multi-brand site, except with `knownHostsOnly` (production): there a Host that names
 * no configured site answers a plain 421 before anything else runs, so no brand is served on a
 * name we do not own (a *.localhost name, another domain pointed at us).
 */
export const brandHostPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      brandHosts: Record<string, BrandCode>;
      brandOrigins: Record<BrandCode, string>;
      knownHostsOnly?: boolean;
    },
  ) => {
    app.decorateRequest('brand', 'HOM');
    app.decorateRequest('brandOrigin', '');
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const known = Object.hasOwn(opts.brandHosts, hostName(request.headers.host));
      if (opts.knownHostsOnly && !known && !ANY_HOST_PATHS.has(request.url.split('?')[0]!)) {
        return reply
          .code(421)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Misdirected Request');
      }
      request.brand = brandForHost(request.headers.host, opts.brandHosts);
      request.brandOrigin = opts.brandOrigins[request.brand];
    });
  },
  { name: 'brand-host' },
);

export const brandSlug = (code: BrandCode): string => Brands[code].slug;

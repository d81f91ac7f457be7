import { type BrandCode, Brands } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  map[hostName(host)] ?? 'HOM';

/**
 * Decorates each request with its brand and that brand's configured origin; unknown hosts get
 * HOM, the multi-brand site.
 */
export const brandHostPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { brandHosts: Record<string, BrandCode>; brandOrigins: Record<BrandCode, string> },
  ) => {
    app.decorateRequest('brand', 'HOM');
    app.decorateRequest('brandOrigin', '');
    app.addHook('onRequest', async (request: FastifyRequest) => {
      request.brand = brandForHost(request.headers.host, opts.brandHosts);
      request.brandOrigin = opts.brandOrigins[request.brand];
    });
  },
  { name: 'brand-host' },
);

export const brandSlug = (code: BrandCode): string => Brands[code].slug;

import { type BrandCode, Brands } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand whose origin the request came to (chosen by the Host header). */
    brand: BrandCode;
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

/** Decorates each request with its brand; unknown hosts get HOM, the multi-brand site. */
export const brandHostPlugin = fp(
  async (app: FastifyInstance, opts: { brandHosts: Record<string, BrandCode> }) => {
    app.decorateRequest('brand', 'HOM');
    app.addHook('onRequest', async (request: FastifyRequest) => {
      request.brand = brandForHost(request.headers.host, opts.brandHosts);
    });
  },
  { name: 'brand-host' },
);

export const brandSlug = (code: BrandCode): string => Brands[code].slug;

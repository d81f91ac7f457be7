import { Brands } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CatalogService } from '../../modules/catalog/catalog.service';
import { productScreenData, renderProductPage } from '../../pages/product-page';
import { matchRoute } from '../../plugins/route-match';
import type { StorefrontHost } from '../../plugins/storefront-hosting';
import type { RouteApp } from '../define-route';

/**
 * Server-rendered product pages for sharing and search engines (spec 2):
 * /page/products/product-{sku}.html on every brand, /productDetail?sku_number={sku} on HOM.
 * Canonical, Open Graph and JSON-LD links use the brand's configured origin, never the Host.
 */
export const productPageRoutes = (
  app: RouteApp,
  catalog: CatalogService,
  storefront: StorefrontHost,
): void => {
  const render = async (
    request: FastifyRequest,
    reply: FastifyReply,
    sku: string,
    canonicalPath: string,
  ) => {
    // Pages are a visitor's (request-session.ts): the product shown and carried has no prices.
    const product = await catalog.productBySku(
      { brand: request.brand, roles: request.caller.roles },
      sku,
    );
    const index = await storefront.page(
      request,
      matchRoute(request.url.split('?')[0] ?? '/', request.brand),
      productScreenData(sku, product),
    );
    if (!index) return storefront.serve(request, reply);
    const brand = Brands[request.brand];
    reply
      .headers(storefront.headersForPage())
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8');
    if (!product) return reply.status(404).send(index);
    const status = product.availability === 'taken_down' ? 410 : 200;
    return reply
      .status(status)
      .send(renderProductPage(index, product, brand, request.brandOrigin, canonicalPath));
  };

  app.get(
    '/page/products/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(200) }) } },
    async (request, reply) => {
      const sku = /^product-(.+)\.html$/.exec(request.params.file)?.[1];
      if (!sku) return storefront.serve(request, reply);
      return render(
        request,
        reply,
        decodeURIComponent(sku),
        `/page/products/product-${encodeURIComponent(sku)}.html`,
      );
    },
  );

  app.get(
    '/productDetail',
    {
      schema: {
        hide: true,
        querystring: z.object({ sku_number: z.string().max(100).optional() }).passthrough(),
      },
    },
    async (request, reply) => {
      const sku = request.query.sku_number;
      if (request.brand !== 'HOM' || !sku) return storefront.serve(request, reply);
      return render(request, reply, sku, `/productDetail?sku_number=${encodeURIComponent(sku)}`);
    },
  );
};

import { artProductSearch, ok, productList, searchProducts } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogService } from '../../modules/catalog/catalog.service';

export const catalogRoutes =
  (catalog: CatalogService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      searchProducts.path,
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Search and filter products (lists and search results, 48 per page)',
          body: searchProducts.body,
          response: { 200: searchProducts.response },
        },
      },
      async (request) =>
        ok(
          await catalog.search({ brand: request.brand, roles: request.caller.roles }, request.body),
        ),
    );

    app.post(
      artProductSearch.path,
      {
        schema: {
          tags: ['catalogue'],
          summary: 'A.R.T. live search (name, image, SKU)',
          body: artProductSearch.body,
          response: { 200: artProductSearch.response },
        },
      },
      async (request) => ok(await catalog.artSearch(request.body)),
    );

    app.post(
      productList.path,
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Products by SKU (product detail)',
          body: productList.body,
          response: { 200: productList.response },
        },
      },
      async (request) =>
        ok({
          list: await catalog.productsBySku(
            { brand: request.brand, roles: request.caller.roles },
            request.body.sku_number,
          ),
        }),
    );
  };

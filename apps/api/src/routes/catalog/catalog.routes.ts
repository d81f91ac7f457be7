import { artProductSearch, productList, searchProducts } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogService } from '../../modules/catalog/catalog.service';
import { route } from '../define-route';

export const catalogRoutes =
  (catalog: CatalogService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, searchProducts, ({ brand, caller, body }) =>
      catalog.search({ brand, roles: caller.roles }, body),
    );
    route(app, artProductSearch, ({ body }) => catalog.artSearch(body));
    route(app, productList, async ({ brand, caller, body }) => ({
      list: await catalog.productsBySku({ brand, roles: caller.roles }, body.sku_number),
    }));
  };

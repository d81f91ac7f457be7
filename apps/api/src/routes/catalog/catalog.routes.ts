import { artProductSearch, productList, searchProducts } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogService } from '../../modules/catalog/catalog.service';
import { route } from '../define-route';

export const catalogRoutes =
  (catalog: CatalogService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, searchProducts, ({ brand, caller, body, reply }) => {
      // Which path answered (decision 025): the bench waits for 'ready' before measuring.
      reply.header('x-search-index', catalog.searchIndexState);
      return catalog.search({ brand, roles: caller.roles, signedIn: caller.userId !== null }, body);
    });
    route(app, artProductSearch, ({ body }) => catalog.artSearch(body));
    route(app, productList, async ({ brand, caller, body }) => ({
      list: await catalog.productsBySku(
        { brand, roles: caller.roles, signedIn: caller.userId !== null },
        body.sku_number,
      ),
    }));
  };

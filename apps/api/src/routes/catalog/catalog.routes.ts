import { artProductSearch, productList, searchProducts } from '@portal/contract';
import type { CatalogService } from '../../modules/catalog/catalog.service';
import { type RouteApp, route } from '../define-route';

export const catalogRoutes = (app: RouteApp, catalog: CatalogService): void => {
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

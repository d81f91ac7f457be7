import type { BrandCode } from '@portal/contract';
import { startEarly } from '../api/early-requests';
import { listRouteSpec } from '../api/list-route-spec';
import { productBySku } from '../api/product-by-sku';
import { searchProducts } from '../api/search-products';
import { catalogKeys } from './catalog-keys';
import { readListState, toSearchBody } from './list-url-state';

/** The early-call key of a query key (the screen's query looks it up by the same key). */
export const earlyKey = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);

/**
 * Starts a list's search as soon as its route matches (a route loader), in parallel with the
 * route guard and with the screen's code: no data cache is needed to start it.
 */
export function prefetchList(
  route: { name: string; params: Readonly<Record<string, string | undefined>>; search: string },
  brand: BrandCode,
): void {
  const spec = listRouteSpec(route);
  if (!spec) return;
  const body = toSearchBody(readListState(new URLSearchParams(route.search), spec), spec, brand);
  startEarly(earlyKey(catalogKeys.search(body)), () => searchProducts(body));
}

/** The same for a product page. */
export function prefetchProduct(sku: string): void {
  if (sku) startEarly(earlyKey(catalogKeys.product(sku)), () => productBySku(sku));
}

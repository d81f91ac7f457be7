import {
  type BrandCode,
  LIST_FIRST_ROW,
  listRouteSpec,
  type ProductDetail,
  productDataKey,
  readListState,
  toSearchBody,
} from '@portal/contract';
import { startEarly } from '../api/early-requests';
import { productBySku } from '../api/product-by-sku';
import { type SearchResult, searchProducts } from '../api/search-products';
import { takeServedFirstPage } from '../api/served-first-page';
import { preloadCardImages } from '../components/product-image';
import { catalogKeys, viewerKey } from './catalog-keys';

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
  // The page may carry this list's first page, as a visitor sees it (no prices).
  const served = takeServedFirstPage<SearchResult>(JSON.stringify(body));
  startEarly(earlyKey(catalogKeys.search(body)), async () => {
    if (served && viewerKey() === 'visitor') return served;
    const result = await searchProducts(body);
    preloadCardImages(result.list.slice(0, LIST_FIRST_ROW).map((p) => p.image));
    return result;
  });
}

/** The same for a product page, which may carry its product as a visitor sees it. */
export function prefetchProduct(sku: string): void {
  if (!sku) return;
  const served = takeServedFirstPage<ProductDetail | null>(productDataKey(sku));
  startEarly(earlyKey(catalogKeys.product(sku)), async () =>
    served !== undefined && viewerKey() === 'visitor' ? served : productBySku(sku),
  );
}

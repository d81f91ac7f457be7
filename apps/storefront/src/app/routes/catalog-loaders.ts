import type { LoaderFunction } from 'react-router';
import { prefetchList, prefetchProduct } from '../../features/catalog/hooks/prefetch';
import { BRAND } from '../../lib/current-brand';
import { skuFromPageFile } from '../../lib/product-href';

/**
 * Loaders of the catalogue's routes, loaded apart from the screens (catalog-route-modules.ts):
 * they start the screen's call at once and return without waiting for it (the screen shows its
 * placeholders meanwhile).
 */
export const listLoader =
  (name: string): LoaderFunction =>
  ({ request, params }) => {
    prefetchList({ name, params, search: new URL(request.url).search }, BRAND);
    return null;
  };

export const productSkuOf = (file: string | undefined, query: URLSearchParams) =>
  file ? skuFromPageFile(file) : (query.get('sku_number') ?? '').trim();

export const productLoader: LoaderFunction = ({ request, params }) => {
  prefetchProduct(productSkuOf(params.file, new URL(request.url).searchParams));
  return null;
};

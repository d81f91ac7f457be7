import { getStored } from '../../../lib/session';
import type { SearchProductsBody } from '../api/search-products';

/**
 * Query keys of the catalogue. Prices depend on who is asking, so product data is cached per
 * session and mode: a sign-in or a mode change never shows another mode's cached prices. Without
 * a token the server answers as a visitor whatever mode is stored.
 */
export const viewerKey = () => (getStored('token') ? `user:${getStored('mode') ?? ''}` : 'visitor');

export const catalogKeys = {
  menu: (brand: string) => ['catalog', 'menu', brand] as const,
  search: (body: SearchProductsBody) => ['catalog', 'search', viewerKey(), body] as const,
  product: (sku: string) => ['catalog', 'product', viewerKey(), sku] as const,
  hot: (limit: number) => ['catalog', 'hot', viewerKey(), limit] as const,
  categories: (limit: number) => ['catalog', 'index-categories', limit] as const,
};

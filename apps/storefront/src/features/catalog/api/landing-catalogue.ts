import type { ProductCard } from '@portal/contract';
import { request } from '../../../lib/api-client';

export interface CategoryTile {
  slug: string;
  name: string;
  count: number;
  image: string;
  rooms: string[];
}

/** GET /mibd/product/hot_product: featured products of this site (new and in stock first). */
export const hotProducts = (limit: number, signal?: AbortSignal) =>
  request<{ list: ProductCard[] }>('/mibd/product/hot_product', {
    method: 'GET',
    query: { limit },
    signal,
    silent: true,
  }).then((val) => val.list);

/** GET /mibd/product/index_category_list: category tiles with a picture each. */
export const indexCategories = (limit: number, signal?: AbortSignal) =>
  request<{ list: CategoryTile[] }>('/mibd/product/index_category_list', {
    method: 'GET',
    query: { limit },
    signal,
    silent: true,
  }).then((val) => val.list);

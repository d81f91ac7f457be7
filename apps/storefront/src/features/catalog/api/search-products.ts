import type {
  AvailabilityValue,
  FacetKey,
  ProductCard,
  SearchProductsBody,
} from '@portal/contract';
import { request } from '../../../lib/api-client';

export { type FacetKey, FacetKeys, type SortOption } from '@portal/contract';

export interface FacetValue {
  value: string;
  name: string;
  count: number;
}

export type { AvailabilityValue, SearchProductsBody };

/** `val` of POST /mibd/product/search. */
export interface SearchResult {
  list: ProductCard[];
  total: number;
  current_page: number;
  last_page: number;
  page_size: number;
  facets: Record<FacetKey, FacetValue[]>;
  /** Nothing matched exactly: the list holds near matches. */
  fuzzy: boolean;
  /** Prices were included for this caller's mode (price filters and sorts apply). */
  priced: boolean;
}

export const SEARCH_PATH = '/mibd/product/search';

/** The one search behind every product list and search result (48 per page). */
export const searchProducts = (body: SearchProductsBody, signal?: AbortSignal) =>
  request<SearchResult>(SEARCH_PATH, { method: 'POST', body, signal });

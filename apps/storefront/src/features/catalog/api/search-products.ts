import {
  type AvailabilityValue,
  type FacetKey,
  type SearchProductsBody,
  searchProducts as searchCall,
} from '@portal/contract';
import { type CallVal, call } from '../../../lib/call';

export { type FacetKey, FacetKeys, type SortOption } from '@portal/contract';

export type { AvailabilityValue, SearchProductsBody };

/** `val` of the search call: a page of cards, counts per filter value, fuzzy and priced flags. */
export type SearchResult = CallVal<typeof searchCall>;
export type FacetValue = SearchResult['facets'][FacetKey][number];

/** The one search behind every product list and search result (48 per page). */
export const searchProducts = (body: SearchProductsBody, signal?: AbortSignal) =>
  call(searchCall, body, { signal });

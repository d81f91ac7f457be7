import type { AvailabilityValue } from '@portal/contract';

/** Which products a brand site sees. */
export interface CatalogScope {
  /** Only products of this brand_id (brand sites), or all (HOM). */
  brandId?: string;
  /** Only flash deals (FFD). */
  flashOnly?: boolean;
}

export interface SearchFilters {
  keyword?: string;
  rooms?: string[];
  categories?: string[];
  brands?: string[];
  collections?: string[];
  priceMin?: number;
  priceMax?: number;
  availability?: AvailabilityValue[];
  /** Only products on promotion (ART's sale). */
  onSale?: boolean;
}

export type SortKey = 'relevance' | 'price_asc' | 'price_desc' | 'newest' | 'name';

/** One facet's raw counts: a room code, category id, brand id or availability, and its count. */
export type FacetCounts = { value: string | number; count: number }[];

/** One product_search row as the index loads it (see CatalogRepository.searchIndexRows). */
export interface IndexRow {
  id: number;
  brand_id: string;
  status: string;
  is_flash_deal: boolean;
  is_new: boolean;
  on_sale: boolean;
  category_id: number;
  collection_id: number | null;
  rooms: string[];
  /** numeric as text: parsed once, compared as numbers (two decimals, exact). */
  msrp_price: string;
  trade_price: string;
  availability: string;
  /** created_at in microseconds since 1970 (exact in a double until year 2255). */
  created_us: string;
  name_key: string;
  rank_vector: string;
  match_vector: string;
}

/** Categories and collections by slug, for the Category and Collection filters. */
export interface IndexLookups {
  categories: { id: number; slug: string; parent_id: number | null; name: string }[];
  collections: { id: number; slug: string }[];
}

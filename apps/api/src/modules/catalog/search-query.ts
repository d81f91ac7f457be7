import { keywordWords, prefixTsQuery, Where } from './search-sql';
import type { CatalogScope, FacetCounts, SearchFilters, SortKey } from './search-types';

export interface SearchPlan {
  sql: string;
  params: unknown[];
}

export interface SearchOptions {
  sort: SortKey;
  offset: number;
  limit: number;
  fuzzy: boolean;
  facets: boolean;
}

/** Which price a caller's filters and sorts read: the one their mode is shown. */
export type PriceColumn = 'msrp_price' | 'trade_price';

/**
 * One statement for a list page over the narrow `product_search` table (migration 0008): the rows
 * matching scope, keyword and the non-facet filters are read once; from them come the page of
 * ids and a small "cube" — counts grouped by category, brand, rooms, availability and whether
 * each facet filter holds. `foldCube` turns the cube into the total and the four facets, each
 * counted with every filter but its own (disjunctive facets), in a few hundred groups instead of
 * four more passes over the rows. Returns null when the keyword holds nothing searchable.
 */
export const buildSearchSql = (
  scope: CatalogScope,
  f: SearchFilters,
  opts: SearchOptions,
  price: PriceColumn = 'msrp_price',
): SearchPlan | null => {
  const w = new Where();
  w.add(() => `s.status <> '3'`);
  if (scope.brandId) w.add((p) => `s.brand_id = ${p(scope.brandId)}`);
  if (scope.flashOnly) w.add(() => 's.is_flash_deal');
  if (f.onSale) w.add(() => 's.on_sale');
  if (f.collections?.length)
    w.add(
      (p) =>
        `s.collection_id IN (SELECT id FROM collections WHERE slug = ANY (${p(f.collections)}::text[]))`,
    );
  if (f.priceMin !== undefined) w.add((p) => `s.${price} >= ${p(f.priceMin)}`);
  if (f.priceMax !== undefined) w.add((p) => `s.${price} <= ${p(f.priceMax)}`);

  let rank = '0::real';
  const words = keywordWords(f.keyword);
  if (f.keyword?.trim()) {
    if (!words.length) return null;
    if (opts.fuzzy) {
      const k = w.param(words.join(' '));
      w.add(() => `${k} <% s.name_key`);
      rank = `word_similarity(${k}, s.name_key)`;
    } else {
      const q = w.param(prefixTsQuery(words));
      w.add(
        () =>
          `(s.match_vector @@ to_tsquery('english', ${q}) OR s.match_vector @@ to_tsquery('simple', ${q}))`,
      );
      // Name and SKU (A) outrank category and materials (B); description-only matches come last.
      rank = `ts_rank(s.rank_vector, to_tsquery('english', ${q}) || to_tsquery('simple', ${q}))`;
    }
  }

  // The facet filters, as flags on each matched row.
  const room = f.rooms?.length ? `s.rooms && ${w.param(f.rooms)}::text[]` : 'true';
  const cat = f.categories?.length
    ? `s.category_id IN (SELECT id FROM categories WHERE slug = ANY (${w.param(f.categories)}::text[])
        OR parent_id IN (SELECT id FROM categories WHERE slug = ANY (${w.param(f.categories)}::text[])))`
    : 'true';
  const brand = f.brands?.length ? `s.brand_id = ANY (${w.param(f.brands)}::text[])` : 'true';
  const avail = f.availability?.length
    ? `s.availability = ANY (${w.param(f.availability)}::text[])`
    : 'true';

  const [sortColumns, order] = (
    {
      price_asc: [`s.${price} AS sort_price`, 'sort_price ASC, id ASC'],
      price_desc: [`s.${price} AS sort_price`, 'sort_price DESC, id ASC'],
      newest: ['s.created_at', 'created_at DESC, id DESC'],
      name: ['s.name_key', 'name_key ASC, id ASC'],
      // Purchasable products before unavailable ones (issue 18), then rank, new, newest.
      relevance: words.length
        ? [
            `${rank} AS rank, s.is_new, s.created_at`,
            `availability = 'unavailable', rank DESC, is_new DESC, created_at DESC, id DESC`,
          ]
        : [
            's.is_new, s.created_at',
            `availability = 'unavailable', is_new DESC, created_at DESC, id DESC`,
          ],
    } as const
  )[opts.sort];

  const cube = opts.facets
    ? `(SELECT coalesce(json_agg(json_build_array(c.category_id, c.brand_id, c.rooms, c.availability,
          c.f_room, c.f_cat, c.f_brand, c.f_avail, c.n)), '[]'::json)
        FROM (SELECT category_id, brand_id, rooms, availability, f_room, f_cat, f_brand, f_avail,
          count(*) AS n FROM m GROUP BY 1, 2, 3, 4, 5, 6, 7, 8) c)`
    : `(SELECT json_build_array(json_build_array(null, null, '{}'::text[], null, true, true, true, true, count(*)))
        FROM m WHERE f_room AND f_cat AND f_brand AND f_avail)`;

  const sql = `WITH m AS MATERIALIZED (
      SELECT s.id, s.category_id, s.brand_id, s.rooms, s.availability, ${sortColumns},
        ${room} AS f_room, ${cat} AS f_cat, ${brand} AS f_brand, ${avail} AS f_avail
      FROM product_search s ${w.toSql()}
    )
    SELECT
      (SELECT coalesce(json_agg(id), '[]'::json) FROM (
        SELECT id FROM m WHERE f_room AND f_cat AND f_brand AND f_avail
        ORDER BY ${order} LIMIT ${w.param(opts.limit)} OFFSET ${w.param(opts.offset)}) pg) AS ids,
      ${cube} AS cube`;
  return { sql, params: w.params };
};

/** One group of the cube: [category_id, brand_id, rooms, availability, 4 filter flags, count]. */
export type CubeRow = [
  number | null,
  string | null,
  string[],
  string | null,
  boolean,
  boolean,
  boolean,
  boolean,
  number | string,
];

/** The total and the disjunctive facet counts from the cube. */
export const foldCube = (cube: CubeRow[]) => {
  const rooms = new Map<string, number>();
  const categories = new Map<number, number>();
  const brands = new Map<string, number>();
  const availability = new Map<string, number>();
  const add = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  let total = 0;
  for (const [category, brand, roomList, avail, fRoom, fCat, fBrand, fAvail, raw] of cube) {
    const n = Number(raw);
    if (fRoom && fCat && fBrand && fAvail) total += n;
    if (fCat && fBrand && fAvail) for (const r of roomList) add(rooms, r, n);
    if (fRoom && fBrand && fAvail && category !== null) add(categories, category, n);
    if (fRoom && fCat && fAvail && brand !== null) add(brands, brand, n);
    if (fRoom && fCat && fBrand && avail !== null) add(availability, avail, n);
  }
  const list = <K extends string | number>(map: Map<K, number>): FacetCounts =>
    [...map].map(([value, count]) => ({ value, count }));
  return {
    total,
    rooms: list(rooms),
    categories: list(categories),
    brands: list(brands),
    availability: list(availability),
  };
};

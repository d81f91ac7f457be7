import type { CatalogScope, SearchFilters, SortKey } from './catalog.repository';
import { AVAILABILITY_SQL, keywordWords, prefixTsQuery, Where } from './search-sql';

export interface SearchPlan {
  sql: string;
  params: unknown[];
}

/**
 * One statement for a list page: the rows matching scope and keyword are read once (the only
 * index work), then the page, the total and the four facets are computed from them in memory.
 * Each facet counts with every filter applied except its own (disjunctive facets).
 * Returns null when the keyword holds nothing searchable.
 */
export const buildSearchSql = (
  scope: CatalogScope,
  f: SearchFilters,
  opts: { sort: SortKey; offset: number; limit: number; fuzzy: boolean; facets: boolean },
): SearchPlan | null => {
  const w = new Where();
  w.add(() => `p.status <> '3'`);
  if (scope.brandId) w.add((p) => `p.brand_id = ${p(scope.brandId)}`);
  if (scope.flashOnly) w.add(() => 'p.is_flash_deal');
  let rank = '0::real';
  const words = keywordWords(f.keyword);
  if (f.keyword?.trim()) {
    if (!words.length) return null;
    if (opts.fuzzy) {
      const k = w.param(words.join(' '));
      w.add(() => `${k} <% lower(p.name)`);
      rank = `word_similarity(${k}, lower(p.name))`;
    } else {
      const q = w.param(prefixTsQuery(words));
      w.add(
        () =>
          `(p.search_vector @@ to_tsquery('english', ${q}) OR p.search_vector @@ to_tsquery('simple', ${q}))`,
      );
      rank = `ts_rank(p.search_vector, to_tsquery('english', ${q}))`;
    }
  }

  // Per-filter predicates over the matched rows (column names of `m`).
  const room = f.rooms?.length ? `m.rooms && ${w.param(f.rooms)}::text[]` : 'true';
  const cat = f.categories?.length
    ? `m.category_id IN (SELECT id FROM categories WHERE slug = ANY (${w.param(f.categories)}::text[])
        OR parent_id IN (SELECT id FROM categories WHERE slug = ANY (${w.param(f.categories)}::text[])))`
    : 'true';
  const brand = f.brands?.length ? `m.brand_id = ANY (${w.param(f.brands)}::text[])` : 'true';
  const avail = f.availability?.length
    ? `m.availability = ANY (${w.param(f.availability)}::text[])`
    : 'true';
  const other: string[] = [];
  if (f.collections?.length)
    other.push(
      `m.collection_id IN (SELECT id FROM collections WHERE slug = ANY (${w.param(f.collections)}::text[]))`,
    );
  if (f.priceMin !== undefined) other.push(`m.msrp_price >= ${w.param(f.priceMin)}`);
  if (f.priceMax !== undefined) other.push(`m.msrp_price <= ${w.param(f.priceMax)}`);
  const rest = other.length ? other.join(' AND ') : 'true';

  const order = {
    price_asc: 'msrp_price ASC, id ASC',
    price_desc: 'msrp_price DESC, id ASC',
    newest: 'created_at DESC, id DESC',
    name: 'name ASC, id ASC',
    relevance: words.length ? 'rank DESC, id ASC' : 'is_new DESC, created_at DESC, id DESC',
  }[opts.sort];

  const facet = (select: string, from: string, where: string, group: string) =>
    opts.facets
      ? `(SELECT coalesce(json_agg(json_build_object('value', x.value, 'count', x.count)), '[]'::json)
          FROM (SELECT ${select} AS value, count(*) AS count FROM ${from} WHERE ${where} GROUP BY ${group}) x)`
      : `'[]'::json`;

  const sql = `WITH m AS MATERIALIZED (
      SELECT p.id, p.category_id, p.collection_id, p.brand_id, p.rooms, p.msrp_price, p.created_at,
        p.name, p.is_new, ${AVAILABILITY_SQL} AS availability, ${rank} AS rank
      FROM products p ${w.toSql()}
    ), f AS (
      SELECT m.*, ${room} AS f_room, ${cat} AS f_cat, ${brand} AS f_brand, ${avail} AS f_avail, ${rest} AS f_rest
      FROM m
    )
    SELECT
      (SELECT coalesce(json_agg(id), '[]'::json) FROM (
        SELECT id FROM f WHERE f_room AND f_cat AND f_brand AND f_avail AND f_rest
        ORDER BY ${order} LIMIT ${w.param(opts.limit)} OFFSET ${w.param(opts.offset)}) pg) AS ids,
      (SELECT count(*) FROM f WHERE f_room AND f_cat AND f_brand AND f_avail AND f_rest) AS total,
      ${facet('r', 'f, unnest(f.rooms) r', 'f_cat AND f_brand AND f_avail AND f_rest', 'r')} AS rooms,
      ${facet('f.category_id', 'f', 'f_room AND f_brand AND f_avail AND f_rest', 'f.category_id')} AS categories,
      ${facet('f.brand_id', 'f', 'f_room AND f_cat AND f_avail AND f_rest', 'f.brand_id')} AS brands,
      ${facet('f.availability', 'f', 'f_room AND f_cat AND f_brand AND f_rest', 'f.availability')} AS availability`;
  return { sql, params: w.params };
};

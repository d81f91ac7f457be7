import type { AvailabilityValue } from '@portal/contract';
import type { Database } from '../../db/database';
import { AVAILABILITY_SQL, keywordWords, prefixTsQuery, Where } from './search-sql';

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
}

export type SortKey = 'relevance' | 'price_asc' | 'price_desc' | 'newest' | 'name';

export interface ProductRow {
  id: number;
  sku_number: string;
  brand_id: string;
  name: string;
  description: string;
  image: string;
  images: string[];
  status: string;
  stock: number;
  future_stock: number;
  cash_stock: number;
  is_new: boolean;
  width: string;
  length: string;
  height: string;
  msrp_price: string;
  trade_price: string;
  materials: string[];
  finishes: string[];
  rooms: string[];
  category_slug: string;
  category_name: string;
  collection_slug: string | null;
  collection_name: string | null;
  availability: AvailabilityValue;
}

const SELECT_PRODUCT = `SELECT p.id, p.sku_number, p.brand_id, p.name, p.description, p.image, p.images,
  p.status, p.stock, p.future_stock, p.cash_stock, p.is_new, p.width, p.length, p.height,
  p.msrp_price, p.trade_price, p.materials, p.finishes, p.rooms,
  c.slug AS category_slug, c.name AS category_name, col.slug AS collection_slug,
  col.name AS collection_name, ${AVAILABILITY_SQL} AS availability
FROM products p
JOIN categories c ON c.id = p.category_id
LEFT JOIN collections col ON col.id = p.collection_id`;

type Facet = 'rooms' | 'categories' | 'brands' | 'availability';

export class CatalogRepository {
  constructor(private readonly db: Database) {}

  /** One product by SKU within the scope, taken-down ones included (their page says so). */
  async findBySku(scope: CatalogScope, sku: string): Promise<ProductRow | null> {
    const w = this.scoped(scope, true);
    w.add((p) => `p.sku_number = ${p(sku)}`);
    const { rows } = await this.db.query<ProductRow>(
      `${SELECT_PRODUCT} ${w.toSql()} LIMIT 1`,
      w.params,
    );
    return rows[0] ?? null;
  }

  async hot(scope: CatalogScope, limit: number): Promise<ProductRow[]> {
    const w = this.scoped(scope);
    w.add(() => `p.status = '1' AND p.stock > 0`);
    const { rows } = await this.db.query<ProductRow>(
      `${SELECT_PRODUCT} ${w.toSql()} ORDER BY p.is_new DESC, p.created_at DESC, p.id DESC LIMIT ${w.param(limit)}`,
      w.params,
    );
    return rows;
  }

  async search(
    scope: CatalogScope,
    filters: SearchFilters,
    opts: { sort: SortKey; offset: number; limit: number; fuzzy: boolean },
  ): Promise<{ rows: ProductRow[]; total: number }> {
    const w = this.filtered(scope, filters, opts.fuzzy);
    if (!w) return { rows: [], total: 0 };
    const order = this.orderBy(opts.sort, w, filters.keyword, opts.fuzzy);
    const { rows } = await this.db.query<ProductRow & { total: string }>(
      `${SELECT_PRODUCT.replace('SELECT ', 'SELECT count(*) OVER () AS total, ')} ${w.toSql()}
       ORDER BY ${order} LIMIT ${w.param(opts.limit)} OFFSET ${w.param(opts.offset)}`,
      w.params,
    );
    if (rows.length) return { rows, total: Number(rows[0]!.total) };
    return {
      rows: [],
      total: opts.offset === 0 ? 0 : await this.count(scope, filters, opts.fuzzy),
    };
  }

  async count(scope: CatalogScope, filters: SearchFilters, fuzzy: boolean): Promise<number> {
    const w = this.filtered(scope, filters, fuzzy);
    if (!w) return 0;
    const { rows } = await this.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM products p ${w.toSql()}`,
      w.params,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Counts per value of one filter, with every other filter applied. */
  async facet(
    scope: CatalogScope,
    filters: SearchFilters,
    facet: Facet,
    fuzzy: boolean,
  ): Promise<{ value: string; name: string; count: number }[]> {
    const others: SearchFilters = { ...filters, [facet]: undefined };
    const w = this.filtered(scope, others, fuzzy);
    if (!w) return [];
    const sql = {
      rooms: `SELECT r.code AS value, r.name, count(*) AS count FROM products p
              JOIN rooms r ON r.code = ANY (p.rooms) ${w.toSql()} GROUP BY r.code, r.name, r.sort ORDER BY r.sort`,
      categories: `SELECT c.slug AS value, c.name, count(*) AS count FROM products p
              JOIN categories c ON c.id = p.category_id ${w.toSql()} GROUP BY c.slug, c.name, c.sort ORDER BY c.sort`,
      brands: `SELECT f.value, b.name, f.count FROM (
                SELECT p.brand_id AS value, count(*) AS count FROM products p ${w.toSql()} GROUP BY 1) f
              LEFT JOIN LATERAL (SELECT name FROM brands WHERE brand_id = f.value ORDER BY code LIMIT 1) b ON true
              ORDER BY b.name`,
      availability: `SELECT ${AVAILABILITY_SQL} AS value, '' AS name, count(*) AS count FROM products p
              ${w.toSql()} GROUP BY 1 ORDER BY 1`,
    }[facet];
    const { rows } = await this.db.query<{ value: string; name: string | null; count: string }>(
      sql,
      w.params,
    );
    return rows.map((r) => ({ value: r.value, name: r.name ?? r.value, count: Number(r.count) }));
  }

  private scoped(scope: CatalogScope, includeTakenDown = false): Where {
    const w = new Where();
    if (!includeTakenDown) w.add(() => `p.status <> '3'`);
    if (scope.brandId) w.add((p) => `p.brand_id = ${p(scope.brandId)}`);
    if (scope.flashOnly) w.add(() => 'p.is_flash_deal');
    return w;
  }

  /** null when the keyword has nothing searchable: no product can match it. */
  private filtered(scope: CatalogScope, f: SearchFilters, fuzzy: boolean): Where | null {
    const w = this.scoped(scope);
    if (f.keyword?.trim()) {
      const words = keywordWords(f.keyword);
      if (!words.length) return null;
      if (fuzzy) w.add((p) => `${p(words.join(' '))} <% lower(p.name)`);
      else
        w.add((p) => {
          const q = p(prefixTsQuery(words));
          return `(p.search_vector @@ to_tsquery('english', ${q}) OR p.search_vector @@ to_tsquery('simple', ${q}))`;
        });
    }
    if (f.rooms?.length) w.add((p) => `p.rooms && ${p(f.rooms)}::text[]`);
    if (f.categories?.length)
      // A parent category (e.g. 'seating' in the menus) matches the products of its children.
      w.add((p) => {
        const slugs = p(f.categories);
        return `p.category_id IN (SELECT id FROM categories WHERE slug = ANY (${slugs}::text[])
          OR parent_id IN (SELECT id FROM categories WHERE slug = ANY (${slugs}::text[])))`;
      });
    if (f.brands?.length) w.add((p) => `p.brand_id = ANY (${p(f.brands)}::text[])`);
    if (f.collections?.length)
      w.add(
        (p) =>
          `p.collection_id IN (SELECT id FROM collections WHERE slug = ANY (${p(f.collections)}::text[]))`,
      );
    if (f.priceMin !== undefined) w.add((p) => `p.msrp_price >= ${p(f.priceMin)}`);
    if (f.priceMax !== undefined) w.add((p) => `p.msrp_price <= ${p(f.priceMax)}`);
    if (f.availability?.length)
      w.add((p) => `(${AVAILABILITY_SQL}) = ANY (${p(f.availability)}::text[])`);
    return w;
  }

  private orderBy(sort: SortKey, w: Where, keyword: string | undefined, fuzzy: boolean): string {
    switch (sort) {
      case 'price_asc':
        return 'p.msrp_price ASC, p.id ASC';
      case 'price_desc':
        return 'p.msrp_price DESC, p.id ASC';
      case 'newest':
        return 'p.created_at DESC, p.id DESC';
      case 'name':
        return 'p.name ASC, p.id ASC';
      default: {
        const words = keywordWords(keyword);
        if (!words.length) return 'p.is_new DESC, p.created_at DESC, p.id DESC';
        if (fuzzy)
          return `word_similarity(${w.param(words.join(' '))}, lower(p.name)) DESC, p.id ASC`;
        return `ts_rank(p.search_vector, to_tsquery('english', ${w.param(prefixTsQuery(words))})) DESC, p.id ASC`;
      }
    }
  }
}

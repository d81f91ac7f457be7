import type { AvailabilityValue } from '@portal/contract';
import type { Database } from '../../db/database';
import {
  buildSearchSql,
  type CubeRow,
  foldCube,
  type PriceColumn,
  type SearchOptions,
} from './search-query';
import { AVAILABILITY_SQL, Where } from './search-sql';

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
  on_sale: boolean;
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
  p.status, p.stock, p.future_stock, p.cash_stock, p.is_new, p.on_sale, p.width, p.length, p.height,
  p.msrp_price, p.trade_price, p.materials, p.finishes, p.rooms,
  c.slug AS category_slug, c.name AS category_name, col.slug AS collection_slug,
  col.name AS collection_name, ${AVAILABILITY_SQL} AS availability
FROM products p
JOIN categories c ON c.id = p.category_id
LEFT JOIN collections col ON col.id = p.collection_id`;

interface RawSearchRow {
  ids: unknown;
  cube: unknown;
}

export type FacetCounts = { value: string | number; count: number }[];

export interface SearchPageResult {
  ids: number[];
  total: number;
  rooms: FacetCounts;
  categories: FacetCounts;
  brands: FacetCounts;
  availability: FacetCounts;
}

/** pg answers json columns parsed, PGlite sometimes as text. */
const parsed = <T>(v: unknown, empty: T): T =>
  (typeof v === 'string' ? JSON.parse(v) : (v ?? empty)) as T;

export interface LookupEntry {
  key: string | number;
  value: string;
  name: string;
}

export interface Lookups {
  rooms: LookupEntry[];
  categories: LookupEntry[];
  brands: LookupEntry[];
}

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

  /** A list page, its total and the raw facet counts, in one statement (see search-query.ts). */
  async searchPage(
    scope: CatalogScope,
    filters: SearchFilters,
    opts: SearchOptions,
    price?: PriceColumn,
  ): Promise<SearchPageResult> {
    const plan = buildSearchSql(scope, filters, opts, price);
    if (!plan)
      return { ids: [], total: 0, rooms: [], categories: [], brands: [], availability: [] };
    const { rows } = await this.db.query<RawSearchRow>(plan.sql, plan.params);
    const r = rows[0]!;
    return { ids: parsed<number[]>(r.ids, []), ...foldCube(parsed<CubeRow[]>(r.cube, [])) };
  }

  /** Products by id, in the order given. */
  async findByIds(ids: number[]): Promise<ProductRow[]> {
    if (!ids.length) return [];
    const { rows } = await this.db.query<ProductRow>(
      `${SELECT_PRODUCT} WHERE p.id = ANY ($1::int[])`,
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row): row is ProductRow => Boolean(row));
  }

  /** Names and order of rooms, categories and brands, for facet labels. */
  async lookups(): Promise<Lookups> {
    const { rows } = await this.db.query<{ rooms: unknown; categories: unknown; brands: unknown }>(
      `SELECT (SELECT json_agg(json_build_object('key', code, 'value', code, 'name', name) ORDER BY sort) FROM rooms) AS rooms,
         (SELECT json_agg(json_build_object('key', id, 'value', slug, 'name', name) ORDER BY sort, name) FROM categories) AS categories,
         (SELECT json_agg(json_build_object('key', brand_id, 'value', brand_id, 'name', name) ORDER BY name)
            FROM (SELECT DISTINCT ON (brand_id) brand_id, name FROM brands ORDER BY brand_id, code) b) AS brands`,
    );
    const parse = (v: unknown) =>
      ((typeof v === 'string' ? JSON.parse(v) : v) ?? []) as LookupEntry[];
    const r = rows[0]!;
    return { rooms: parse(r.rooms), categories: parse(r.categories), brands: parse(r.brands) };
  }

  private scoped(scope: CatalogScope, includeTakenDown = false): Where {
    const w = new Where();
    if (!includeTakenDown) w.add(() => `p.status <> '3'`);
    if (scope.brandId) w.add((p) => `p.brand_id = ${p(scope.brandId)}`);
    if (scope.flashOnly) w.add(() => 'p.is_flash_deal');
    return w;
  }
}

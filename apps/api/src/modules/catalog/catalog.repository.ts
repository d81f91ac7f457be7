import type { AvailabilityValue } from '@portal/contract';
import type { Database } from '../../db/database';
import { jsonColumn } from '../../db/json-column';
import { type CartFactsRow, cartFactsSelect } from '../../db/product-facts';
import type { categories, collections, products } from '../../db/schema/catalog';
import type { Row } from '../../db/schema/rows';
import {
  buildSearchSql,
  type CubeRow,
  foldCube,
  type PriceColumn,
  type SearchOptions,
} from './search-query';
import { AVAILABILITY_SQL, Where } from './search-sql';
import type { CatalogScope, FacetCounts, SearchFilters } from './search-types';

/** The products columns a product card and page read (raw SQL: SELECT_PRODUCT). */
const PRODUCT_COLUMNS = [
  'id',
  'sku_number',
  'brand_id',
  'name',
  'description',
  'image',
  'images',
  'status',
  'stock',
  'future_stock',
  'cash_stock',
  'is_new',
  'on_sale',
  'width',
  'length',
  'height',
  'msrp_price',
  'trade_price',
  // 0018: a flash deal's price and end (null: no deal).
  'deal_price',
  'deal_ends_at',
  'materials',
  'finishes',
  'rooms',
] as const satisfies readonly (keyof Row<typeof products>)[];

/**
 * A product with its category and collection, typed from the schema. Raw SQL rows are not mapped
 * by Drizzle: none of these columns is a timestamp or bigint, so both drivers read them alike
 * (numeric as strings).
 */
export type ProductRow = Pick<Row<typeof products>, (typeof PRODUCT_COLUMNS)[number]> & {
  category_slug: Row<typeof categories>['slug'];
  category_name: Row<typeof categories>['name'];
  collection_slug: Row<typeof collections>['slug'] | null;
  collection_name: Row<typeof collections>['name'] | null;
  availability: AvailabilityValue;
};

/** A product with its category and collection (both selects below). */
const PRODUCT_FROM = `FROM products p
JOIN categories c ON c.id = p.category_id
LEFT JOIN collections col ON col.id = p.collection_id`;

const SELECT_PRODUCT = `SELECT ${PRODUCT_COLUMNS.map((c) => `p.${c}`).join(', ')},
  c.slug AS category_slug, c.name AS category_name, col.slug AS collection_slug,
  col.name AS collection_name, ${AVAILABILITY_SQL} AS availability
${PRODUCT_FROM}`;

/** The columns a product card shows (toCard): a search page reads only these. */
const CARD_COLUMNS = [
  'id',
  'sku_number',
  'brand_id',
  'name',
  'image',
  'status',
  'stock',
  'future_stock',
  'cash_stock',
  'is_new',
  'on_sale',
  'width',
  'length',
  'height',
  'msrp_price',
  'trade_price',
  'deal_price',
  'deal_ends_at',
] as const satisfies readonly (typeof PRODUCT_COLUMNS)[number][];

export type CardRow = Pick<
  ProductRow,
  (typeof CARD_COLUMNS)[number] | 'category_name' | 'collection_name' | 'availability'
>;

const SELECT_CARD = `SELECT ${CARD_COLUMNS.map((c) => `p.${c}`).join(', ')},
  c.name AS category_name, col.name AS collection_name, ${AVAILABILITY_SQL} AS availability
${PRODUCT_FROM}`;

interface RawSearchRow {
  ids: unknown;
  cube: unknown;
}

export interface SearchPageResult {
  ids: number[];
  total: number;
  rooms: FacetCounts;
  categories: FacetCounts;
  brands: FacetCounts;
  availability: FacetCounts;
}

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
    // A product page reads this on every view: a named statement (a lookup by a unique key).
    const { rows } = await this.db.query<ProductRow>(
      `${SELECT_PRODUCT} ${w.toSql()} LIMIT 1`,
      w.params,
      { prepared: true },
    );
    return rows[0] ?? null;
  }

  /** Products by SKU within the scope, taken-down ones included, in the order given. */
  async findBySkus(scope: CatalogScope, skus: string[]): Promise<ProductRow[]> {
    return this.bySkus<ProductRow>(SELECT_PRODUCT, scope, skus);
  }

  /**
   * Cards of SKUs within the scope, taken-down ones included, in the order given: a project's
   * lines read their products on every view, so the card columns only.
   */
  async cardsBySkus(scope: CatalogScope, skus: string[]): Promise<CardRow[]> {
    return this.bySkus<CardRow>(SELECT_CARD, scope, skus);
  }

  /** Rows of `select` for SKUs in the scope, in the order given, as a named statement. */
  private async bySkus<R extends { sku_number: string }>(
    select: string,
    scope: CatalogScope,
    skus: string[],
  ): Promise<R[]> {
    if (!skus.length) return [];
    const w = this.scoped(scope, true);
    w.add((p) => `p.sku_number = ANY (${p(skus)}::text[])`);
    const { rows } = await this.db.query<R>(`${select} ${w.toSql()}`, w.params, {
      prepared: true,
    });
    return inOrder(skus, rows, (row) => row.sku_number);
  }

  /** What a cart line needs of its products (cart module, through CatalogService), any status. */
  async cartFacts(skus: string[]): Promise<CartFactsRow[]> {
    if (!skus.length) return [];
    const { rows } = await this.db.query<CartFactsRow>(
      `SELECT ${cartFactsSelect('p')} FROM products p WHERE p.sku_number = ANY ($1::text[])`,
      [skus],
      { prepared: true },
    );
    return rows;
  }

  async hot(scope: CatalogScope, limit: number): Promise<ProductRow[]> {
    const w = this.scoped(scope);
    w.add(() => `p.status = '1' AND p.stock > 0`);
    // Featured flash deals can be bought: units of cash stock left and the deal still running.
    if (scope.flashOnly) w.add(() => `p.cash_stock > 0 AND p.deal_ends_at > now()`);
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
    return { ids: jsonColumn<number[]>(r.ids, []), ...foldCube(jsonColumn<CubeRow[]>(r.cube, [])) };
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

  /**
   * Cards by id, in the order asked (a search page): without the description, pictures and
   * materials a page does not show, which were most of the bytes read and parsed.
   */
  async cardsByIds(ids: number[]): Promise<CardRow[]> {
    if (!ids.length) return [];
    const { rows } = await this.db.query<CardRow>(`${SELECT_CARD} WHERE p.id = ANY ($1::int[])`, [
      ids,
    ]);
    return inOrder(ids, rows, (row) => row.id);
  }

  /** Listable cards after `after` by id, `limit` at most: the search's card warm-up. */
  async cardsAfter(after: number, limit: number): Promise<CardRow[]> {
    const { rows } = await this.db.query<CardRow>(
      `${SELECT_CARD} WHERE p.id > $1 AND p.status <> '3' ORDER BY p.id LIMIT $2`,
      [after, limit],
    );
    return rows;
  }

  /** Names and order of rooms, categories and brands, for facet labels. */
  async lookups(): Promise<Lookups> {
    const { rows } = await this.db.query<{ rooms: unknown; categories: unknown; brands: unknown }>(
      `SELECT (SELECT json_agg(json_build_object('key', code, 'value', code, 'name', name) ORDER BY sort) FROM rooms) AS rooms,
         (SELECT json_agg(json_build_object('key', id, 'value', slug, 'name', name) ORDER BY sort, name) FROM categories) AS categories,
         (SELECT json_agg(json_build_object('key', brand_id, 'value', brand_id, 'name', name) ORDER BY name)
            FROM (SELECT DISTINCT ON (brand_id) brand_id, name FROM brands ORDER BY brand_id, code) b) AS brands`,
    );
    const r = rows[0]!;
    return {
      rooms: jsonColumn<LookupEntry[]>(r.rooms, []),
      categories: jsonColumn<LookupEntry[]>(r.categories, []),
      brands: jsonColumn<LookupEntry[]>(r.brands, []),
    };
  }

  private scoped(scope: CatalogScope, includeTakenDown = false): Where {
    const w = new Where();
    if (!includeTakenDown) w.add(() => `p.status <> '3'`);
    if (scope.brandId) w.add((p) => `p.brand_id = ${p(scope.brandId)}`);
    if (scope.flashOnly) w.add(() => 'p.is_flash_deal');
    return w;
  }
}

/** `rows` in the order of `keys` (a key without a row is left out). */
const inOrder = <K, R>(keys: K[], rows: R[], keyOf: (row: R) => K): R[] => {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => byKey.get(key)).filter((row): row is R => row !== undefined);
};

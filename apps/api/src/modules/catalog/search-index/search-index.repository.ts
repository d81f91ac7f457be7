import type { Database } from '../../../db/database';
import { jsonColumn } from '../../../db/json-column';
import type { IndexLookups, IndexRow } from './index-row';

const INDEX_COLUMNS = `id, brand_id, status, is_flash_deal, is_new, on_sale, category_id, collection_id,
  rooms, msrp_price::text AS msrp_price, trade_price::text AS trade_price, availability,
  ((extract(epoch FROM created_at) * 1000000)::bigint)::text AS created_us, name_key,
  rank_vector::text AS rank_vector, match_vector::text AS match_vector`;

/** What the search index reads from product_search (the source of truth stays the database). */
export class SearchIndexRepository {
  constructor(private readonly db: Database) {}

  /** Listable rows in id order, a batch at a time (PGlite answers one query at a time). */
  async rowsAfter(afterId: number, limit: number): Promise<IndexRow[]> {
    const { rows } = await this.db.query<IndexRow>(
      `SELECT ${INDEX_COLUMNS} FROM product_search WHERE id > $1 AND status <> '3' ORDER BY id LIMIT $2`,
      [afterId, limit],
    );
    return rows;
  }

  async rowsByIds(ids: number[]): Promise<IndexRow[]> {
    if (!ids.length) return [];
    const { rows } = await this.db.query<IndexRow>(
      `SELECT ${INDEX_COLUMNS} FROM product_search WHERE id = ANY ($1::int[])`,
      [ids],
    );
    return rows;
  }

  /** Listable ids in the database's own name order (its collation decides, as in the SQL sort). */
  async nameOrder(): Promise<number[]> {
    const { rows } = await this.db.query<{ ids: unknown }>(
      `SELECT json_agg(id ORDER BY name_key, id) AS ids FROM product_search WHERE status <> '3'`,
    );
    return jsonColumn<number[]>(rows[0]?.ids, []);
  }

  /** Whether the database sorts text by bytes (C, POSIX, C.UTF-8): then the index can too. */
  async collatesByBytes(): Promise<boolean> {
    const { rows } = await this.db.query<{ collate: string; provider: string }>(
      `SELECT datcollate AS collate, datlocprovider::text AS provider
       FROM pg_database WHERE datname = current_database()`,
    );
    const r = rows[0];
    return Boolean(r && r.provider === 'c' && /^(C|POSIX|C\.UTF-?8)$/i.test(r.collate));
  }

  async lookups(): Promise<IndexLookups> {
    const { rows } = await this.db.query<{ categories: unknown; collections: unknown }>(
      `SELECT (SELECT json_agg(json_build_object('id', id, 'slug', slug, 'parent_id', parent_id, 'name', name)) FROM categories) AS categories,
         (SELECT json_agg(json_build_object('id', id, 'slug', slug)) FROM collections) AS collections`,
    );
    return {
      categories: jsonColumn<IndexLookups['categories']>(rows[0]?.categories, []),
      collections: jsonColumn<IndexLookups['collections']>(rows[0]?.collections, []),
    };
  }

  /** The keyword as the database parses it for both configurations (`'w':* & ...`). */
  async keywordTerms(prefixQuery: string): Promise<{ english: string; simple: string }> {
    const { rows } = await this.db.query<{ english: string; simple: string }>(
      `SELECT to_tsquery('english', $1)::text AS english, to_tsquery('simple', $1)::text AS simple`,
      [prefixQuery],
    );
    return rows[0]!;
  }

  listen(onChange: (payload: string | null) => void) {
    return this.db.listen('product_search', onChange);
  }
}

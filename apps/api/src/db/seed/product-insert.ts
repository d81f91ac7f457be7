import { type ProductBrandId, ProductBrandIds, ProductStatus } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Orm } from '../database';
import { type GeneratorContext, generateProduct, type ProductRow } from './product-generator';

/** Rows per INSERT: one jsonb parameter each, so batch size is not bound by parameter limits. */
export const BATCH_SIZE = 1000;

/** What a site lists (taken-down products excluded), so menus only link to non-empty lists. */
export interface SiteUsage {
  categories: Set<string>;
  rooms: Set<string>;
  collections: Set<number>;
}
export type UsageKey = ProductBrandId | 'ffd';

export interface ProductStats {
  total: number;
  flashDeals: number;
  perBrand: Record<ProductBrandId, number>;
  usage: Record<UsageKey, SiteUsage>;
  ms: number;
}

const emptyUsage = (): SiteUsage => ({
  categories: new Set(),
  rooms: new Set(),
  collections: new Set(),
});

const insertBatch = (tx: Orm, rows: ProductRow[]) =>
  tx.execute(sql`
    INSERT INTO products (sku_number, brand_id, name, description, category_id, collection_id,
      rooms, width, length, height, materials, finishes, msrp_price, trade_price, status, stock,
      future_stock, cash_stock, is_flash_deal, is_new, on_sale, image, images, created_at,
      deal_price, deal_ends_at)
    SELECT sku_number, brand_id, name, description, category_id, collection_id, rooms, width,
      length, height, materials, finishes, msrp_price, trade_price, status, stock, future_stock,
      cash_stock, is_flash_deal, is_new, on_sale, image, images, created_at, deal_price,
      CASE WHEN deal_hours IS NULL THEN NULL ELSE now() + make_interval(hours => deal_hours) END
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(sku_number text, brand_id text,
      name text, description text, category_id integer, collection_id integer, rooms text[],
      width numeric, length numeric, height numeric, materials text[], finishes text[],
      msrp_price numeric, trade_price numeric, status text, stock integer, future_stock integer,
      cash_stock integer, is_flash_deal boolean, is_new boolean, on_sale boolean, image text,
      images text[],
      created_at timestamptz, deal_price numeric, deal_hours integer)`);

/**
 * Generates and inserts `total` products a batch at a time (memory stays flat at any size),
 * logging progress at every tenth.
 */
export const insertProducts = async (
  tx: Orm,
  total: number,
  ctx: GeneratorContext,
  log: (msg: string) => void,
): Promise<ProductStats> => {
  const started = performance.now();
  const usage = Object.fromEntries(
    [...ProductBrandIds, 'ffd'].map((k) => [k, emptyUsage()]),
  ) as Record<UsageKey, SiteUsage>;
  const perBrand = Object.fromEntries(ProductBrandIds.map((b) => [b, 0])) as Record<
    ProductBrandId,
    number
  >;
  let flashDeals = 0;
  const step = Math.max(1, Math.ceil(total / 10));
  let nextReport = step;
  for (let start = 0; start < total; start += BATCH_SIZE) {
    const rows: ProductRow[] = [];
    for (let i = start; i < Math.min(total, start + BATCH_SIZE); i++) {
      const { row, category } = generateProduct(i, ctx);
      rows.push(row);
      perBrand[row.brand_id] += 1;
      if (row.is_flash_deal) flashDeals += 1;
      if (row.status === ProductStatus.takenDown) continue;
      for (const key of row.is_flash_deal ? [row.brand_id, 'ffd' as const] : [row.brand_id]) {
        usage[key].categories.add(category.slug);
        for (const room of row.rooms) usage[key].rooms.add(room);
        usage[key].collections.add(row.collection_id);
      }
    }
    await insertBatch(tx, rows);
    const done = start + rows.length;
    if (done >= nextReport || done === total) {
      const secs = ((performance.now() - started) / 1000).toFixed(1);
      log(`products: ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} (${secs} s)`);
      nextReport = (Math.floor(done / step) + 1) * step;
    }
  }
  return { total, flashDeals, perBrand, usage, ms: Math.round(performance.now() - started) };
};

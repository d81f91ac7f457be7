import type { products, Row } from './schema';

/**
 * What a cart line needs of its product: the catalogue reads these by SKU (catalog.repository)
 * and the cart with its lines in one statement (cart.repository); one list for both.
 */
export const CART_FACT_COLUMNS = [
  'sku_number',
  'brand_id',
  'name',
  'image',
  'finishes',
  'status',
  'stock',
  'future_stock',
  'cash_stock',
  'is_flash_deal',
  'msrp_price',
  'trade_price',
  'width',
  'length',
  'height',
  'deal_price',
  'deal_ends_at',
] as const;

type Numeric = 'msrp_price' | 'trade_price' | 'width' | 'length' | 'height';

/**
 * A product as the cart reads it. numeric columns arrive as strings from a row and as numbers
 * from JSON (the cart's joined read): parse them either way.
 */
export type CartFactsRow = Omit<
  Pick<Row<typeof products>, (typeof CART_FACT_COLUMNS)[number]>,
  Numeric | 'deal_price' | 'deal_ends_at'
> &
  Record<Numeric, string | number> & {
    deal_price: string | number | null;
    /** ISO 8601 in UTC, the same text from a row and from JSON. */
    deal_ends_at: string | null;
  };

const SELECTED: Partial<Record<(typeof CART_FACT_COLUMNS)[number], (alias: string) => string>> = {
  deal_ends_at: (a) =>
    `to_char(${a}.deal_ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS deal_ends_at`,
};

/** The columns as a select list of the table aliased `alias`. */
export const cartFactsSelect = (alias: string) =>
  CART_FACT_COLUMNS.map((c) => SELECTED[c]?.(alias) ?? `${alias}.${c}`).join(', ');

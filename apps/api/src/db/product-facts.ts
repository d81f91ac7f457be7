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
] as const;

type Numeric = 'msrp_price' | 'trade_price' | 'width' | 'length' | 'height';

/**
 * A product as the cart reads it. numeric columns arrive as strings from a row and as numbers
 * from JSON (the cart's joined read): parse them either way.
 */
export type CartFactsRow = Omit<
  Pick<Row<typeof products>, (typeof CART_FACT_COLUMNS)[number]>,
  Numeric
> &
  Record<Numeric, string | number>;

/** The columns as a select list of the table aliased `alias`. */
export const cartFactsSelect = (alias: string) =>
  CART_FACT_COLUMNS.map((c) => `${alias}.${c}`).join(', ');

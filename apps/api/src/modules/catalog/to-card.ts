import { imageUrl, type ProductCard, statusTagOf } from '@portal/contract';
import type { CardRow } from './catalog.repository';
import { flashDealFields, type PriceGrant, priceFields } from './pricing';

/** The image block product pictures are served from. */
export const IMAGE_BLOCK = 'product';
/** Numeric columns arrive as strings from both drivers. */
export const num = (v: string | number) => Number(v);

/** A product card as a caller with `grant` is shown it. */
export const toCard = (row: CardRow, grant: PriceGrant): ProductCard => ({
  sku_number: row.sku_number,
  brand_id: row.brand_id,
  name: row.name,
  image: imageUrl(IMAGE_BLOCK, row.image),
  status: row.status,
  stock: row.stock,
  future_stock: row.future_stock,
  cash_stock: row.cash_stock,
  availability: row.availability,
  status_tag: statusTagOf(row),
  is_new: row.is_new,
  on_sale: row.on_sale,
  category: row.category_name,
  collection_name: row.collection_name,
  product_width: num(row.width),
  product_length: num(row.length),
  product_height: num(row.height),
  ...(grant.flash
    ? flashDealFields(
        {
          msrp_price: num(row.msrp_price),
          deal_price: row.deal_price === null ? null : num(row.deal_price),
          deal_ends_at: row.deal_ends_at,
          cash_stock: row.cash_stock,
        },
        { flash: true },
      )
    : priceFields({ msrp_price: num(row.msrp_price), trade_price: num(row.trade_price) }, grant)),
});

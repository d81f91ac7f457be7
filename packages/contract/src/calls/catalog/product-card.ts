import { z } from 'zod';
import { Availability } from '../../product';

/**
 * A product as lists and detail pages read it (spec 3). Prices appear only when the caller's
 * mode grants them: `product_price_about.final_price` (trade price with `designer_price`, else
 * the retail price with the brand's `_msrp` tag) and `msrp_price` (with the `_msrp` tag).
 */
export const productPriceSchema = z.object({ final_price: z.number() });

/**
 * A flash deal as a signed-in shopper of the FFD site sees it (never a visitor, never another
 * brand's site): the deal price, the price it replaces, the saving, units left and the end.
 */
export const flashDealSchema = z.object({
  deal_price: z.number(),
  original_price: z.number(),
  saving: z.number(),
  saving_percent: z.number().int(),
  units_left: z.number().int().describe('cash_stock'),
  ends_at: z.string().describe('ISO 8601 end of the deal'),
});
export type FlashDeal = z.infer<typeof flashDealSchema>;

export const productCardSchema = z.object({
  sku_number: z.string(),
  brand_id: z.string(),
  name: z.string(),
  image: z.string().describe('read_file URL of the main picture (JPEG on white)'),
  status: z.string().describe("'1' on sale, '2' unavailable for purchase"),
  stock: z.number().int(),
  future_stock: z.number().int(),
  cash_stock: z.number().int().describe('Flash-deal units left (FFD)'),
  availability: z.enum(Availability),
  status_tag: z.string().nullable(),
  is_new: z.boolean(),
  on_sale: z.boolean().describe('On promotion (a sale tag; ART /sale lists them)'),
  category: z.string(),
  collection_name: z.string().nullable(),
  product_width: z.number(),
  product_length: z.number(),
  product_height: z.number(),
  product_price_about: productPriceSchema.optional(),
  msrp_price: z.number().optional(),
  flash_deal: flashDealSchema.optional(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  images: z.array(z.string()).describe('read_file URLs: JPEG on white, then PNG cut-out'),
  materials: z.array(z.string()),
  finishes: z.array(z.string()),
  rooms: z.array(z.string()),
  collection: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /** The category's slug: breadcrumbs and 'complete the room' (pairings.ts). */
  category_slug: z.string().optional(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

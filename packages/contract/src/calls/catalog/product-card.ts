import { z } from 'zod';
import { Availability } from '../../product';

/**
 * A product as lists and detail pages read it (spec 3). Prices appear only when the caller's
 * mode grants them: `product_price_about.final_price` (trade price with `designer_price`, else
 * the retail price with the brand's `_msrp` tag) and `msrp_price` (with the `_msrp` tag).
 */
export const productPriceSchema = z.object({ final_price: z.number() });

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
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  images: z.array(z.string()).describe('read_file URLs: JPEG on white, then PNG cut-out'),
  materials: z.array(z.string()),
  finishes: z.array(z.string()),
  rooms: z.array(z.string()),
  collection: z.object({ slug: z.string(), name: z.string() }).nullable(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

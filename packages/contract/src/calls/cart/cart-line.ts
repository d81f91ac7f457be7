import { z } from 'zod';
import { Limits } from '../../constants';
import { CartMessages } from './cart-messages';

/** 1 product, 2 sample (spec 3). */
export const ProductDataType = { product: 1, sample: 2 } as const;
/** 0 standard, 1-3 customized, 4 COM: customer's own material (spec 3). */
export const CustomizableType = { standard: 0, com: 4 } as const;

/** A quantity from the client: a whole number from 1 to the cart cap (spec 9), else our message. */
export const cartQuantity = z
  .number({ error: CartMessages.quantity })
  .int({ error: CartMessages.quantity })
  .min(1, { error: CartMessages.quantity })
  .max(Limits.cartCountCap, { error: CartMessages.quantity });

export const skuNumber = z.string().trim().min(1).max(64);

/**
 * A cart line (spec 3). `status` '1' is purchasable; anything else is shown but left out of the
 * count and checkout, with `notice` saying why. Prices are the server's for the caller's role:
 * absent when the role sees none.
 */
export const cartLine = z.object({
  /** 0 for a guest line (kept in the browser, not on the server). */
  id: z.number().int(),
  status: z.enum(['1', '2']),
  count: z.number().int(),
  name: z.string(),
  sku_number: z.string(),
  image: z.string(),
  brand_id: z.string(),
  /** The product's brand as buyers know it (one cart holds every brand's lines, decision 021). */
  brand_name: z.string(),
  /** The product's finishes, as its page lists them (none for a product no longer sold). */
  finishes: z.array(z.string()),
  product_data_type: z.union([z.literal(1), z.literal(2)]),
  customizable_type: z.number().int().min(0).max(4),
  fabric: z.object({ sku_number: z.string(), name: z.string() }).nullable(),
  /** FFD flash deals only. */
  cash_stock: z.number().int().optional(),
  unit_price: z.number().optional(),
  msrp_price: z.number().optional(),
  amount: z.number().optional(),
  notice: z.string().nullable(),
});
export type CartLine = z.infer<typeof cartLine>;

/** The cart state (spec 3): the lines and the header count (status '1' lines' counts). */
export const cartState = z.object({
  list: z.array(cartLine),
  total: z.number().int(),
  /** status '1' lines of each kind: which checkout buttons the mini-cart shows (spec 4). */
  product_count: z.number().int(),
  sample_count: z.number().int(),
  /** Sum of the status '1' lines' amounts, when the role sees prices. */
  subtotal: z.number().optional(),
});
export type CartState = z.infer<typeof cartState>;

/** Cart rules of spec 9 and decision 021. */
export const CartRules = {
  /** A line's count and the header's ellipsis threshold (spec 9: cart cap 99). */
  lineCap: Limits.cartCountCap,
  /** Distinct lines one cart holds (ours, decision 021). */
  maxLines: Limits.cartCountCap,
  /** Price of one sample (ours, decision 021: the spec names none). */
  samplePrice: 25,
  /** Guest cart lines sent at once (productListNoLogin, addBatch). */
  maxGuestLines: Limits.cartCountCap,
} as const;

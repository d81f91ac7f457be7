import { z } from 'zod';
import { ShippingMethodCodes } from '../../checkout-messages';
import { lineAmountFields, lineProductFields } from '../orders/line-fields';

/** Field bounds of the checkout forms (the form and the API read the same ones). */
export const CheckoutFieldMax = {
  full_name: 60,
  contact_name: 60,
  phone: 20,
  street: 200,
  city: 50,
  state: 2,
  postal_code: 10,
  coupon_code: 32,
  bank_name: 40,
} as const;

const text = (max: number) => z.string().max(max);

/** A shipping or billing address. Emptiness is checked by the service (spec's messages). */
export const addressShape = z.object({
  full_name: text(CheckoutFieldMax.full_name),
  street: text(CheckoutFieldMax.street),
  city: text(CheckoutFieldMax.city),
  state: text(CheckoutFieldMax.state),
  postal_code: text(CheckoutFieldMax.postal_code),
  country: z.literal('US').default('US'),
});
export type Address = z.infer<typeof addressShape>;

export const shipToShape = addressShape.extend({
  contact_name: text(CheckoutFieldMax.contact_name),
  phone: text(CheckoutFieldMax.phone),
});
export type ShipTo = z.infer<typeof shipToShape>;

/** Which cart lines: t=n products, t=s samples (spec 2: /checkout?isCart=1&t=s|n). */
export const checkoutKind = z.enum(['n', 's']);

export const paymentMethodKind = z.enum(['card', 'ach', 'net_30']);

/** What a quote and an order are computed from. */
export const checkoutInput = z.object({
  t: checkoutKind,
  ship_to: shipToShape,
  shipping_method: z.enum(ShippingMethodCodes),
  /** One coupon per order: a single code (an array is refused). */
  coupon_code: z
    .union([text(CheckoutFieldMax.coupon_code), z.array(z.string()).max(10)])
    .optional(),
  payment_method: paymentMethodKind,
  /**
   * The form's claim of the card's funding: it previews the quote's fee only. An order's fee
   * follows the funding the gateway recorded for its payment method (decision 045).
   */
  card_funding: z.enum(['credit', 'debit']).optional(),
});

export const quoteLine = z.object({
  id: z.number().int(),
  ...lineProductFields(),
  customizable_type: z.number().int(),
  ...lineAmountFields(),
});

export const quoteVal = z.object({
  lines: z.array(quoteLine),
  subtotal: z.number(),
  discount: z.number(),
  coupon_code: z.string().nullable(),
  shipping: z.number(),
  shipping_zone: z.number().int(),
  tax: z.number(),
  tax_rate: z.number(),
  tax_exempt: z.boolean(),
  processing_fee: z.number(),
  total: z.number(),
  /** What is charged now: the total, 50% of it on deposit terms, 0 on net-30. */
  due_now: z.number(),
  payment_terms: z.enum(['full', 'deposit_50', 'net_30']),
});
export type Quote = z.infer<typeof quoteVal>;

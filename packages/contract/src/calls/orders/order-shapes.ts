import { z } from 'zod';
import { OrderStatuses } from '../../checkout-messages';
import { lineProductFields } from './line-fields';

/**
 * An order line. Its amounts are absent when the caller may not see what was paid (`priced`
 * false: a customer reading an order their designer placed for them sees no trade price).
 */
export const orderLineVal = z.object({
  ...lineProductFields(),
  count: z.number().int(),
  unit_price: z.number().optional(),
  line_total: z.number().optional(),
});

/** What was paid: shown only with designer_price, or to a Flash Deals shopper for their own. */
const orderAmounts = {
  subtotal: z.number().optional(),
  shipping: z.number().optional(),
  tax: z.number().optional(),
  discount: z.number().optional(),
  processing_fee: z.number().optional(),
  total: z.number().optional(),
  amount_paid: z.number().optional(),
};

export const orderSummaryVal = z.object({
  order_number: z.string(),
  status: z.enum(OrderStatuses),
  created_at: z.string(),
  item_count: z.number().int(),
  /** Whether the amounts are in the answer (CallNeeds prices 'trade'). */
  priced: z.boolean(),
  ...orderAmounts,
  payment_state: z.string(),
  payment_method: z.string(),
  /** The customer it was placed for (CheckoutCust), when any. */
  customer_name: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummaryVal>;

export const orderEventVal = z.object({
  status: z.string(),
  note: z.string(),
  created_at: z.string(),
});

export const orderDetailVal = orderSummaryVal.extend({
  items: z.array(orderLineVal),
  ship_to: z.record(z.string(), z.string()),
  billing_address: z.record(z.string(), z.string()).nullable(),
  shipping_method: z.string(),
  coupon_code: z.string().nullable(),
  tracking_supplier: z.string().nullable(),
  waybill: z.string().nullable(),
  timeline: z.array(orderEventVal),
});
export type OrderDetail = z.infer<typeof orderDetailVal>;

/** The lists of spec 2: personalOrder, designerOrder, customerOrder, ffdOrder. */
export const OrderScopes = ['personal', 'designer', 'customer', 'ffd'] as const;

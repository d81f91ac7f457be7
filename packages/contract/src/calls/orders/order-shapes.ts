import { z } from 'zod';
import { OrderStatuses } from '../../checkout-messages';
import { lineAmountFields, lineProductFields } from './line-fields';

export const orderLineVal = z.object({ ...lineProductFields(), ...lineAmountFields() });

export const orderSummaryVal = z.object({
  order_number: z.string(),
  status: z.enum(OrderStatuses),
  created_at: z.string(),
  item_count: z.number().int(),
  subtotal: z.number(),
  shipping: z.number(),
  tax: z.number(),
  discount: z.number(),
  processing_fee: z.number(),
  total: z.number(),
  amount_paid: z.number(),
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

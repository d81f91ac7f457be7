import { z } from 'zod';
import { defineCall } from '../../call';
import { envelopeSchema } from '../../envelope';
import { orderDetailVal } from './order-shapes';

export const ORDER_NUMBER_PATTERN = /^SO-\d{8}-[A-Z0-9]{6}$/;

/** Ours: one order of the caller's with its items and timeline. */
export const orderDetail = defineCall({
  method: 'POST',
  path: '/mibd/order/detail',
  tag: 'orders',
  summary: 'One order with items, totals, shipment and timeline',
  body: z.object({ order_number: z.string().max(40) }),
  response: envelopeSchema(orderDetailVal),
});

/** The printable invoice (PDF). */
export const orderInvoice = defineCall({
  method: 'GET',
  path: '/mibd/order/invoice/:order_number',
  tag: 'orders',
  summary: 'Invoice of an order as a PDF',
  params: z.object({ order_number: z.string().max(40) }),
  contentType: 'application/pdf',
});

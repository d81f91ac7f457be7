import { z } from 'zod';
import { callGroup } from '../call-group';
import { orderDetailVal } from './order-shapes';

const { get, post } = callGroup('orders');

export const ORDER_NUMBER_PATTERN = /^SO-\d{8}-[A-Z0-9]{6}$/;

/** Ours: one order of the caller's with its items and timeline. */
export const orderDetail = post(
  '/mibd/order/detail',
  'One order with items, totals, shipment and timeline',
  {
    needs: { tag: 'order', ffd: true, prices: 'trade' },
    body: z.object({ order_number: z.string().max(40) }),
    val: orderDetailVal,
  },
);

/** The printable invoice (PDF). */
export const orderInvoice = get(
  '/mibd/order/invoice/:order_number',
  'Invoice of an order as a PDF',
  {
    needs: { tag: 'designer_price', ffd: true, prices: 'trade' },
    params: z.object({ order_number: z.string().max(40) }),
    contentType: 'application/pdf',
  },
);

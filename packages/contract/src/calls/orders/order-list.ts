import { z } from 'zod';
import { defineCall } from '../../call';
import { envelopeSchema } from '../../envelope';
import { OrderScopes, orderSummaryVal } from './order-shapes';

/** Ours (spec 2 names the screens): the caller's orders, newest first. */
export const orderList = defineCall({
  method: 'POST',
  path: '/mibd/order/list',
  tag: 'orders',
  summary: 'Orders of the caller (personal, designer, customer or FFD list)',
  body: z.object({
    scope: z.enum(OrderScopes),
    page: z.number().int().min(1).max(10000).default(1),
    limit: z.number().int().min(1).max(50).default(20),
  }),
  response: envelopeSchema(z.object({ list: z.array(orderSummaryVal), total: z.number().int() })),
});

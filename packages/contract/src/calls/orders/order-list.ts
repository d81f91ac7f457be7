import { z } from 'zod';
import { callGroup } from '../call-group';
import { pagedList } from '../common-shapes';
import { OrderScopes, orderSummaryVal } from './order-shapes';

const { post } = callGroup('orders');

/** Ours (spec 2 names the screens): the caller's orders, newest first. */
export const orderList = post(
  '/mibd/order/list',
  'Orders of the caller (personal, designer, customer or FFD list)',
  {
    needs: { tag: 'order', ffd: true, prices: 'trade' },
    body: z.object({
      scope: z.enum(OrderScopes),
      page: z.number().int().min(1).max(10000).default(1),
      limit: z.number().int().min(1).max(50).default(20),
    }),
    val: pagedList(orderSummaryVal),
  },
);

import { z } from 'zod';
import { callGroup } from '../call-group';

const { post } = callGroup('orders');

/** Staff moves an order along spec 4's shipment states (ready, shipped with carrier and waybill, delivered). */
export const orderTransition = post(
  '/mibd/staff/order/transition',
  'Staff: move an order to ready to ship, shipped or delivered',
  {
    body: z.object({
      order_number: z.string().max(40),
      to: z.enum(['ready_to_ship', 'shipped', 'delivered']),
      carrier: z.string().max(60).optional(),
      waybill: z.string().max(60).optional(),
    }),
    val: z.object({ order_number: z.string(), status: z.string() }),
  },
);

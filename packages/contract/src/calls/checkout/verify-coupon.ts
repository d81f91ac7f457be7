import { z } from 'zod';
import { defineCall } from '../../call';
import { envelopeSchema } from '../../envelope';
import { CheckoutFieldMax, checkoutKind } from './checkout-shapes';

/** POST /mibd/shoppingCart/verify_coupon (spec 7): one code against the caller's cart lines. */
export const verifyCoupon = defineCall({
  method: 'POST',
  path: '/mibd/shoppingCart/verify_coupon',
  tag: 'checkout',
  summary: 'Check a coupon code against the cart',
  body: z.object({
    coupon_code: z.union([
      z.string().max(CheckoutFieldMax.coupon_code),
      z.array(z.string()).max(10),
    ]),
    t: checkoutKind.default('n'),
  }),
  response: envelopeSchema(
    z.object({ coupon_code: z.string(), discount: z.number(), description: z.string() }),
  ),
});

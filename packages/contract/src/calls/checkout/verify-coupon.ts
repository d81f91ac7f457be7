import { z } from 'zod';
import { callGroup } from '../call-group';
import { CheckoutFieldMax, checkoutKind } from './checkout-shapes';

const { post } = callGroup('checkout');

/** POST /mibd/shoppingCart/verify_coupon (spec 7): one code against the caller's cart lines. */
export const verifyCoupon = post(
  '/mibd/shoppingCart/verify_coupon',
  'Check a coupon code against the cart',
  {
    needs: { tag: 'settle_accounts', ffd: true, prices: 'trade' },
    body: z.object({
      coupon_code: z.union([
        z.string().max(CheckoutFieldMax.coupon_code),
        z.array(z.string()).max(10),
      ]),
      t: checkoutKind.default('n'),
    }),
    val: z.object({ coupon_code: z.string(), discount: z.number(), description: z.string() }),
  },
);

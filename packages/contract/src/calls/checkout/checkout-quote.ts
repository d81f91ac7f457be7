import { callGroup } from '../call-group';
import { checkoutInput, quoteVal } from './checkout-shapes';

const { post } = callGroup('checkout');

/** Ours: the totals the checkout shows (server prices, shipping rate, tax, coupon, card fee). */
export const checkoutQuote = post(
  '/mibd/checkout/quote',
  'Checkout totals for the cart lines (shipping, tax, coupon, processing fee)',
  {
    needs: { tag: 'settle_accounts', ffd: true, prices: 'trade' },
    body: checkoutInput,
    val: quoteVal,
  },
);

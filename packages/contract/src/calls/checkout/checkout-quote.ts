import { defineCall } from '../../call';
import { envelopeSchema } from '../../envelope';
import { checkoutInput, quoteVal } from './checkout-shapes';

/** Ours: the totals the checkout shows (server prices, shipping rate, tax, coupon, card fee). */
export const checkoutQuote = defineCall({
  method: 'POST',
  path: '/mibd/checkout/quote',
  tag: 'checkout',
  summary: 'Checkout totals for the cart lines (shipping, tax, coupon, processing fee)',
  body: checkoutInput,
  response: envelopeSchema(quoteVal),
});

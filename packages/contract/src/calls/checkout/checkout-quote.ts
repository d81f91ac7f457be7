import { z } from 'zod';
import { callGroup } from '../call-group';
import { checkoutInput, checkoutKind, quoteLine, quoteVal } from './checkout-shapes';

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

/**
 * Ours: what the checkout is buying (its lines, priced for the caller's role, and their
 * subtotal), shown before an address is typed; the quote adds shipping, tax and fees.
 */
export const checkoutLines = post(
  '/mibd/checkout/lines',
  'The cart lines a checkout buys and their subtotal (no address needed)',
  {
    needs: { tag: 'settle_accounts', ffd: true, prices: 'trade' },
    body: z.object({ t: checkoutKind }),
    val: z.object({ lines: z.array(quoteLine), subtotal: z.number() }),
  },
);

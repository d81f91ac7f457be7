import { type CartState, Limits } from '@portal/contract';

/** Which checkout buttons a cart shows (spec 4). */
export type CheckoutChoice = 'none' | 'normal' | 'sample' | 'split';

/** 0 hides checkout; only samples: sample checkout; both kinds: split buttons; else Checkout. */
export const checkoutChoice = (
  state: Pick<CartState, 'product_count' | 'sample_count'>,
): CheckoutChoice => {
  const products = state.product_count > 0;
  const samples = state.sample_count > 0;
  if (products && samples) return 'split';
  if (samples) return 'sample';
  return products ? 'normal' : 'none';
};

/** /checkout?isCart=1&t=s|n (spec 2). */
export const checkoutHref = (kind: 'sample' | 'normal') =>
  `/checkout?isCart=1&t=${kind === 'sample' ? 's' : 'n'}`;

/** The header count (spec 4): nothing for 0, an ellipsis above 99. */
export const countBadge = (count: number | null | undefined): string | null => {
  if (!count || count < 1) return null;
  return count > Limits.cartCountCap ? '...' : String(count);
};

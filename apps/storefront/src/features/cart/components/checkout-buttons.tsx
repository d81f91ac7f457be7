import { Button, Stack } from '@mantine/core';
import type { CartState } from '@portal/contract';
import { SmartLink } from '../../../components/smart-link';
import { checkoutChoice, checkoutHref } from '../cart-view';

interface CheckoutButtonsProps {
  state: Pick<CartState, 'product_count' | 'sample_count'>;
  /** A guest (FFD) signs in first. */
  guest?: boolean;
  size?: 'sm' | 'md';
  onNavigate?: () => void;
}

/**
 * spec 4: nothing for an empty cart; only samples: Sample Checkout; both kinds: the two split
 * buttons; otherwise Checkout. Unavailable lines are not counted (spec 8).
 */
export function CheckoutButtons({ state, guest, size = 'sm', onNavigate }: CheckoutButtonsProps) {
  const choice = checkoutChoice(state);
  if (choice === 'none') return null;
  if (guest) {
    return (
      <Button component={SmartLink} to="/login" size={size} onClick={onNavigate}>
        Sign in to check out
      </Button>
    );
  }
  const split = choice === 'split';
  const button = (kind: 'normal' | 'sample', label: string, variant?: string) => (
    <Button
      component={SmartLink}
      to={checkoutHref(kind)}
      size={size}
      variant={variant}
      fullWidth
      onClick={onNavigate}
      data-testid={`checkout-${kind}`}
    >
      {label}
    </Button>
  );
  const normal = button('normal', split ? 'Checkout products' : 'Checkout');
  const sample = button(
    'sample',
    split ? 'Checkout samples' : 'Sample Checkout',
    split ? 'light' : 'filled',
  );
  // Stacked, each the card's width: side by side, the split labels were cut off ('Checkout pro…')
  // in the cart's summary and the mini-cart, on a phone and on a desktop alike.
  return (
    <Stack gap="xs" data-testid="checkout-buttons" data-choice={choice}>
      {choice !== 'sample' && normal}
      {choice !== 'normal' && sample}
    </Stack>
  );
}

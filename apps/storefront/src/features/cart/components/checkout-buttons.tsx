import { Button, Group } from '@mantine/core';
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
  const normal = (
    <Button
      component={SmartLink}
      to={checkoutHref('normal')}
      size={size}
      onClick={onNavigate}
      data-testid="checkout-normal"
    >
      {choice === 'split' ? 'Checkout products' : 'Checkout'}
    </Button>
  );
  const sample = (
    <Button
      component={SmartLink}
      to={checkoutHref('sample')}
      size={size}
      variant={choice === 'split' ? 'light' : 'filled'}
      onClick={onNavigate}
      data-testid="checkout-sample"
    >
      {choice === 'split' ? 'Checkout samples' : 'Sample Checkout'}
    </Button>
  );
  return (
    <Group gap="xs" grow data-testid="checkout-buttons" data-choice={choice}>
      {choice !== 'sample' && normal}
      {choice !== 'normal' && sample}
    </Group>
  );
}

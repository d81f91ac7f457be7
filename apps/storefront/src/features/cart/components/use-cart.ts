import { useQuery } from '@tanstack/react-query';
import { useGate } from '../../../components/can';
import { BRAND } from '../../../lib/current-brand';
import { useStoredValue } from '../../../lib/use-stored';
import { cartQueryOptions } from '../api/cart-api';

/**
 * The cart and what the caller may do with it: a guest (FFD) signs in to check out;
 * communicate mode browses only (no settle_accounts, roles-and-brands.md); browsing view has none.
 */
export function useCart() {
  const token = useStoredValue('token');
  const can = useGate();
  const guest = BRAND === 'FFD' && !token;
  // Browsing view has no cart (shopping_cart tag): the screen offers designer view instead of
  // asking the server, which would answer 25010 and send the user to /noPermission.
  const hasCart = BRAND === 'FFD' || can('shopping_cart');
  const query = useQuery({ ...cartQueryOptions(), enabled: hasCart });
  const mayCheckout = BRAND === 'FFD' ? true : can('settle_accounts');
  return { ...query, guest, mayCheckout, hasCart };
}

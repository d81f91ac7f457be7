import { useQuery } from '@tanstack/react-query';
import { useGate } from '../../../components/can';
import { BRAND } from '../../../lib/current-brand';
import { useStoredValue } from '../../../lib/use-stored';
import { cartQueryOptions } from '../api/cart-api';

/**
 * The cart and what the caller may do with it: a guest (FFD) signs in to check out;
 * communicate mode browses only (no settle_accounts, roles-and-brands.md).
 */
export function useCart() {
  const token = useStoredValue('token');
  const can = useGate();
  const guest = BRAND === 'FFD' && !token;
  const query = useQuery(cartQueryOptions());
  const mayCheckout = BRAND === 'FFD' ? true : can('settle_accounts');
  return { ...query, guest, mayCheckout };
}

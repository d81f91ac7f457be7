import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BRAND } from '../../../lib/current-brand';
import { useStoredValue } from '../../../lib/use-stored';
import { cartKey, cartQueryOptions, mergeGuestCart } from '../api/cart-api';

const refresh = async (client: QueryClient) => {
  // At sign-in on FFD the guest cart joins the shopper's first (addBatch).
  if (BRAND === 'FFD') await mergeGuestCart().catch(() => false);
  await client.invalidateQueries({ queryKey: cartKey });
  await client.fetchQuery({ ...cartQueryOptions(), staleTime: 0 }).catch(() => undefined);
};

/**
 * Keeps the header count true on every brand site: the cart is one per account, so each site
 * reads it when it opens and when the session changes (sign-in, mode), and stores the count.
 */
export function CartSync() {
  const client = useQueryClient();
  const token = useStoredValue('token');
  const mode = useStoredValue('mode');
  const guestList = useStoredValue('sku_list');
  const guestKey = BRAND === 'FFD' && !token ? JSON.stringify(guestList) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: each is a reason to read the cart again
  useEffect(() => {
    void refresh(client);
  }, [client, token, mode, guestKey]);
  return null;
}

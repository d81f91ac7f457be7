import {
  addBatch,
  type CartState,
  productListNoLogin,
  shoppingCartAdd,
  shoppingCartChangeNumber,
  shoppingCartDelete,
  shoppingCartList,
  shoppingCartMoveToProject,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/call';
import { BRAND } from '../../../lib/current-brand';
import { getStored, setStored } from '../../../lib/session';
import {
  addGuestLine,
  clearGuestCart,
  guestLines,
  removeGuestLines,
  setGuestCount,
} from '../guest-cart';

/** The cart a browser has: the account's (signed in), or the FFD guest cart in storage. */
export const isGuestCart = () => BRAND === 'FFD' && !getStored('token');

export const cartKey = ['cart'] as const;

/** Keeps the header count (shoppingCartNum, shared with the other brand sites) in step. */
const remember = (state: CartState) => {
  setStored('shoppingCartNum', state.total);
  return state;
};

const readCart = async (signal?: AbortSignal): Promise<CartState> => {
  if (isGuestCart()) {
    const sku_list = guestLines();
    if (!sku_list.length)
      return remember({ list: [], total: 0, product_count: 0, sample_count: 0 });
    return remember(await call(productListNoLogin, { sku_list }, { signal }));
  }
  return remember(await call(shoppingCartList, {}, { signal }));
};

/** The cart's query (one key per kind of cart: a sign-in switches to the account's). */
export const cartQueryOptions = () => ({
  queryKey: [...cartKey, isGuestCart() ? 'guest' : 'account'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => readCart(signal),
  staleTime: 10_000,
});

export type AddInput = CallInput<typeof shoppingCartAdd>;

/**
 * Add to cart (spec 7): a guest's line goes to storage; the server checks the rest. Every add
 * (product page, Cara, a visualization's scheme) goes through here, so the header count follows.
 * `silent` where the screen shows a refusal itself.
 */
export function useAddToCart({ silent = false }: { silent?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddInput) => {
      if (isGuestCart()) {
        const lines = addGuestLine(input.sku_number, input.number);
        return { total: lines.reduce((n, l) => n + l.count, 0) };
      }
      return call(shoppingCartAdd, { add_type: 4, ai_source: 0, ...input }, { silent });
    },
    onSuccess: (val) => {
      setStored('shoppingCartNum', val.total);
      void client.invalidateQueries({ queryKey: cartKey });
    },
  });
}

/** A line's quantity (guest lines by SKU). */
export function useChangeCount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, sku, number }: { id: number; sku: string; number: number }) => {
      if (isGuestCart()) {
        setGuestCount(sku, number);
        return readCart();
      }
      return remember(await call(shoppingCartChangeNumber, { id, number }));
    },
    onSuccess: (state) => client.setQueriesData({ queryKey: cartKey }, state),
  });
}

/** A line into one of the caller's projects (issue 14): it leaves the cart. */
export function useMoveToProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, project_id }: { id: number; project_id: number }) =>
      remember(await call(shoppingCartMoveToProject, { id, project_id }, { silent: true })),
    onSuccess: (state) => client.setQueriesData({ queryKey: cartKey }, state),
  });
}

export function useRemoveLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, sku }: { id: number; sku: string }) => {
      if (isGuestCart()) {
        removeGuestLines([sku]);
        return readCart();
      }
      return remember(await call(shoppingCartDelete, { ids: [id] }));
    },
    onSuccess: (state) => client.setQueriesData({ queryKey: cartKey }, state),
  });
}

/**
 * At sign-in on FFD: the guest cart goes into the shopper's by addBatch, then storage is cleared.
 * Runs once per stored list; a failed merge keeps the list for the next try.
 */
export async function mergeGuestCart(): Promise<boolean> {
  const sku_list = guestLines();
  if (BRAND !== 'FFD' || !getStored('token') || !sku_list.length) return false;
  const val = await call(addBatch, { sku_list, guest_id: getStored('guestId') ?? undefined });
  clearGuestCart();
  setStored('shoppingCartNum', val.total);
  return true;
}

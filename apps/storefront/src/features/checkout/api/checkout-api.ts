import {
  billingAddressAdd,
  billingAddressDelete,
  billingAddressList,
  checkoutLines,
  checkoutQuote,
  IDEMPOTENCY_HEADER,
  CheckoutMessages as M,
  sandboxTokenize,
  shoppingCartList,
  submitOrder,
  supplementaryCheck,
  verifyCoupon,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { type CallInput, call } from '../../../lib/call';
import { setStored } from '../../../lib/session';

export type QuoteInput = CallInput<typeof checkoutQuote>;
export type SubmitInput = CallInput<typeof submitOrder>;

/** The totals for what the form holds now (recomputed by the server on every change). */
export const quoteQueryOptions = (input: QuoteInput | null) => ({
  queryKey: ['checkout', 'quote', input] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(checkoutQuote, input as QuoteInput, { signal, silent: true }),
  enabled: input !== null,
  placeholderData: keepPreviousData,
  retry: false,
  staleTime: 5_000,
});

/** What is bought, priced for the caller, before an address is typed (the quote adds the rest). */
export const linesQueryOptions = (t: 'n' | 's') => ({
  queryKey: ['checkout', 'lines', t] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(checkoutLines, { t }, { signal, silent: true }),
  staleTime: 5_000,
});

export const gateQueryOptions = () => ({
  queryKey: ['checkout', 'gate'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => call(supplementaryCheck, undefined, { signal }),
  staleTime: 60_000,
});

export const billingQueryOptions = () => ({
  queryKey: ['checkout', 'billing'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => call(billingAddressList, undefined, { signal }),
});

export function useVerifyCoupon() {
  return useMutation({
    mutationFn: (input: CallInput<typeof verifyCoupon>) =>
      call(verifyCoupon, input, { silent: true }),
  });
}

export function useAddBillingAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof billingAddressAdd>) =>
      call(billingAddressAdd, input, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['checkout', 'billing'] }),
  });
}

export function useDeleteBillingAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(billingAddressDelete, { id }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['checkout', 'billing'] }),
  });
}

export type TokenizeInput = CallInput<typeof sandboxTokenize>;

/**
 * The sandbox payment component's tokenization step (decision 045): the numbers go to the
 * sandbox provider's endpoint and an opaque token comes back, whose funding (the card fee) the
 * gateway recorded. A refusal is the text the payment fields show.
 */
export const tokenizePayment = async (
  details: TokenizeInput,
): Promise<{ token: string; error?: never } | { token?: never; error: string }> => {
  try {
    const { token } = await call(sandboxTokenize, details, { silent: true });
    return { token };
  } catch (e) {
    return { error: e instanceof ApiError ? e.message : M.paymentRequestFailed };
  }
};

/** Pays and places the order with the attempt's Idempotency-Key (a retry resends the same key). */
export function useSubmitOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, input }: { key: string; input: SubmitInput }) =>
      call(submitOrder, input, { silent: true, headers: { [IDEMPOTENCY_HEADER]: key } }),
    // The ordered lines left the cart: the header's count is read again now, since no cart
    // screen is open to refetch it (the cart feature's query is only marked stale).
    onSuccess: async () => {
      void client.invalidateQueries({ queryKey: ['cart'] });
      const cart = await call(shoppingCartList, {}, { silent: true }).catch(() => null);
      if (cart) setStored('shoppingCartNum', cart.total);
    },
  });
}

/** A key per payment attempt: 32 hex characters. */
export const newAttemptKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

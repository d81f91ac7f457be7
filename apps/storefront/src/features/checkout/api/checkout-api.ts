import {
  billingAddressAdd,
  billingAddressDelete,
  billingAddressList,
  checkoutQuote,
  IDEMPOTENCY_HEADER,
  CheckoutMessages as M,
  sandboxTokenize,
  submitOrder,
  supplementaryCheck,
  verifyCoupon,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { type CallInput, call } from '../../../lib/call';

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
    // The ordered lines left the cart (the cart feature's query).
    onSuccess: () => client.invalidateQueries({ queryKey: ['cart'] }),
  });
}

/** A key per payment attempt: 32 hex characters. */
export const newAttemptKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

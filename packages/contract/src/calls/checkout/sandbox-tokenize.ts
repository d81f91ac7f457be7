import { z } from 'zod';
import { callGroup } from '../call-group';

const { post } = callGroup('checkout');

export const SandboxTokenizeMessages = {
  /** Ours: the configured gateway takes no test numbers (a live Stripe key: Stripe.js tokenizes). */
  unavailable: 'Test payment details cannot be tokenized with this payment gateway',
} as const;

/** What the sandbox payment component posts: a card, or a bank account (ACH). */
export const sandboxTokenizeBody = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('card'),
    number: z.string().max(30),
    expiry: z.string().max(7),
    cvc: z.string().max(4),
  }),
  z.object({
    method: z.literal('ach'),
    account_number: z.string().max(30),
    routing_number: z.string().max(12),
  }),
]);

/**
 * Ours (decision 045): the sandbox provider's tokenization endpoint, standing in for the one a
 * real provider serves its payment component (Stripe.js). The sandbox checks the number (Luhn,
 * or ABA and 4-17 digits) and records what it is (card or bank, credit, debit or prepaid, the
 * last four digits) under an opaque token; the order reads those facts back from the gateway,
 * so nothing the client sends chooses the funding or the fee. A bad number answers 40000 with
 * the spec's 'Could not tokenize payment method: …' text. Signed-in callers only.
 */
export const sandboxTokenize = post(
  '/mibd/payment/sandbox/tokenize',
  'Tokenize a test card or bank account (the sandbox payment provider)',
  {
    body: sandboxTokenizeBody,
    val: z.object({ token: z.string(), last4: z.string() }),
  },
);

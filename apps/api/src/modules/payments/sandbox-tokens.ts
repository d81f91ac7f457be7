import {
  abaValid,
  achAccountValid,
  type CardFunding,
  cardDigits,
  luhnValid,
  CheckoutMessages as M,
  SANDBOX_ACH_DECLINED_ACCOUNT,
  SANDBOX_CARDS,
  type SandboxOutcome,
} from '@portal/contract';
import type { PaymentMethodFacts, TestPaymentDetails } from './payment-gateway';

/** What the sandbox records for a token: the facts an order reads, and the test outcome. */
export interface SandboxMethod extends PaymentMethodFacts {
  outcome: SandboxOutcome;
}

const KNOWN_CARDS = SANDBOX_CARDS as Record<
  string,
  { funding: CardFunding; outcome: SandboxOutcome }
>;

/**
 * The sandbox's tokenization checks (decisions 022, 045): a card passes Luhn with a CVC and an
 * MM/YY expiry, a bank account has 4-17 digits and an ABA routing number. The funding and the
 * outcome come from the number, through the test-card table (any other valid number is a credit
 * card that succeeds): nothing the client says about the card is read.
 */
export const sandboxMethodOf = (d: TestPaymentDetails): SandboxMethod | { error: string } => {
  if (d.method === 'card') {
    const n = cardDigits(d.number);
    // One refusal per field, so the form marks the field that is wrong.
    if (!luhnValid(n)) return { error: M.cardInvalid };
    if (!/^\d{2}\/\d{2}$/.test(d.expiry.trim())) return { error: M.cardExpiryInvalid };
    if (!/^\d{3,4}$/.test(d.cvc.trim())) return { error: M.cardCvcInvalid };
    const { funding, outcome } = KNOWN_CARDS[n] ?? { funding: 'credit', outcome: 'succeeded' };
    return { method: 'card', funding, outcome, last4: n.slice(-4) };
  }
  if (!achAccountValid(d.account_number)) return { error: M.achAccountInvalid };
  if (!abaValid(d.routing_number)) return { error: M.achRoutingInvalid };
  const account = d.account_number.trim();
  const outcome = account === SANDBOX_ACH_DECLINED_ACCOUNT ? 'declined' : 'succeeded';
  return { method: 'ach', funding: 'bank', outcome, last4: account.slice(-4) };
};

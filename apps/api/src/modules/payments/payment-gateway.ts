/**
 * What the order flow needs of a payment gateway (decisions 022 and 045). Every charge carries
 * an idempotency key: asking twice with one key charges once and answers the first charge, and
 * `retrieve` finds a charge by its key after a crash (start-up reconciliation). What a payment
 * method is (card or bank, its funding) is read from the gateway's record (`paymentMethod`),
 * never from what the client says: the card fee follows it.
 */
export interface ChargeRequest {
  idempotencyKey: string;
  /** US dollars, two decimals. */
  amount: number;
  /** The payment component's token; card and bank numbers never reach the API. */
  token: string;
  description: string;
}

export type ChargeStatus = 'succeeded' | 'review' | 'declined';

export interface ChargeResult {
  status: ChargeStatus;
  /** The gateway's id of the charge (null when declined before one was made). */
  ref: string | null;
}

/** The gateway could not be reached or did not answer: whether it charged is unknown. */
export class GatewayNetworkError extends Error {
  constructor(message = 'payment gateway unreachable') {
    super(message);
    this.name = 'GatewayNetworkError';
  }
}

/** How a payment method is funded, as the gateway knows it ('unknown': the card network did not say). */
export type PaymentFunding = 'credit' | 'debit' | 'prepaid' | 'unknown' | 'bank';

/** A payment method as the gateway recorded it. */
export interface PaymentMethodFacts {
  method: 'card' | 'ach';
  funding: PaymentFunding;
  last4: string;
}

/** What the sandbox payment component posts to be tokenized (contract `sandboxTokenize`). */
export type TestPaymentDetails =
  | { method: 'card'; number: string; expiry: string; cvc: string }
  | { method: 'ach'; account_number: string; routing_number: string };

/** A token, or the refusal text the payment component shows. */
export type TokenizeResult = { token: string; last4: string } | { error: string };

export interface PaymentGateway {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The charge made with this key, or null when none was made. */
  retrieve(idempotencyKey: string): Promise<ChargeResult | null>;
  /**
   * The payment method the token names, from the gateway's own record; null when the gateway
   * has none by that token (forged, or another gateway's). Throws GatewayNetworkError when the
   * gateway did not answer.
   */
  paymentMethod(token: string): Promise<PaymentMethodFacts | null>;
  /**
   * Test numbers typed into the sandbox payment component, tokenized by this gateway (its
   * record then holds their facts). Absent or refusing where the gateway takes no test numbers.
   */
  tokenize?(details: TestPaymentDetails): Promise<TokenizeResult>;
}

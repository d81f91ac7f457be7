/**
 * What the order flow needs of a payment gateway (decision 022). Every charge carries an
 * idempotency key: asking twice with one key charges once and answers the first charge, and
 * `retrieve` finds a charge by its key after a crash (start-up reconciliation).
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

export interface PaymentGateway {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The charge made with this key, or null when none was made. */
  retrieve(idempotencyKey: string): Promise<ChargeResult | null>;
}

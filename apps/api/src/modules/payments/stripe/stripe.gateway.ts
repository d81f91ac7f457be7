import { SANDBOX_TOKEN_PATTERN } from '@portal/contract';
import type Stripe from 'stripe';
import {
  type ChargeRequest,
  type ChargeResult,
  GatewayNetworkError,
  type PaymentGateway,
} from '../payment-gateway';

/** The metadata field that carries our idempotency key: `retrieve` finds the intent by it. */
export const KEY_FIELD = 'portal_idempotency_key';

const errorType = (e: unknown): string =>
  e && typeof e === 'object' && 'type' in e ? String((e as { type: unknown }).type) : '';

/** Errors after which Stripe may or may not have charged: the caller asks `retrieve`. */
const UNKNOWN_OUTCOME = new Set([
  'StripeConnectionError',
  'StripeAPIError',
  'StripeRateLimitError',
  // The key was used before with other parameters: that first request's intent decides.
  'StripeIdempotencyError',
]);
/**
 * Nothing was charged with this payment method: a card decline (402), or a refused payment
 * method or attempt (400 naming the method or carrying the failed intent). Any other 400 is
 * our request's fault and is thrown.
 */
const notCharged = (e: unknown): boolean => {
  const type = errorType(e);
  if (type === 'StripeCardError') return true;
  if (type !== 'StripeInvalidRequestError') return false;
  const err = e as { param?: string; payment_intent?: unknown };
  return Boolean(err.payment_intent) || (err.param ?? '').startsWith('payment_method');
};

/**
 * Stripe's documented test payment methods for the sandbox component's test cards, so a test
 * key works with today's checkout screen (its tokens name the test outcome).
 */
const TEST_METHODS: Record<string, string> = {
  credit_succeeded: 'pm_card_visa',
  debit_succeeded: 'pm_card_visa_debit',
  credit_declined: 'pm_card_chargeDeclined',
  credit_review: 'pm_card_authenticationRequired',
  credit_network: 'pm_card_chargeDeclinedProcessingError',
};

export const resultOf = (pi: Pick<Stripe.PaymentIntent, 'id' | 'status'>): ChargeResult => {
  switch (pi.status) {
    case 'succeeded':
      return { status: 'succeeded', ref: pi.id };
    // Charged or about to be, pending the customer or the bank: the order is placed in review.
    case 'requires_action':
    case 'processing':
    case 'requires_capture':
    case 'requires_confirmation':
      return { status: 'review', ref: pi.id };
    default:
      // requires_payment_method (the attempt failed), canceled.
      return { status: 'declined', ref: null };
  }
};

/**
 * The Stripe adapter (decision 022): one PaymentIntent per order, created and confirmed in one
 * call with Stripe's `Idempotency-Key` set to ours, and our key in its metadata so that
 * `retrieve` finds it after a crash or an unanswered request.
 */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe';
  private readonly testMode: boolean;

  constructor(
    private readonly stripe: Stripe,
    secretKey: string,
    /** How far back `retrieve` lists intents when search has not indexed a fresh one yet. */
    private readonly listWindowSeconds = 3600,
  ) {
    this.testMode = /^(sk|rk)_test_/.test(secretKey);
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const paymentMethod = this.paymentMethodOf(request.token);
    if (!paymentMethod) return { status: 'declined', ref: null };
    try {
      const pi = await this.stripe.paymentIntents.create(
        {
          amount: Math.round(request.amount * 100),
          currency: 'usd',
          payment_method: paymentMethod,
          confirm: true,
          // Confirmed here, with no page to come back to: no redirecting payment methods.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          description: request.description,
          metadata: { [KEY_FIELD]: request.idempotencyKey },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return resultOf(pi);
    } catch (e) {
      if (notCharged(e)) return { status: 'declined', ref: null };
      if (UNKNOWN_OUTCOME.has(errorType(e)))
        throw new GatewayNetworkError(`stripe: ${errorType(e)}`);
      // Authentication, permission: a configuration fault, loud in the log.
      throw e;
    }
  }

  async retrieve(idempotencyKey: string): Promise<ChargeResult | null> {
    try {
      const pi = (await this.search(idempotencyKey)) ?? (await this.recent(idempotencyKey));
      return pi ? resultOf(pi) : null;
    } catch (e) {
      if (UNKNOWN_OUTCOME.has(errorType(e)))
        throw new GatewayNetworkError(`stripe: ${errorType(e)}`);
      throw e;
    }
  }

  /** Search finds intents of any age, but indexes new ones with a delay (about a minute). */
  private async search(key: string): Promise<Stripe.PaymentIntent | null> {
    const found = await this.stripe.paymentIntents.search({
      query: `metadata['${KEY_FIELD}']:'${key.replace(/['\\]/g, '')}'`,
      limit: 1,
    });
    return found.data[0] ?? null;
  }

  /** The list is current at once: recent intents, newest first, matched on the metadata. */
  private async recent(key: string): Promise<Stripe.PaymentIntent | null> {
    const since = Math.floor(Date.now() / 1000) - this.listWindowSeconds;
    for await (const pi of this.stripe.paymentIntents.list({
      created: { gte: since },
      limit: 100,
    })) {
      if (pi.metadata?.[KEY_FIELD] === key) return pi;
    }
    return null;
  }

  /**
   * A PaymentMethod id from Stripe.js passes as it is. A sandbox token maps to Stripe's test
   * method for its outcome with a test key only; with a live key it charges nothing.
   */
  private paymentMethodOf(token: string): string | null {
    if (/^pm_[A-Za-z0-9_]+$/.test(token)) return token;
    const m = SANDBOX_TOKEN_PATTERN.exec(token);
    if (!m || !this.testMode || m[1] === 'ach') return null;
    return TEST_METHODS[`${m[2]}_${m[3]}`] ?? null;
  }
}

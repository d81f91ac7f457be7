import { cardDigits, SandboxTokenizeMessages } from '@portal/contract';
import type Stripe from 'stripe';
import {
  type ChargeRequest,
  type ChargeResult,
  GatewayNetworkError,
  type PaymentFunding,
  type PaymentGateway,
  type PaymentMethodFacts,
  type TestPaymentDetails,
  type TokenizeResult,
} from '../payment-gateway';
import { sandboxMethodOf } from '../sandbox-tokens';

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
 * Stripe's documented test payment methods for the sandbox component's test cards (contract
 * SANDBOX_CARDS), so a test key works with today's checkout screen; any other valid number is
 * Stripe's test Visa. What they are (their funding) is read back from Stripe like any other.
 */
const TEST_METHODS: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '4000056655665556': 'pm_card_visa_debit',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000000000009235': 'pm_card_authenticationRequired',
  '4000000000000119': 'pm_card_chargeDeclinedProcessingError',
  '5105105105105100': 'pm_card_mastercard_prepaid',
};

/** A Stripe PaymentMethod id, as Stripe.js hands it to the page. */
const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9_]{1,96}$/;

const FUNDINGS: ReadonlySet<string> = new Set(['credit', 'debit', 'prepaid']);

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
 * The Stripe adapter (decisions 022, 045): one PaymentIntent per order, created and confirmed in
 * one call with Stripe's `Idempotency-Key` set to ours, and our key in its metadata so that
 * `retrieve` finds it after a crash or an unanswered request. It charges Stripe PaymentMethods
 * (`pm_…`) only, whose funding (the card fee) the order reads from Stripe first.
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

  /**
   * The sandbox component's test numbers, with a test key only: checked as the sandbox checks
   * them, then named by Stripe's test method. ACH through Stripe is not built (it needs a
   * mandate and bank verification), and a live key takes Stripe.js's PaymentMethods only.
   */
  async tokenize(details: TestPaymentDetails): Promise<TokenizeResult> {
    if (!this.testMode || details.method !== 'card')
      return { error: SandboxTokenizeMessages.unavailable };
    const checked = sandboxMethodOf(details);
    if ('error' in checked) return checked;
    return {
      token: TEST_METHODS[cardDigits(details.number)] ?? 'pm_card_visa',
      last4: checked.last4,
    };
  }

  /**
   * GET /v1/payment_methods/:id: Stripe's record of the method (decision 045). Cards only (ACH
   * is not built); a method Stripe does not have (another account's, or made up) is null.
   */
  async paymentMethod(token: string): Promise<PaymentMethodFacts | null> {
    if (!PAYMENT_METHOD_ID.test(token)) return null;
    let pm: Stripe.PaymentMethod;
    try {
      pm = await this.stripe.paymentMethods.retrieve(token);
    } catch (e) {
      const err = e as { statusCode?: number; code?: string };
      if (err.statusCode === 404 || err.code === 'resource_missing') return null;
      if (UNKNOWN_OUTCOME.has(errorType(e)))
        throw new GatewayNetworkError(`stripe: ${errorType(e)}`);
      throw e;
    }
    if (pm.type !== 'card' || !pm.card) return null;
    const funding = FUNDINGS.has(pm.card.funding) ? pm.card.funding : 'unknown';
    return { method: 'card', funding: funding as PaymentFunding, last4: pm.card.last4 };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    // Only a PaymentMethod of Stripe's is charged: anything else charges nothing.
    if (!PAYMENT_METHOD_ID.test(request.token)) return { status: 'declined', ref: null };
    const paymentMethod = request.token;
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
}

import type Stripe from 'stripe';
import type { ChargeResult } from '../payment-gateway';
import { KEY_FIELD, resultOf } from './stripe.gateway';

/** What a verified event asks of us: settle the charge made with this gateway key. */
export interface Settlement {
  gatewayKey: string;
  result: ChargeResult;
}

/**
 * Stripe's webhook events: the signature (Stripe-Signature over the raw body, within Stripe's
 * default five minutes) is checked before anything of the body is read.
 */
export class StripeWebhook {
  constructor(
    private readonly stripe: Stripe,
    private readonly secret: string,
  ) {}

  /** The event, or null when the signature does not hold (or the body is not Stripe's JSON). */
  verify(rawBody: Buffer, signature: string | undefined): Stripe.Event | null {
    if (!signature) return null;
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.secret);
    } catch {
      return null;
    }
  }

  /**
   * Only a succeeded PaymentIntent of ours settles anything: a pending payment whose request
   * stopped before the answer was written. Other events are acknowledged and left alone.
   */
  settlementOf(event: Stripe.Event): Settlement | null {
    if (event.type !== 'payment_intent.succeeded') return null;
    const pi = event.data.object;
    const gatewayKey = pi.metadata?.[KEY_FIELD];
    if (!gatewayKey) return null;
    return { gatewayKey, result: resultOf(pi) };
  }
}

import { z } from 'zod';
import { callGroup } from '../call-group';

const { post } = callGroup('checkout');

/** Header Stripe signs each webhook delivery with. */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

export const StripeWebhookMessages = {
  badSignature: 'Invalid Stripe signature',
  notConfigured: 'Stripe webhooks are not configured',
} as const;

/**
 * Ours, for Stripe's servers (decision 022). The body is Stripe's event as sent: raw JSON whose
 * Stripe-Signature is checked over its exact bytes before it is read, so the call declares no
 * body schema. A succeeded PaymentIntent settles its pending order; a bad signature answers 400.
 */
export const stripeWebhook = post(
  '/mibd/payment/stripe/webhook',
  'Stripe webhook (Stripe-Signature checked): a succeeded PaymentIntent settles its order',
  {
    val: z.object({ received: z.boolean(), settled: z.boolean() }),
  },
);

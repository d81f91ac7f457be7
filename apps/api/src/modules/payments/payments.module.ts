import type { Database } from '../../db/database';
import type { PaymentGateway } from './payment-gateway';
import { SandboxGateway } from './sandbox.gateway';
import { SandboxRepository } from './sandbox.repository';
import { StripeGateway } from './stripe/stripe.gateway';
import { type StripeSettings, stripeClient } from './stripe/stripe-client';
import { StripeWebhook } from './stripe/stripe-webhook';

/** The default gateway: the in-process sandbox, its ledger in the database (decision 022). */
export const sandboxGateway = (db: Database): PaymentGateway =>
  new SandboxGateway(new SandboxRepository(db));

export type PaymentsSettings = { gateway: 'sandbox' } | ({ gateway: 'stripe' } & StripeSettings);

/**
 * The configured gateway (PAYMENT_GATEWAY) and, with Stripe and a signing secret, the webhook
 * that settles a charge whose request stopped before its order was written.
 */
export const buildPayments = (
  db: Database,
  settings: PaymentsSettings,
): { gateway: PaymentGateway; webhook: StripeWebhook | null } => {
  if (settings.gateway === 'sandbox') return { gateway: sandboxGateway(db), webhook: null };
  const client = stripeClient(settings);
  return {
    gateway: new StripeGateway(client, settings.secretKey),
    webhook: settings.webhookSecret ? new StripeWebhook(client, settings.webhookSecret) : null,
  };
};

import Stripe from 'stripe';

export interface StripeSettings {
  secretKey: string;
  /** Signing secret of the webhook endpoint (whsec_…); webhooks are refused without it. */
  webhookSecret?: string | undefined;
  /** The API's origin; Stripe's own unless set (tests point it at a local server). */
  apiBase?: string | undefined;
  /** Retries of a request that got no answer, with the same idempotency key (default 2). */
  maxNetworkRetries?: number;
  /** Milliseconds before a request counts as unanswered (default 30 s). */
  timeoutMs?: number;
}

/** The official client, pinned to the API version this SDK major ships with. */
export const stripeClient = (s: StripeSettings): Stripe => {
  const base = s.apiBase ? new URL(s.apiBase) : null;
  return new Stripe(s.secretKey, {
    maxNetworkRetries: s.maxNetworkRetries ?? 2,
    timeout: s.timeoutMs ?? 30_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
};

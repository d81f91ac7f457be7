import {
  ErrorCode,
  StripeWebhookMessages as M,
  STRIPE_SIGNATURE_HEADER,
  stripeWebhook,
} from '@portal/contract';
import { RefusedRequest } from '../../lib/refused-request';
import type { ChargeResult } from '../../modules/payments/payment-gateway';
import type { StripeWebhook } from '../../modules/payments/stripe/stripe-webhook';
import { type RouteApp, route } from '../define-route';

/** What the webhook settles through: the orders' start-up reconciliation path. */
export interface GatewaySettler {
  settleFromGateway(gatewayKey: string, result: ChargeResult): Promise<boolean>;
}

/**
 * Stripe's webhook. The signature covers the exact bytes sent, so this plugin (encapsulated:
 * other routes keep their parsers) reads JSON as a Buffer; only a verified event is parsed.
 */
export const stripeWebhookRoutes = (
  app: RouteApp,
  webhook: StripeWebhook | null,
  orders: GatewaySettler,
): void => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  route(app, stripeWebhook, async ({ request }) => {
    if (!webhook) throw new RefusedRequest(400, ErrorCode.BAD_REQUEST, M.notConfigured);
    const signature = request.headers[STRIPE_SIGNATURE_HEADER];
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const event = webhook.verify(raw, typeof signature === 'string' ? signature : undefined);
    if (!event) {
      request.log.warn({ event: 'stripe-webhook' }, 'stripe webhook refused: bad signature');
      throw new RefusedRequest(400, ErrorCode.BAD_REQUEST, M.badSignature);
    }
    const settlement = webhook.settlementOf(event);
    const settled = settlement
      ? await orders.settleFromGateway(settlement.gatewayKey, settlement.result)
      : false;
    if (settled) request.log.info({ stripeEvent: event.id }, 'payment settled from stripe webhook');
    return { received: true, settled };
  });
};

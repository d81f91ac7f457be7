import {
  CheckoutMessages as M,
  SANDBOX_CARDS,
  StripeWebhookMessages,
  stripeWebhook,
} from '@portal/contract';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  card,
  count,
  NC,
  newKey,
  submitOrder,
  useCheckoutApp,
} from '../../../../test/fixtures/checkout-fixture';
import { buildApp } from '../../../app';
import { type Answer, fixture, type Replay, startReplayServer } from './fixtures/replay-server';
import { KEY_FIELD } from './stripe.gateway';

const SECRET = 'whsec_portalReplayTestSecret';
const [VISA, , DECLINE] = Object.keys(SANDBOX_CARDS) as [string, string, string];
const succeeded = fixture<Stripe.PaymentIntent>('payment-intent-succeeded');
const event = fixture<Stripe.Event>('event-payment-intent-succeeded');
const creditCard = fixture<Stripe.PaymentMethod>('payment-method-card-credit');

let stripe: Awaited<ReturnType<typeof startReplayServer>>;
let replay: Replay = () => ({ status: 200, body: succeeded });
// Started before the app and closed after it (afterAll hooks run in reverse). The order reads
// its payment method from Stripe first (decision 045): a credit card, whatever its id.
beforeAll(async () => {
  stripe = await startReplayServer((r) =>
    r.path.startsWith('/v1/payment_methods/')
      ? { status: 200, body: { ...creditCard, id: r.path.split('/').pop() } }
      : replay(r),
  );
});
afterAll(() => stripe?.close());

const { t, c, session, db } = useCheckoutApp(() => ({
  env: {
    PAYMENT_GATEWAY: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_51PortalReplayKey',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: stripe.url,
  },
}));

beforeAll(async () => {
  await c.add(session.designer, 'ca.localhost', { sku_number: 'CA-SOF-001', number: 1 });
});

const submit = async (key: string, number = VISA) =>
  submitOrder(
    t.app,
    session.designer,
    {
      t: 'n',
      ship_to: NC,
      shipping_method: 'warehouse_dock',
      payment_method: 'card',
      payment: { token: await card(t.app, session.designer, number) },
    },
    key,
  );

/** Stripe's delivery of an event: the raw JSON and its Stripe-Signature. */
const deliver = (payload: string, signature: string | undefined, app = t.app) =>
  app.inject({
    method: 'POST',
    url: stripeWebhook.path,
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
  });
const signed = (payload: string, secret = SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
const succeededEvent = (gatewayKey: string, type = 'payment_intent.succeeded') =>
  JSON.stringify({
    ...event,
    type,
    data: { object: { ...succeeded, metadata: { [KEY_FIELD]: gatewayKey } } },
  });

const placed = () =>
  count(db(), `SELECT count(*)::int AS n FROM orders WHERE status <> 'pending_payment'`);
const pending = () =>
  count(db(), "SELECT count(*)::int AS n FROM payments WHERE status = 'pending'");

describe('a charge whose answer has not reached the order write', () => {
  it('is settled by the signed payment_intent.succeeded, and the request answers that order', async () => {
    let arrived!: (gatewayKey: string) => void;
    const charged = new Promise<string>((resolve) => {
      arrived = resolve;
    });
    let answerStripe!: () => void;
    const held = new Promise<void>((resolve) => {
      answerStripe = resolve;
    });
    replay = async (r): Promise<Answer> => {
      arrived(r.form.get(`metadata[${KEY_FIELD}]`)!);
      await held;
      return { status: 200, body: succeeded };
    };
    const o0 = await placed();
    const answer = submit(newKey());
    const gatewayKey = await charged;
    expect(await pending()).toBe(1);

    const payload = succeededEvent(gatewayKey);
    const res = await deliver(payload, signed(payload));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ err: 200, errmsg: '', val: { received: true, settled: true } });
    expect(await placed()).toBe(o0 + 1);
    expect(await pending()).toBe(0);
    const [payment] = (
      await db().query<{ status: string; gateway: string; gateway_ref: string }>(
        'SELECT status, gateway, gateway_ref FROM payments ORDER BY id DESC LIMIT 1',
      )
    ).rows;
    expect(payment).toEqual({ status: 'succeeded', gateway: 'stripe', gateway_ref: succeeded.id });
    expect(await count(db(), 'SELECT count(*)::int AS n FROM cart_lines')).toBe(0);

    // Stripe's answer comes at last: the request replays the settled order, nothing twice.
    answerStripe();
    const submitted = await answer;
    expect(submitted.err).toBe(200);
    const [order] = (
      await db().query<{ order_number: string }>(
        `SELECT order_number FROM orders WHERE status <> 'pending_payment' ORDER BY id DESC LIMIT 1`,
      )
    ).rows;
    expect(submitted.val.order_number).toBe(order!.order_number);
    expect(await placed()).toBe(o0 + 1);

    // Stripe delivers again (it retries until acknowledged): acknowledged, nothing settled.
    const again = await deliver(payload, signed(payload));
    expect(again.json().val).toEqual({ received: true, settled: false });
    expect(await placed()).toBe(o0 + 1);
  });
});

describe('the webhook signature', () => {
  const payload = succeededEvent('1-not-a-payment-of-ours-000000');

  it.each([
    ['another secret', () => signed(payload, 'whsec_someoneElse')],
    ['another body', () => signed(payload.replace('"livemode":false', '"livemode":true'))],
    ['a stale timestamp', () => signed(payload, SECRET, Math.floor(Date.now() / 1000) - 600)],
    ['no header', () => undefined],
    ['a made-up header', () => 't=1,v1=deadbeef'],
  ])('refuses %s with 400 and the envelope, no stack', async (_, header) => {
    const res = await deliver(payload, header());
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      err: 40000,
      errmsg: StripeWebhookMessages.badSignature,
      val: null,
    });
  });

  it('acknowledges a signed event it has nothing to do with', async () => {
    for (const body of [payload, succeededEvent('1-x', 'payment_intent.payment_failed')]) {
      const res = await deliver(body, signed(body));
      expect(res.json()).toEqual({ err: 200, errmsg: '', val: { received: true, settled: false } });
    }
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: stripeWebhook.path,
      payload: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'stripe-signature': 'x' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().val).toBeNull();
  });

  it('is refused while no signing secret is configured', async () => {
    const app = await buildApp({
      config: { ...t.config, payments: { gateway: 'sandbox' } },
      db: db(),
    });
    await app.ready();
    const res = await deliver(payload, signed(payload), app);
    await app.close();
    expect(res.statusCode).toBe(400);
    expect(res.json().errmsg).toBe(StripeWebhookMessages.notConfigured);
  });
});

describe('Stripe answers through the order flow', () => {
  it('a card_error decline says Payment failed and leaves nothing', async () => {
    replay = () => ({ status: 402, body: fixture('card-declined') });
    await c.add(session.designer, 'ca.localhost', { sku_number: 'CA-SOF-001', number: 1 });
    const o0 = await placed();
    const answer = await submit(newKey(), DECLINE);
    expect(answer).toEqual({ err: 40000, errmsg: M.paymentFailed, val: null });
    expect(await placed()).toBe(o0);
    expect(await pending()).toBe(0);
  });
});

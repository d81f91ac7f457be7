import {
  checkoutQuote,
  ErrorCode,
  CheckoutMessages as M,
  Messages,
  SANDBOX_CARDS,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  card,
  count,
  NC,
  newKey,
  submitOrder,
  tokenize,
  useCheckoutApp,
} from '../../../test/fixtures/checkout-fixture';
import { buildApp } from '../../app';
import { fixture, type Replay, startReplayServer } from '../payments/stripe/fixtures/replay-server';

/**
 * Issue 33, finding L2 (decision 045): the 3% card fee followed the funding the client's token
 * claimed (the browser made `tok_card_debit_…` itself), and the Stripe path refused Stripe's own
 * PaymentMethod ids. Now the order's fee, total and payment method come from the gateway's
 * record of the payment method: the sandbox's vault, filled by its tokenization step, or Stripe's
 * GET /v1/payment_methods/:id.
 */
const [VISA, DEBIT, , , , PREPAID] = Object.keys(SANDBOX_CARDS) as string[];

const { t, c, session, db } = useCheckoutApp();

const order = {
  t: 'n',
  ship_to: NC,
  shipping_method: 'warehouse_dock',
  payment_method: 'card',
};
const fill = async () => {
  await db().query('DELETE FROM cart_lines');
  expect(
    (await c.add(session.designer, 'ca.localhost', { sku_number: 'CA-SOF-001', number: 1 })).err,
  ).toBe(200);
};
const quote = async (change: object) =>
  (await c.post(checkoutQuote.path, { ...order, ...change }, session.designer, 'ca.localhost')).val;
/** The order as written: its amounts, and the payment row's method and amount. */
const written = async (orderNumber: string) => {
  const { rows } = await db().query<Record<string, string>>(
    `SELECT o.processing_fee, o.total, o.payment_method, p.method AS payment_row_method, p.amount
     FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.order_number = $1`,
    [orderNumber],
  );
  const r = rows[0]!;
  return {
    fee: Number(r.processing_fee),
    total: Number(r.total),
    method: r.payment_method,
    paymentRow: r.payment_row_method,
    charged: Number(r.amount),
  };
};
const orders = () => count(db(), 'SELECT count(*)::int AS n FROM orders');

describe('L2: the card fee follows the gateway’s record of the payment method, not the client', () => {
  it('a credit card sent as "debit" is charged the fee; a token claiming debit is refused', async () => {
    await fill();
    const credit = await quote({ card_funding: 'credit' });
    expect(credit.processing_fee).toBeGreaterThan(0);
    // The quote may preview from the form's claim; the order may not.
    expect((await quote({ card_funding: 'debit' })).processing_fee).toBe(0);

    // Today's browser-made token, claiming debit for a credit card's number: not the gateway's.
    const o0 = await orders();
    const forged = await submitOrder(t.app, session.designer, {
      ...order,
      card_funding: 'debit',
      payment: { token: 'tok_card_debit_succeeded_4242_abcdefghijkl' },
    });
    expect(forged).toEqual({ err: ErrorCode.BAD_REQUEST, errmsg: M.cardInvalid, val: null });
    expect(await orders()).toBe(o0);

    // Tokenized by the sandbox, with a claim of debit in the body and in the form: credit.
    const made = await tokenize(t.app, session.designer, {
      method: 'card',
      number: VISA!,
      expiry: '12/30',
      cvc: '123',
      funding: 'debit',
    });
    expect(made.val!.token).toMatch(/^tok_sb_[0-9a-f]{24}$/);
    const placed = await submitOrder(t.app, session.designer, {
      ...order,
      card_funding: 'debit',
      payment: { token: made.val!.token },
    });
    expect(placed.err).toBe(200);
    const o = await written(placed.val.order_number);
    expect(o).toEqual({
      fee: credit.processing_fee,
      total: credit.total,
      method: 'card',
      paymentRow: 'card',
      charged: credit.total,
    });
    expect(placed.val.total).toBe(credit.total);
  });

  it('a debit card claimed as credit pays none; a prepaid card pays it', async () => {
    await fill();
    const none = await quote({ card_funding: 'debit' });
    const debit = await submitOrder(t.app, session.designer, {
      ...order,
      card_funding: 'credit',
      payment: { token: await card(t.app, session.designer, DEBIT!) },
    });
    expect(await written(debit.val.order_number)).toMatchObject({
      fee: 0,
      total: none.total,
      paymentRow: 'debit_card',
    });
    await fill();
    const fee = await quote({ card_funding: 'credit' });
    const prepaid = await submitOrder(t.app, session.designer, {
      ...order,
      card_funding: 'debit',
      payment: { token: await card(t.app, session.designer, PREPAID!) },
    });
    expect(await written(prepaid.val.order_number)).toMatchObject({
      fee: fee.processing_fee,
      paymentRow: 'card',
    });
  });

  it('tokenization is the sandbox’s step: the spec’s refusals, signed-in callers only', async () => {
    const refused = async (details: Record<string, string>) =>
      (await tokenize(t.app, session.designer, details)).errmsg;
    const bank = { method: 'ach', account_number: '000123456789', routing_number: '021000021' };
    expect(
      await refused({ method: 'card', number: '4242424242424241', expiry: '12/30', cvc: '123' }),
    ).toBe(M.cardInvalid);
    expect(await refused({ method: 'card', number: VISA!, expiry: '1230', cvc: '123' })).toBe(
      M.cardExpiryInvalid,
    );
    expect(await refused({ ...bank, account_number: '12' })).toBe(M.achAccountInvalid);
    expect(await refused({ ...bank, routing_number: '123456789' })).toBe(M.achRoutingInvalid);
    const ach = await tokenize(t.app, session.designer, bank);
    expect(ach.val).toEqual({ token: expect.stringMatching(/^tok_sb_/), last4: '6789' });
    const visitor = await tokenize(t.app, '', { ...bank });
    expect(visitor).toEqual({
      err: ErrorCode.NO_PERMISSION,
      errmsg: Messages.noPermission,
      val: null,
    });
  });
});

describe('L2 on the Stripe path: a pm_… id is accepted and Stripe’s funding decides the fee', () => {
  const credit = fixture<Stripe.PaymentMethod>('payment-method-card-credit');
  const debit = fixture<Stripe.PaymentMethod>('payment-method-card-debit');
  const succeeded = fixture<Stripe.PaymentIntent>('payment-intent-succeeded');
  const methods: Record<string, Stripe.PaymentMethod> = { [credit.id]: credit, [debit.id]: debit };
  const replay: Replay = (r) => {
    if (r.method === 'GET' && r.path.startsWith('/v1/payment_methods/')) {
      const pm = methods[r.path.split('/').pop()!];
      return pm
        ? { status: 200, body: pm }
        : { status: 404, body: fixture('payment-method-missing') };
    }
    return { status: 200, body: { ...succeeded, amount: Number(r.form.get('amount')) } };
  };
  let stripe: Awaited<ReturnType<typeof startReplayServer>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    stripe = await startReplayServer(replay);
    app = await buildApp({
      config: {
        ...t.config,
        payments: {
          gateway: 'stripe',
          secretKey: 'sk_test_51PortalReplayKey',
          apiBase: stripe.url,
          maxNetworkRetries: 0,
        },
      },
      db: db(),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await stripe?.close();
  });
  const intents = () =>
    stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');

  it('charges a debit PaymentMethod claimed as credit without the fee, and a credit one with it', async () => {
    await fill();
    const none = await quote({ card_funding: 'debit' });
    const fee = await quote({ card_funding: 'credit' });
    const first = await submitOrder(app, session.designer, {
      ...order,
      card_funding: 'credit',
      payment: { token: debit.id },
    });
    expect(first.err).toBe(200);
    expect(await written(first.val.order_number)).toEqual({
      fee: 0,
      total: none.total,
      method: 'card',
      paymentRow: 'debit_card',
      charged: none.total,
    });
    expect(stripe.requests[0]).toMatchObject({
      method: 'GET',
      path: `/v1/payment_methods/${debit.id}`,
    });
    expect(intents()[0]!.form.get('payment_method')).toBe(debit.id);
    expect(intents()[0]!.form.get('amount')).toBe(String(Math.round(none.total * 100)));

    await fill();
    const second = await submitOrder(app, session.designer, {
      ...order,
      card_funding: 'debit',
      payment: { token: credit.id },
    });
    expect(await written(second.val.order_number)).toMatchObject({
      fee: fee.processing_fee,
      total: fee.total,
      paymentRow: 'card',
    });
    expect(intents()[1]!.form.get('amount')).toBe(String(Math.round(fee.total * 100)));
  });

  it('refuses a PaymentMethod Stripe does not have, or a sandbox token, and charges nothing', async () => {
    await fill();
    const [o0, i0] = [await orders(), intents().length];
    for (const token of ['pm_1QhTZZLkdIwHu7ixNotThere0', 'tok_sb_0123456789abcdef01234567']) {
      const answer = await submitOrder(
        app,
        session.designer,
        {
          ...order,
          payment: { token },
        },
        newKey(),
      );
      expect(answer.errmsg).toBe(M.cardInvalid);
    }
    expect(await orders()).toBe(o0);
    expect(intents()).toHaveLength(i0);
  });
});

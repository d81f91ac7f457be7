import { CheckoutMessages as M, SANDBOX_CARDS, SandboxTokenizeMessages } from '@portal/contract';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { GatewayNetworkError } from '../payment-gateway';
import { type Answer, fixture, type Replay, startReplayServer } from './fixtures/replay-server';
import { KEY_FIELD, StripeGateway } from './stripe.gateway';
import { stripeClient } from './stripe-client';

const TEST_KEY = 'sk_test_51PortalReplayKey';
const KEY = '42-0123456789abcdef0123456789abcdef';
const [VISA, DEBIT, DECLINE, REVIEW, NETWORK, PREPAID] = Object.keys(SANDBOX_CARDS) as [
  string,
  string,
  string,
  string,
  string,
  string,
];
const testCard = (number: string) => ({
  method: 'card' as const,
  number,
  expiry: '12/30',
  cvc: '123',
});

const succeeded = fixture<Stripe.PaymentIntent>('payment-intent-succeeded');
const requiresAction = fixture<Stripe.PaymentIntent>('payment-intent-requires-action');
const ok = (body: unknown): Answer => ({ status: 200, body });

let closeServer: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeServer?.();
  closeServer = undefined;
});

/** A gateway talking to a replay server; no retries, so each call is one request. */
const setUp = async (replay: Replay, secretKey = TEST_KEY) => {
  const server = await startReplayServer(replay);
  closeServer = server.close;
  const client = stripeClient({ secretKey, apiBase: server.url, maxNetworkRetries: 0 });
  return { server, gateway: new StripeGateway(client, secretKey) };
};

const charge = (gateway: StripeGateway, t = 'pm_card_visa', amount = 1299) =>
  gateway.charge({
    idempotencyKey: KEY,
    amount,
    token: t,
    description: 'Order SO-20261124-AB12CD',
  });

describe('StripeGateway.charge', () => {
  it('creates and confirms one PaymentIntent with our key as Idempotency-Key and metadata', async () => {
    const { server, gateway } = await setUp(() => ok(succeeded));
    expect(await charge(gateway)).toEqual({ status: 'succeeded', ref: succeeded.id });
    expect(server.requests).toHaveLength(1);
    const [sent] = server.requests;
    expect(sent!.method).toBe('POST');
    expect(sent!.path).toBe('/v1/payment_intents');
    expect(sent!.headers['idempotency-key']).toBe(KEY);
    expect(sent!.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
    expect(sent!.headers['stripe-version']).toBe(Stripe.API_VERSION);
    expect(Object.fromEntries(sent!.form)).toEqual({
      amount: '129900',
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      description: 'Order SO-20261124-AB12CD',
      [`metadata[${KEY_FIELD}]`]: KEY,
    });
  });

  it('sends cents rounded and a Stripe.js PaymentMethod as it is', async () => {
    const { server, gateway } = await setUp(() => ok(succeeded));
    const key = (i: number) => `${KEY}-${i}`;
    const cases: [string, number][] = [
      ['pm_1QhT7wLkdIwHu7ixuJc3mXlB', 10.1],
      ['pm_card_visa_debit', 0.29],
      ['pm_card_chargeDeclined', 1],
    ];
    for (const [i, [t, amount]] of cases.entries())
      await gateway.charge({ idempotencyKey: key(i), amount, token: t, description: 'x' });
    expect(server.requests.map((r) => r.form.get('payment_method'))).toEqual(
      cases.map((c) => c[0]),
    );
    expect(server.requests.map((r) => r.form.get('amount'))).toEqual(['1010', '29', '100']);
  });

  it('maps requires_action to review, keeping the intent', async () => {
    const { gateway } = await setUp(() => ok(requiresAction));
    expect(await charge(gateway, 'pm_card_authenticationRequired')).toEqual({
      status: 'review',
      ref: requiresAction.id,
    });
  });

  it('maps processing to review and canceled to declined', async () => {
    const { gateway } = await setUp((r) =>
      ok({ ...succeeded, status: r.form.get('amount') === '100' ? 'processing' : 'canceled' }),
    );
    expect(await charge(gateway, 'pm_card_visa', 1)).toEqual({
      status: 'review',
      ref: succeeded.id,
    });
    const other = {
      idempotencyKey: `${KEY}-2`,
      amount: 2,
      token: 'pm_card_visa',
      description: 'x',
    };
    expect(await gateway.charge(other)).toEqual({ status: 'declined', ref: null });
  });

  it('maps a card_error (402) to declined', async () => {
    const { gateway } = await setUp(() => ({ status: 402, body: fixture('card-declined') }));
    expect(await charge(gateway, 'pm_card_chargeDeclined')).toEqual({
      status: 'declined',
      ref: null,
    });
  });

  it('replays the first answer for a repeated key: one intent, one answer', async () => {
    const { server, gateway } = await setUp(() => ok(succeeded));
    const first = await charge(gateway);
    const again = await charge(gateway);
    expect(again).toEqual(first);
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual([KEY, KEY]);
    // Other parameters under a used key: Stripe refuses; whether it charged is the first's to say.
    await expect(charge(gateway, 'pm_card_visa', 5)).rejects.toBeInstanceOf(GatewayNetworkError);
  });

  it('turns a Stripe server error into a network error (outcome unknown)', async () => {
    const { gateway } = await setUp(() => ({ status: 500, body: fixture('api-error') }));
    await expect(charge(gateway)).rejects.toBeInstanceOf(GatewayNetworkError);
  });

  it('turns an unreachable Stripe into a network error, for charge and retrieve', async () => {
    const { server, gateway } = await setUp(() => ok(succeeded));
    await server.close();
    await expect(charge(gateway)).rejects.toBeInstanceOf(GatewayNetworkError);
    await expect(gateway.retrieve(KEY)).rejects.toBeInstanceOf(GatewayNetworkError);
  });

  it('throws an authentication failure as it is: a configuration fault, not a network one', async () => {
    const { gateway } = await setUp(() => ({
      status: 401,
      body: {
        error: { message: 'Invalid API Key provided: sk_test_***', type: 'invalid_request_error' },
      },
    }));
    const failure = await charge(gateway).catch((e: unknown) => e);
    expect(failure).not.toBeInstanceOf(GatewayNetworkError);
    expect((failure as { type: string }).type).toBe('StripeAuthenticationError');
  });

  it('charges nothing for a token that is not a Stripe PaymentMethod', async () => {
    const { server, gateway } = await setUp(() => ok(succeeded), 'sk_live_51PortalReplayKey');
    for (const t of ['tok_sb_0123456789abcdef01234567', 'tok_card_debit_succeeded_4242_x'])
      expect(await charge(gateway, t)).toEqual({ status: 'declined', ref: null });
    expect(server.requests).toHaveLength(0);
  });
});

describe('StripeGateway.tokenize (the sandbox component on a test key)', () => {
  it("names Stripe's test method of each test card, checked as the sandbox checks them", async () => {
    const { server, gateway } = await setUp(() => ok(succeeded));
    const cases: [string, string][] = [
      [VISA, 'pm_card_visa'],
      [DEBIT, 'pm_card_visa_debit'],
      [DECLINE, 'pm_card_chargeDeclined'],
      [REVIEW, 'pm_card_authenticationRequired'],
      [NETWORK, 'pm_card_chargeDeclinedProcessingError'],
      [PREPAID, 'pm_card_mastercard_prepaid'],
      ['4111 1111 1111 1111', 'pm_card_visa'],
    ];
    for (const [number, pm] of cases)
      expect(await gateway.tokenize(testCard(number))).toEqual({
        token: pm,
        last4: number.slice(-4),
      });
    expect(await gateway.tokenize(testCard('4242424242424241'))).toEqual({ error: M.cardInvalid });
    expect(server.requests).toHaveLength(0);
  });

  it('refuses ACH, and every test number with a live key', async () => {
    const unavailable = { error: SandboxTokenizeMessages.unavailable };
    const test = await setUp(() => ok(succeeded));
    const bank = {
      method: 'ach' as const,
      account_number: '000123456789',
      routing_number: '021000021',
    };
    expect(await test.gateway.tokenize(bank)).toEqual(unavailable);
    await closeServer?.();
    const live = await setUp(() => ok(succeeded), 'sk_live_51PortalReplayKey');
    expect(await live.gateway.tokenize(testCard(VISA))).toEqual(unavailable);
  });
});

describe("StripeGateway.paymentMethod (Stripe's record decides the fee)", () => {
  const credit = fixture<Stripe.PaymentMethod>('payment-method-card-credit');
  const debit = fixture<Stripe.PaymentMethod>('payment-method-card-debit');

  it('reads GET /v1/payment_methods/:id: card, funding and last four digits', async () => {
    const { server, gateway } = await setUp((r) =>
      ok(
        r.path.endsWith(debit.id)
          ? debit
          : r.path.endsWith('prepaid')
            ? { ...credit, card: { ...credit.card, funding: 'prepaid' } }
            : credit,
      ),
    );
    expect(await gateway.paymentMethod(credit.id)).toEqual({
      method: 'card',
      funding: 'credit',
      last4: '4242',
    });
    expect(await gateway.paymentMethod(debit.id)).toEqual({
      method: 'card',
      funding: 'debit',
      last4: '5556',
    });
    expect((await gateway.paymentMethod('pm_card_mastercard_prepaid'))?.funding).toBe('prepaid');
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/payment_methods/${credit.id}`,
      `GET /v1/payment_methods/${debit.id}`,
      'GET /v1/payment_methods/pm_card_mastercard_prepaid',
    ]);
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
  });

  it('answers null for a method Stripe does not have, or not a card, or not an id of Stripe', async () => {
    const { server, gateway } = await setUp((r) =>
      r.path.endsWith('us_bank')
        ? ok({ ...credit, type: 'us_bank_account', card: undefined })
        : { status: 404, body: fixture('payment-method-missing') },
    );
    expect(await gateway.paymentMethod('pm_1QhTZZLkdIwHu7ixNotThere0')).toBeNull();
    expect(await gateway.paymentMethod('pm_us_bank')).toBeNull();
    expect(server.requests).toHaveLength(2);
    for (const t of ['tok_sb_0123456789abcdef01234567', 'pm_../../v1/charges', ''])
      expect(await gateway.paymentMethod(t)).toBeNull();
    expect(server.requests).toHaveLength(2);
  });

  it('turns a Stripe server error into a network error', async () => {
    const { gateway } = await setUp(() => ({ status: 500, body: fixture('api-error') }));
    await expect(gateway.paymentMethod(credit.id)).rejects.toBeInstanceOf(GatewayNetworkError);
  });
});

describe('StripeGateway.retrieve', () => {
  it('finds the intent by its metadata with search', async () => {
    const { server, gateway } = await setUp(() => ok(fixture('payment-intent-search')));
    expect(await gateway.retrieve(KEY)).toEqual({ status: 'succeeded', ref: succeeded.id });
    const [sent] = server.requests;
    expect(sent!.method).toBe('GET');
    expect(sent!.path).toBe('/v1/payment_intents/search');
    expect(sent!.query.get('query')).toBe(`metadata['${KEY_FIELD}']:'${KEY}'`);
  });

  it('falls back to the list of the last hour while search has not indexed it yet', async () => {
    const { server, gateway } = await setUp((r) =>
      ok(
        fixture(r.path.endsWith('/search') ? 'payment-intent-search-empty' : 'payment-intent-list'),
      ),
    );
    const before = Math.floor(Date.now() / 1000);
    expect(await gateway.retrieve('42-fedcba9876543210fedcba9876543210')).toEqual({
      status: 'review',
      ref: requiresAction.id,
    });
    const list = server.requests[1]!;
    expect(list.path).toBe('/v1/payment_intents');
    expect(Number(list.query.get('created[gte]'))).toBeGreaterThanOrEqual(before - 3600);
    expect(list.query.get('limit')).toBe('100');
  });

  it('answers null when Stripe has no intent with the key', async () => {
    const { gateway } = await setUp((r) =>
      ok(
        fixture(r.path.endsWith('/search') ? 'payment-intent-search-empty' : 'payment-intent-list'),
      ),
    );
    expect(await gateway.retrieve('42-not-charged-key-0000000000000')).toBeNull();
  });
});

import {
  billingAddressAdd,
  checkoutLines,
  checkoutQuote,
  ErrorCode,
  CheckoutMessages as M,
  sandboxTokenize,
  shoppingCartAdd,
  TokenizeErrorFields,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../../test/fixtures/accounts-fixture';
import { callJson, signInAs } from '../../../test/fixtures/call';
import { fixturePrice } from '../../../test/fixtures/catalog-fixture';
import { NC, VISA } from '../../../test/fixtures/checkout-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';

// Issue 34, checkout at its edges: what is bought before an address, a billing ZIP's own
// message, and tokenization refusals that name the field they are about.

const t = useTestApp({ withBuilds: false, catalog: true, accounts: true });
const CA = { host: 'ca.localhost' };
const tok = { designer: '', browsing: '' };
const as = (token: string) => (call: Parameters<typeof callJson>[1], body: object) =>
  callJson(t, call, body, { token, ...CA });

beforeAll(async () => {
  tok.designer = await signInAs(t, ACCOUNTS.designer, { mode: 'mibd_designer', ...CA });
  tok.browsing = await signInAs(t, ACCOUNTS.designer, { mode: 'mibd_safe', ...CA });
  const added = await as(tok.designer)(shoppingCartAdd, { sku_number: 'CA-SOF-001', number: 2 });
  expect(added.err).toBe(200);
});

describe('checkout lines', () => {
  it('lists the lines, priced for the designer, and their subtotal with no address', async () => {
    const res = await as(tok.designer)(checkoutLines, { t: 'n' });
    expect(res.err).toBe(200);
    const trade = fixturePrice(0).trade;
    expect(res.val.lines).toEqual([
      expect.objectContaining({ sku_number: 'CA-SOF-001', count: 2, unit_price: trade }),
    ]);
    expect(res.val.subtotal).toBe(trade * 2);
    // The same lines and subtotal as the quote once an address is known.
    const quote = await as(tok.designer)(checkoutQuote, {
      t: 'n',
      ship_to: NC,
      shipping_method: 'white_glove',
      payment_method: 'card',
    });
    expect(quote.val.lines).toEqual(res.val.lines);
    expect(quote.val.subtotal).toBe(res.val.subtotal);
    expect((await as(tok.designer)(checkoutLines, { t: 's' })).val).toEqual({
      lines: [],
      subtotal: 0,
    });
  });

  it('is refused where checkout is (browsing mode, a visitor)', async () => {
    expect((await as(tok.browsing)(checkoutLines, { t: 'n' })).err).toBe(ErrorCode.NO_PERMISSION);
    expect((await as('')(checkoutLines, { t: 'n' })).err).not.toBe(200);
  });
});

describe('field messages', () => {
  it('a billing ZIP gets the ZIP message; the shipping ZIP keeps the shipping-cost one', async () => {
    const address = { full_name: 'Rae', street: '1 Main', city: 'Raleigh', state: 'NC' };
    const billing = await as(tok.designer)(billingAddressAdd, { ...address, postal_code: '2760' });
    expect(billing.errmsg).toBe(`postal_code: ${M.zipInvalid}`);
    const quote = await as(tok.designer)(checkoutQuote, {
      t: 'n',
      ship_to: { ...NC, postal_code: '2760' },
      shipping_method: 'white_glove',
      payment_method: 'card',
    });
    expect(quote.errmsg).toBe(`postal_code: ${M.shippingFailed}`);
  });

  it('each tokenization refusal names one field, mapped for the form', async () => {
    const card = { method: 'card', number: VISA, expiry: '12/30', cvc: '123' };
    const bank = { method: 'ach', account_number: '000123456789', routing_number: '021000021' };
    const refusal = async (details: object) =>
      (await as(tok.designer)(sandboxTokenize, details)).errmsg;
    const cases = [
      [{ ...card, number: '4242424242424241' }, M.cardInvalid, 'card_number'],
      [{ ...card, expiry: '1230' }, M.cardExpiryInvalid, 'expiry'],
      [{ ...card, cvc: '12' }, M.cardCvcInvalid, 'cvc'],
      [{ ...bank, account_number: '12' }, M.achAccountInvalid, 'account_number'],
      [{ ...bank, routing_number: '123456789' }, M.achRoutingInvalid, 'routing_number'],
    ] as const;
    for (const [details, message, field] of cases) {
      expect(await refusal(details)).toBe(message);
      expect(TokenizeErrorFields[message]).toBe(field);
    }
  });
});

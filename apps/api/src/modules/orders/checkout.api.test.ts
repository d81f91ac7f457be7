import {
  billingAddressAdd,
  billingAddressDelete,
  billingAddressList,
  checkoutQuote,
  currentAccountApply,
  currentAccountReview,
  ErrorCode,
  CheckoutMessages as M,
  Messages,
  orderDetail,
  orderInvoice,
  orderList,
  orderTransition,
  Policy,
  SANDBOX_CARDS,
  submitOrder,
  supplementaryCheck,
  verifyCoupon,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../../test/fixtures/accounts-fixture';
import { apiClient } from '../../../test/fixtures/api-client';
import { pathOf } from '../../../test/fixtures/call';
import { fixturePrice } from '../../../test/fixtures/catalog-fixture';
import {
  ach,
  addCertificate,
  addCoupon,
  addStaff,
  card,
  count,
  NC,
  NY,
  newKey,
} from '../../../test/fixtures/checkout-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';
import { devOutbox } from '../../routes/dev/outbox-call';

const [VISA, DEBIT, DECLINE, REVIEW, NETWORK] = Object.keys(SANDBOX_CARDS) as [
  string,
  string,
  string,
  string,
  string,
];

const t = useTestApp({ withBuilds: false, catalog: true, accounts: true });
const c = apiClient(t);
let designer: string;
const db = () => t.testDb.db;

beforeAll(async () => {
  // A designer of another company (the fixture's 'other' shares the designer's company).
  await db().query(
    `WITH co AS (INSERT INTO companies (name, status) VALUES ('Elsewhere', 'active') RETURNING id)
     UPDATE users SET company_id = (SELECT id FROM co) WHERE email = 'other@studio.test'`,
  );
  designer = await c.signIn(ACCOUNTS.designer, 'mibd_designer');
});

/** A card token made by the sandbox's tokenization step for the designer. */
const cardToken = (number: string) => card(t.app, designer, number);

const post = (url: string, body: object, token = designer, headers: Record<string, string> = {}) =>
  t.app
    .inject({
      method: 'POST',
      url,
      payload: body,
      headers: { host: 'ca.localhost', 'x-auth-token': token, ...headers },
    })
    .then((r) => r.json());

const base = {
  t: 'n',
  ship_to: NY,
  shipping_method: 'white_glove',
  payment_method: 'card',
};
const quote = (change: object = {}, token = designer) =>
  post(checkoutQuote.path, { ...base, ...change }, token);
const submit = (change: object, key = newKey(), token = designer) =>
  post(submitOrder.path, { ...base, ...change }, token, { 'idempotency-key': key });
const fill = async (token = designer) => {
  await db().query('DELETE FROM cart_lines');
  expect((await c.add(token, 'ca.localhost', { sku_number: 'CA-SOF-001', number: 2 })).err).toBe(
    200,
  );
  expect((await c.add(token, 'jc.localhost', { sku_number: 'JC-TBL-006', number: 1 })).err).toBe(
    200,
  );
};
const trade = (i: number) => fixturePrice(i).trade;
const SUBTOTAL = trade(0) * 2 + trade(5);

describe('quote and the checkout rules', () => {
  it('prices the lines on the server, with shipping by zone and size, tax by state and the card fee', async () => {
    await fill();
    const q = (await quote()).val;
    expect(q.subtotal).toBe(SUBTOTAL);
    expect(q.shipping_zone).toBe(2);
    // 3 products of 84x38x33 in: 3 x 757.81 dimensional lb at 0.55 plus the zone-2 base 195.
    expect(q.shipping).toBeCloseTo(195 + 0.55 * ((3 * 84 * 38 * 33) / 139), 1);
    expect(q.tax_rate).toBe(4);
    expect(q.tax).toBeCloseTo(SUBTOTAL * 0.04, 2);
    const beforeFee = q.subtotal + q.shipping + q.tax;
    expect(q.processing_fee).toBeCloseTo((beforeFee * Policy.cardFeePercent) / 100, 2);
    expect(q.total).toBeCloseTo(beforeFee + q.processing_fee, 2);
    expect(q.due_now).toBe(q.total);
    expect((await quote({ card_funding: 'debit' })).val.processing_fee).toBe(0);
    expect((await quote({ payment_method: 'ach' })).val.processing_fee).toBe(0);
    expect((await quote({ shipping_method: 'carrier_pickup' })).val.shipping).toBe(0);
  });

  it.each([
    [{ ship_to: { ...NY, full_name: ' ' } }, `full_name: ${M.fullName}`],
    [{ ship_to: { ...NY, contact_name: '' } }, `contact_name: ${M.contactName}`],
    [{ ship_to: { ...NY, postal_code: '99501', state: 'AK' } }, M.shippingFailed],
    [{ ship_to: { ...NY, postal_code: '90210' } }, M.shippingFailed],
    [{ ship_to: { ...NY, postal_code: '00000' } }, M.shippingFailed],
    [{ coupon_code: ['A', 'B'] }, M.oneCoupon],
    [{ payment_method: 'net_30' }, M.termsNotGranted],
  ])('refuses %o', async (change, message) => {
    const res = await quote(change);
    expect(res.err).toBe(ErrorCode.BAD_REQUEST);
    expect(res.errmsg).toBe(message);
  });

  it('gates ordering on a resale certificate and exempts its state from tax', async () => {
    expect((await post(supplementaryCheck.path, {})).err).not.toBe(200);
    const check = await t.app.inject({
      method: 'GET',
      url: supplementaryCheck.path,
      headers: { host: 'ca.localhost', 'x-auth-token': designer },
    });
    expect(check.json().val).toMatchObject({ certificate_required: true, exempt_states: [] });
    const refused = await submit({ payment: { token: await cardToken(VISA) } });
    expect(refused.errmsg).toBe(M.certificateRequired);
    await addCertificate(db(), ACCOUNTS.designer, 'NC');
    expect((await quote({ ship_to: NC })).val).toMatchObject({ tax: 0, tax_exempt: true });
    expect((await quote()).val.tax_exempt).toBe(false);
  });

  it('refuses communicate mode and visitors with 25010', async () => {
    const browsing = await c.signIn(ACCOUNTS.designer, 'mibd_safe');
    expect((await quote({}, browsing)).err).toBe(ErrorCode.NO_PERMISSION);
    const visitor = await t.app.inject({
      method: 'POST',
      url: checkoutQuote.path,
      payload: base,
      headers: { host: 'ca.localhost' },
    });
    expect(visitor.json().err).toBe(ErrorCode.NO_PERMISSION);
  });
});

describe('coupons', () => {
  it('gives the five refusals and one use per buyer', async () => {
    await fill();
    await addCoupon(db(), 'OLD', { percent: 10, validTo: '2020-01-01' });
    await addCoupon(db(), 'GONE', { percent: 10, maxUses: 0 });
    await addCoupon(db(), 'ROWEONLY', { percent: 10, brands: ['rowe'] });
    await addCoupon(db(), 'BIG', { percent: 10, min: 100000 });
    await addCoupon(db(), 'TEN', { percent: 10 });
    const verify = (code: string | string[]) =>
      post(verifyCoupon.path, { coupon_code: code, t: 'n' });
    expect((await verify('NOPE')).errmsg).toBe(M.couponWrong);
    expect((await verify('OLD')).errmsg).toBe(M.couponExpired);
    expect((await verify('GONE')).errmsg).toBe(M.couponUsedUp);
    expect((await verify('ROWEONLY')).errmsg).toBe(M.couponCannotUse);
    expect((await verify('BIG')).errmsg).toBe(M.couponConditions);
    expect((await verify(['TEN', 'BIG'])).errmsg).toBe(M.oneCoupon);
    const ok = await verify('ten');
    expect(ok.val).toMatchObject({ coupon_code: 'TEN', discount: SUBTOTAL / 10 });

    const placed = await submit({
      coupon_code: 'TEN',
      ship_to: NC,
      payment: { token: await cardToken(VISA) },
    });
    expect(placed.err).toBe(200);
    const order = (await post(orderDetail.path, { order_number: placed.val.order_number })).val;
    expect(order).toMatchObject({ coupon_code: 'TEN', discount: SUBTOTAL / 10 });
    await fill();
    expect((await verify('TEN')).errmsg).toBe(M.couponUsedUp);
    expect(
      (await submit({ coupon_code: 'TEN', ship_to: NC, payment: { token: await cardToken(VISA) } }))
        .errmsg,
    ).toBe(M.couponUsedUp);
  });
});

describe('replaying a key', () => {
  it('answers the first order again after the cart was filled anew, with or without its used coupon', async () => {
    await fill();
    await addCoupon(db(), 'ONCE', { percent: 10 });
    const key = newKey();
    const first = await submit(
      { coupon_code: 'ONCE', ship_to: NC, payment: { token: await cardToken(VISA) } },
      key,
    );
    expect(first.err).toBe(200);
    await fill();
    // Refused before its reservation (the coupon is used): the key's answer comes first.
    const withCoupon = await submit(
      { coupon_code: 'ONCE', ship_to: NC, payment: { token: await cardToken(VISA) } },
      key,
    );
    expect(withCoupon).toEqual(first);
    // Accepted up to its reservation, which finds the key taken.
    const without = await submit({ ship_to: NC, payment: { token: await cardToken(VISA) } }, key);
    expect(without).toEqual(first);
    expect(
      await count(db(), 'SELECT count(*)::int AS n FROM orders WHERE order_number = $1', [
        first.val.order_number,
      ]),
    ).toBe(1);
    // The refilled cart is still there, unordered.
    expect(
      await count(db(), 'SELECT count(*)::int AS n FROM cart_lines WHERE sku_number = $1', [
        'CA-SOF-001',
      ]),
    ).toBeGreaterThan(0);
  });
});

describe('billing addresses', () => {
  it('keeps at most 10 and never shows or deletes another account’s', async () => {
    const address = {
      full_name: 'Rae Studio',
      street: '1 Main',
      city: 'Raleigh',
      state: 'NC',
      postal_code: '27601',
    };
    expect((await post(billingAddressAdd.path, { ...address, full_name: '' })).errmsg).toBe(
      `full_name: ${M.fullName}`,
    );
    for (let i = 0; i < 10; i += 1)
      expect((await post(billingAddressAdd.path, address)).err).toBe(200);
    expect((await post(billingAddressAdd.path, address)).errmsg).toBe(M.addressLimit);
    const other = await c.signIn('other@studio.test', 'mibd_designer');
    expect((await post(billingAddressList.path, {}, other)).val.list).toEqual([]);
    const mine = (await post(billingAddressList.path, {})).val.list;
    expect(mine).toHaveLength(10);
    const foreign = await post(billingAddressDelete.path, { id: mine[0].id }, other);
    expect(foreign.err).toBe(ErrorCode.NOT_FOUND);
    expect(foreign.errmsg).toBe(M.billingAddressNotFound);
    expect((await post(billingAddressDelete.path, { id: mine[0].id })).err).toBe(200);
  });
});

describe('paying', () => {
  it('places a card order: fee charged, cart emptied, listed, invoice, confirmation mail; the key replays', async () => {
    await fill();
    const key = newKey();
    const res = await submit({ ship_to: NC, payment: { token: await cardToken(VISA) } }, key);
    expect(res.err).toBe(200);
    expect(res.val.payment_state).toBe('paid');
    expect(
      await count(db(), 'SELECT count(*)::int AS n FROM cart_lines WHERE sku_number = $1', [
        'CA-SOF-001',
      ]),
    ).toBe(0);
    const again = await submit({ ship_to: NC, payment: { token: await cardToken(VISA) } }, key);
    expect(again).toEqual(res);
    const list = (await post(orderList.path, { scope: 'personal' })).val;
    const row = list.list.find(
      (o: { order_number: string }) => o.order_number === res.val.order_number,
    );
    expect(row).toMatchObject({ status: 'preparing', subtotal: SUBTOTAL, tax: 0, item_count: 3 });
    expect(row.processing_fee).toBeCloseTo(((row.subtotal + row.shipping) * 3) / 100, 2);
    expect(row.amount_paid).toBe(row.total);
    const pdf = await t.app.inject({
      method: 'GET',
      url: pathOf(orderInvoice, { order_number: res.val.order_number }),
      headers: { host: 'ca.localhost', 'x-auth-token': designer },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const mail = await t.app.inject({
      method: 'GET',
      url: `${devOutbox.path}?to=${ACCOUNTS.designer}`,
    });
    expect(JSON.stringify(mail.json().val)).toContain(`Order confirmation ${res.val.order_number}`);
    // Another designer cannot see it.
    const other = await c.signIn('other@studio.test', 'mibd_designer');
    expect((await post(orderDetail.path, { order_number: res.val.order_number }, other)).err).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('charges no fee on a debit card whatever the form claims', async () => {
    await fill();
    const res = await submit({
      ship_to: NC,
      card_funding: 'credit',
      payment: { token: await cardToken(DEBIT) },
    });
    const o = (await post(orderDetail.path, { order_number: res.val.order_number })).val;
    expect(o.processing_fee).toBe(0);
    expect(o.payment_method).toBe('card');
  });

  it('declined, network failure: the spec messages, nothing written, the cart kept', async () => {
    await fill();
    const orders = () => count(db(), 'SELECT count(*)::int AS n FROM orders');
    const before = await orders();
    expect(
      (await submit({ ship_to: NC, payment: { token: await cardToken(DECLINE) } })).errmsg,
    ).toBe(M.paymentFailed);
    expect(
      (await submit({ ship_to: NC, payment: { token: await cardToken(NETWORK) } })).errmsg,
    ).toBe(M.paymentRequestFailed);
    expect((await submit({ ship_to: NC, payment: { token: 'tok_forged' } })).errmsg).toBe(
      M.cardInvalid,
    );
    expect(await orders()).toBe(before);
    expect(await count(db(), 'SELECT count(*)::int AS n FROM cart_lines')).toBe(2);
    const review = await submit({ ship_to: NC, payment: { token: await cardToken(REVIEW) } });
    expect(review.val.payment_state).toBe('in_review');
  });

  it('pays by ACH: every field required, a bad account refused with the spec message', async () => {
    await fill();
    const achPay = {
      token: await ach(t.app, designer),
      ach_account_type: 'checking',
      ach_holder_type: 'business',
      ach_first_name: 'Rae',
      ach_last_name: 'Buyer',
    };
    const pay = (payment: object) => submit({ ship_to: NC, payment_method: 'ach', payment });
    expect((await pay({ ...achPay, ach_last_name: ' ' })).errmsg).toBe(M.achRequired);
    expect((await pay({ ...achPay, ach_account_type: undefined })).errmsg).toBe(M.achRequired);
    expect((await pay({ ...achPay, token: await cardToken(VISA) })).errmsg).toBe(
      M.achAccountInvalid,
    );
    const res = await pay(achPay);
    expect(res.err).toBe(200);
    const o = (await post(orderDetail.path, { order_number: res.val.order_number })).val;
    expect(o).toMatchObject({ payment_method: 'ach', processing_fee: 0 });
  });

  it('refuses a submission without an Idempotency-Key', async () => {
    const res = await post(submitOrder.path, {
      ...base,
      payment: { token: await cardToken(VISA) },
    });
    expect(res.errmsg).toBe(M.idempotencyKey);
  });

  it('charges a 50% deposit on deposit terms, and net-30 once staff approved the application', async () => {
    await db().query(
      `INSERT INTO company_payment_terms (company_id, terms) SELECT company_id, 'deposit_50' FROM users WHERE email = $1`,
      [ACCOUNTS.designer],
    );
    await fill();
    const dep = await submit({ ship_to: NC, payment: { token: await cardToken(VISA) } });
    expect(dep.val.payment_state).toBe('deposit_paid');
    expect(dep.val.amount_paid).toBeCloseTo(dep.val.total / 2, 2);
    await db().query('DELETE FROM company_payment_terms');

    const application = {
      company_name: 'Studio active',
      contact_name: 'Dana Tester',
      email: 'ap@studio.test',
      phone: '704-555-0123',
      requested_limit: 50000,
      bank_reference: 'First Bank, acct ending 1234',
      trade_references: 'Acme Lighting; Oak & Co',
    };
    expect((await post(currentAccountApply.path, { ...application, contact_name: '' })).err).toBe(
      ErrorCode.BAD_REQUEST,
    );
    const applied = await post(currentAccountApply.path, application);
    expect(applied.val.status).toBe('pending');
    expect((await post(currentAccountApply.path, application)).errmsg).toBe(M.applicationPending);
    // Only staff decides.
    expect((await post(currentAccountReview.path, { id: applied.val.id, approve: true })).err).toBe(
      ErrorCode.NO_PERMISSION,
    );
    await addStaff(db(), ACCOUNTS.designer);
    const staff = await c.signIn('staff@portal.test');
    expect(
      (await post(currentAccountReview.path, { id: applied.val.id, approve: true }, staff)).val
        .status,
    ).toBe('approved');
    await fill();
    const net = await submit({ ship_to: NC, payment_method: 'net_30', payment: {} });
    expect(net.val).toMatchObject({ payment_state: 'net_30', amount_paid: 0 });

    // Staff moves it along spec 4's shipment states.
    const move = (to: string, extra: object = {}, token = staff) =>
      post(orderTransition.path, { order_number: net.val.order_number, to, ...extra }, token);
    expect((await move('ready_to_ship', {}, designer)).err).toBe(ErrorCode.NO_PERMISSION);
    expect((await move('shipped', { carrier: 'UPS Freight', waybill: 'WB1' })).errmsg).toBe(
      M.badTransition,
    );
    expect((await move('ready_to_ship')).val.status).toBe('ready_to_ship');
    expect((await move('shipped', { carrier: 'UPS Freight' })).errmsg).toBe(M.waybillRequired);
    expect((await move('shipped', { carrier: 'UPS Freight', waybill: 'WB123' })).err).toBe(200);
    expect((await move('delivered')).err).toBe(200);
    const o = (await post(orderDetail.path, { order_number: net.val.order_number })).val;
    expect(o).toMatchObject({
      status: 'delivered',
      tracking_supplier: 'UPS Freight',
      waybill: 'WB123',
    });
    expect(o.timeline.map((e: { status: string }) => e.status)).toEqual([
      'preparing',
      'ready_to_ship',
      'shipped',
      'delivered',
    ]);
    const mail = await t.app.inject({
      method: 'GET',
      url: `${devOutbox.path}?to=${ACCOUNTS.designer}`,
    });
    expect(JSON.stringify(mail.json().val)).toContain(
      `Your order ${net.val.order_number} has shipped`,
    );
  });
});

describe('orders lists', () => {
  it('scopes the lists: personal and designer for the designer, none for a stranger', async () => {
    const personal = (await post(orderList.path, { scope: 'personal' })).val;
    expect(personal.total).toBeGreaterThan(0);
    const company = (await post(orderList.path, { scope: 'designer' })).val;
    expect(company.total).toBe(personal.total);
    const other = await c.signIn('other@studio.test', 'mibd_designer');
    expect((await post(orderList.path, { scope: 'personal' }, other)).val.total).toBe(0);
    expect((await post(orderList.path, { scope: 'ffd' })).val.total).toBe(0);
    expect(Messages.noPermission).toBeTruthy();
  });
});

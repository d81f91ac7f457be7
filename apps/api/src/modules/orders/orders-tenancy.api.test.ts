import {
  billingAddressAdd,
  billingAddressDelete,
  billingAddressList,
  type Call,
  CheckoutMessages as CM,
  currentAccountApply,
  currentAccountStatus,
  ErrorCode,
  orderDetail,
  orderInvoice,
  orderList,
  shoppingCartAdd,
  submitOrder,
  verifyCoupon,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, callJson, signInAs } from '../../../test/fixtures/call';
import { addCoupon, card, NC, newKey, VISA } from '../../../test/fixtures/checkout-fixture';
import { loadTwoTenants, TENANTS, type TwoTenants } from '../../../test/fixtures/tenants-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';

// Issue 33 guard rail: two companies whose billing addresses, orders, coupon use, idempotency
// keys and net-30 applications differ. Each buyer reaches only their own (orders: their own
// company's, a customer those placed for them); the same key or coupon in the other company
// is the other company's own.

const t = useTestApp({ withBuilds: false, catalog: true });
const CA = { host: 'ca.localhost' };
let ids: TwoTenants;
/** One Idempotency-Key that north and south happen to send both. */
const SHARED_KEY = newKey();
const tok = { north: '', northSub: '', south: '', northClient: '', southClient: '' };
const order = { north: '', northSub: '', south: '' };
const billing = { north: [] as number[], south: [] as number[] };

const as =
  (token: string) =>
  (call: Call, body: object = {}) =>
    callJson(t, call, body, { token, ...CA });
const address = (full_name: string) => ({
  full_name,
  street: '1 Main St',
  city: 'Raleigh',
  state: 'NC',
  postal_code: '27601',
});
const place = async (
  token: string,
  o: { customer?: number; billing?: number; key?: string; coupon?: string },
) => {
  expect((await as(token)(shoppingCartAdd, { sku_number: 'CA-SOF-001', number: 1 })).err).toBe(200);
  return callJson(
    t,
    submitOrder,
    {
      t: 'n',
      ship_to: NC,
      shipping_method: 'white_glove',
      payment_method: 'card',
      payment: { token: await card(t.app, token, VISA) },
      ...(o.customer ? { customer_id: o.customer } : {}),
      ...(o.billing ? { billing_address_id: o.billing } : {}),
      ...(o.coupon ? { coupon_code: o.coupon } : {}),
    },
    { token, ...CA, headers: { 'idempotency-key': o.key ?? newKey() } },
  );
};
const numbers = (list: { order_number: string }[]) => list.map((o) => o.order_number).sort();

beforeAll(async () => {
  ids = await loadTwoTenants(t.testDb.db);
  await addCoupon(t.testDb.db, 'ONCE10', { percent: 10 });
  const designerMode = { mode: 'mibd_designer', ...CA };
  tok.north = await signInAs(t, TENANTS.north.designer, designerMode);
  tok.northSub = await signInAs(t, TENANTS.north.sub, designerMode);
  tok.south = await signInAs(t, TENANTS.south.designer, designerMode);
  tok.northClient = await signInAs(t, TENANTS.north.customer, CA);
  tok.southClient = await signInAs(t, TENANTS.south.customer, CA);
  for (const [key, names] of [
    ['north', ['North Billing A', 'North Billing B']],
    ['south', ['South Billing']],
  ] as const) {
    for (const name of names) {
      const added = await as(tok[key])(billingAddressAdd, address(name));
      expect(added.err, added.errmsg).toBe(ErrorCode.OK);
      billing[key].push(added.val.id);
    }
  }
  const a = await place(tok.north, {
    customer: ids.north.customer,
    billing: billing.north[0],
    key: SHARED_KEY,
    coupon: 'ONCE10',
  });
  expect(a.err, a.errmsg).toBe(ErrorCode.OK);
  order.north = a.val.order_number;
  const b = await place(tok.northSub, {});
  expect(b.err, b.errmsg).toBe(ErrorCode.OK);
  order.northSub = b.val.order_number;
  // The same key from another company is a new order of its own, not north's replayed.
  const c = await place(tok.south, {
    customer: ids.south.customer,
    billing: billing.south[0],
    key: SHARED_KEY,
  });
  expect(c.err, c.errmsg).toBe(ErrorCode.OK);
  order.south = c.val.order_number;
});

describe('orders: each reaches only its own', () => {
  it('the same Idempotency-Key in two companies places two orders, each replayed to its own', async () => {
    expect(new Set(Object.values(order)).size).toBe(3);
    // Sent again (the cart is empty now): each gets its own first answer back.
    for (const [token, number] of [
      [tok.north, order.north],
      [tok.south, order.south],
    ] as const) {
      const replay = await callJson(
        t,
        submitOrder,
        {
          t: 'n',
          ship_to: NC,
          shipping_method: 'white_glove',
          payment_method: 'card',
          payment: {},
        },
        { token, ...CA, headers: { 'idempotency-key': SHARED_KEY } },
      );
      expect(replay.val?.order_number).toBe(number);
    }
  });

  it('lists by person, company and customer only their own', async () => {
    const list = (token: string, scope: string) => as(token)(orderList, { scope });
    const want: [string, string, string[]][] = [
      [tok.north, 'personal', [order.north]],
      [tok.northSub, 'personal', [order.northSub]],
      [tok.south, 'personal', [order.south]],
      [tok.north, 'designer', [order.north, order.northSub]],
      [tok.northSub, 'designer', [order.north, order.northSub]],
      [tok.south, 'designer', [order.south]],
      [tok.northClient, 'customer', [order.north]],
      [tok.southClient, 'customer', [order.south]],
    ];
    for (const [token, scope, orders] of want) {
      const res = await list(token, scope);
      expect(numbers(res.val.list), scope).toEqual([...orders].sort());
      expect(res.val.total).toBe(orders.length);
    }
  });

  it("reads no detail nor invoice of the other company's orders", async () => {
    for (const [token, theirs] of [
      [tok.north, [order.south]],
      [tok.northSub, [order.south]],
      [tok.south, [order.north, order.northSub]],
      [tok.northClient, [order.south, order.northSub]],
      [tok.southClient, [order.north]],
    ] as const) {
      for (const order_number of theirs) {
        const d = await as(token)(orderDetail, { order_number });
        expect([d.err, d.val]).toEqual([ErrorCode.NOT_FOUND, null]);
        const pdf = await callApi(t, orderInvoice, undefined, {
          token,
          ...CA,
          params: { order_number },
        });
        expect([ErrorCode.NOT_FOUND, ErrorCode.NO_PERMISSION]).toContain(pdf.json().err);
      }
    }
    const own = await callApi(t, orderInvoice, undefined, {
      token: tok.south,
      ...CA,
      params: { order_number: order.south },
    });
    expect(own.headers['content-type']).toMatch(/application\/pdf/);
  });

  it('an order carries its own billing address; another’s address or customer is not found', async () => {
    for (const [token, number, name] of [
      [tok.north, order.north, 'North Billing A'],
      [tok.south, order.south, 'South Billing'],
    ] as const) {
      const d = await as(token)(orderDetail, { order_number: number });
      expect(d.val.billing_address).toMatchObject({ full_name: name });
    }
    const stolen = await place(tok.south, { billing: billing.north[1] });
    expect([stolen.err, stolen.errmsg]).toEqual([
      ErrorCode.NOT_FOUND,
      `billing_address_id: ${CM.billingAddressNotFound}`,
    ]);
    // Nor is an order placed for the other company's customer.
    expect((await place(tok.south, { customer: ids.north.customer })).err).toBe(
      ErrorCode.NOT_FOUND,
    );
    const theirs = await as(tok.northClient)(orderList, { scope: 'customer' });
    expect(numbers(theirs.val.list)).toEqual([order.north]);
  });
});

describe('billing addresses, coupons and terms: each buyer’s own', () => {
  it('lists and deletes only their own billing addresses', async () => {
    const names = async (token: string) =>
      (await as(token)(billingAddressList)).val.list.map((a: { full_name: string }) => a.full_name);
    expect(await names(tok.north)).toEqual(['North Billing A', 'North Billing B']);
    expect(await names(tok.south)).toEqual(['South Billing']);
    // A sub-account's addresses are its own (none), not its parent's.
    expect(await names(tok.northSub)).toEqual([]);
    for (const [token, theirs] of [
      [tok.south, billing.north],
      [tok.northSub, billing.north],
      [tok.north, billing.south],
    ] as const) {
      for (const id of theirs) {
        const res = await as(token)(billingAddressDelete, { id });
        expect([res.err, res.errmsg]).toEqual([ErrorCode.NOT_FOUND, CM.billingAddressNotFound]);
      }
    }
    expect(await names(tok.north)).toHaveLength(2);
    expect(await names(tok.south)).toHaveLength(1);
  });

  it('a coupon one buyer used is still the other’s to use', async () => {
    const check = (token: string) => as(token)(verifyCoupon, { coupon_code: 'ONCE10', t: 'n' });
    for (const token of [tok.north, tok.south, tok.northSub]) {
      await as(token)(shoppingCartAdd, { sku_number: 'CA-SOF-001', number: 1 });
    }
    expect((await check(tok.north)).errmsg).toBe(CM.couponUsedUp);
    expect((await check(tok.south)).err).toBe(ErrorCode.OK);
    expect((await check(tok.northSub)).err).toBe(ErrorCode.OK);
  });

  it("reads only its own company's net-30 application", async () => {
    const applied = await as(tok.north)(currentAccountApply, {
      company_name: TENANTS.north.company,
      contact_name: 'North Buyer',
      email: 'ap@studio.test',
      phone: '919-555-0100',
      requested_limit: 25000,
      bank_reference: 'Pine Bank',
      trade_references: 'Acme Lighting',
    });
    expect(applied.err, applied.errmsg).toBe(ErrorCode.OK);
    for (const token of [tok.north, tok.northSub]) {
      expect((await as(token)(currentAccountStatus)).val).toMatchObject({
        id: applied.val.id,
        status: 'pending',
      });
    }
    expect((await as(tok.south)(currentAccountStatus)).val).toBeNull();
  });
});

import {
  ErrorCode,
  orderDetail,
  orderInvoice,
  orderList,
  shoppingCartAdd,
  submitOrder,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, callJson, signInAs } from '../../../test/fixtures/call';
import { fixturePrice } from '../../../test/fixtures/catalog-fixture';
import { card, NC, newKey, VISA } from '../../../test/fixtures/checkout-fixture';
import { loadTwoTenants, TENANTS, type TwoTenants } from '../../../test/fixtures/tenants-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';

// H2 of issue 33: orders answered amounts to anyone signed in. The trade price reaches only a
// mode with designer_price; browsing and communicate modes have no `order` tag at all.

const t = useTestApp({ withBuilds: false, catalog: true });
const CA = { host: 'ca.localhost' };
let ids: TwoTenants;
const orders = { north: '', south: '' };
const AMOUNT_KEYS = /unit_price|line_total|subtotal|"total"|amount_paid|processing_fee|"tax"/;

const place = async (email: string, customerId: number) => {
  const token = await signInAs(t, email, { mode: 'mibd_designer', ...CA });
  const add = await callJson(
    t,
    shoppingCartAdd,
    { sku_number: 'CA-SOF-001', number: 1 },
    {
      token,
      ...CA,
    },
  );
  expect(add.err).toBe(200);
  const placed = await callJson(
    t,
    submitOrder,
    {
      t: 'n',
      ship_to: NC,
      shipping_method: 'white_glove',
      payment_method: 'card',
      customer_id: customerId,
      payment: { token: await card(t.app, token, VISA) },
    },
    { token, ...CA, headers: { 'idempotency-key': newKey() } },
  );
  expect(placed.err).toBe(200);
  return placed.val.order_number as string;
};

beforeAll(async () => {
  ids = await loadTwoTenants(t.testDb.db);
  orders.north = await place(TENANTS.north.designer, ids.north.customer);
  orders.south = await place(TENANTS.south.designer, ids.south.customer);
});

const detail = (token: string, order_number: string) =>
  callJson(t, orderDetail, { order_number }, { token, ...CA });
const invoice = (token: string, order_number: string) =>
  callApi(t, orderInvoice, undefined, { token, ...CA, params: { order_number } });

describe('H2: what an order shows follows the mode', () => {
  it('a customer sees the items and state of an order placed for them, never the trade price', async () => {
    const customer = await signInAs(t, TENANTS.north.customer, CA);
    const list = await callJson(t, orderList, { scope: 'customer' }, { token: customer, ...CA });
    expect(list.val.list.map((o: { order_number: string }) => o.order_number)).toEqual([
      orders.north,
    ]);
    expect(list.val.list[0].priced).toBe(false);
    const d = await detail(customer, orders.north);
    expect(d.val).toMatchObject({ priced: false, item_count: 1 });
    expect(d.val.items[0].sku_number).toBe('CA-SOF-001');
    for (const answer of [list.val.list, d.val]) {
      expect(JSON.stringify(answer)).not.toMatch(AMOUNT_KEYS);
      expect(JSON.stringify(answer)).not.toContain(String(fixturePrice(0).trade));
    }
    const pdf = await invoice(customer, orders.north);
    expect(pdf.json().err).toBe(ErrorCode.NO_PERMISSION);
    // South's order is not theirs at all.
    expect((await detail(customer, orders.south)).err).toBe(ErrorCode.NOT_FOUND);
  });

  it('browsing and communicate modes read no orders, with or without amounts', async () => {
    const browsing = await signInAs(t, TENANTS.north.designer, { mode: 'mibd_safe', ...CA });
    const communicate = await signInAs(t, TENANTS.north.designer, {
      mode: 'mibd_communicate',
      customerId: ids.north.customer,
      ...CA,
    });
    for (const token of [browsing, communicate]) {
      for (const scope of ['personal', 'designer', 'customer']) {
        const list = await callJson(t, orderList, { scope }, { token, ...CA });
        expect(list.err).toBe(ErrorCode.NO_PERMISSION);
      }
      expect((await detail(token, orders.north)).err).toBe(ErrorCode.NO_PERMISSION);
      expect((await invoice(token, orders.north)).json().err).toBe(ErrorCode.NO_PERMISSION);
    }
  });

  it('designer mode sees its own company’s orders with their amounts, and only those', async () => {
    for (const [key, mine, theirs] of [
      ['north', orders.north, orders.south],
      ['south', orders.south, orders.north],
    ] as const) {
      const token = await signInAs(t, TENANTS[key].sub, { mode: 'mibd_designer', ...CA });
      const list = await callJson(t, orderList, { scope: 'designer' }, { token, ...CA });
      expect(list.val.list.map((o: { order_number: string }) => o.order_number)).toEqual([mine]);
      const d = await detail(token, mine);
      expect(d.val).toMatchObject({ priced: true });
      expect(d.val.items[0].unit_price).toBe(fixturePrice(0).trade);
      const pdf = await invoice(token, mine);
      expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
      expect((await detail(token, theirs)).err).toBe(ErrorCode.NOT_FOUND);
    }
  });
});

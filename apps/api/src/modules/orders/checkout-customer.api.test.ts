import { ErrorCode, SANDBOX_CARDS, WorkspaceMessages } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, loadAccountsFixture } from '../../../test/fixtures/accounts-fixture';
import { apiClient } from '../../../test/fixtures/api-client';
import { loadCatalogFixture } from '../../../test/fixtures/catalog-fixture';
import { addCertificate, card, count, NC, newKey } from '../../../test/fixtures/checkout-fixture';
import { createTestApp, type TestApp } from '../../../test/test-app';

const VISA = Object.keys(SANDBOX_CARDS)[0]!;

let t: TestApp;
let c: ReturnType<typeof apiClient>;
let designer: string;
let ids: Awaited<ReturnType<typeof loadAccountsFixture>>;
const db = () => t.testDb.db;

beforeAll(async () => {
  t = await createTestApp({ withBuilds: false });
  await loadCatalogFixture(db());
  ids = await loadAccountsFixture(db());
  await addCertificate(db(), ACCOUNTS.designer, 'NC');
  c = apiClient(t);
  designer = await c.signIn(ACCOUNTS.designer, 'mibd_designer');
});
afterAll(() => t.close());

const submit = (change: object, token = designer) =>
  t.app
    .inject({
      method: 'POST',
      url: '/mibd/order/submit',
      payload: {
        t: 'n',
        ship_to: NC,
        shipping_method: 'white_glove',
        payment_method: 'card',
        payment: { token: card(VISA) },
        ...change,
      },
      headers: { host: 'ca.localhost', 'x-auth-token': token, 'idempotency-key': newKey() },
    })
    .then((r) => r.json());
const list = (token: string, scope: string) =>
  c.post('/mibd/order/list', { scope }, token, 'ca.localhost');

describe('CheckoutCust: an order placed for a customer', () => {
  it('lands in the customer’s customerOrder list, named in the designer’s list', async () => {
    await c.add(designer, 'ca.localhost', { sku_number: 'CA-SOF-001', number: 1 });
    const placed = await submit({ customer_id: ids.customer });
    expect(placed.err).toBe(200);

    const mine = (await list(designer, 'designer')).val.list;
    const row = mine.find(
      (o: { order_number: string }) => o.order_number === placed.val.order_number,
    );
    expect(row.customer_name).toBe('Dana Tester');

    const customer = await c.signIn(ACCOUNTS.customer);
    const theirs = (await list(customer, 'customer')).val;
    expect(theirs.list.map((o: { order_number: string }) => o.order_number)).toEqual([
      placed.val.order_number,
    ]);
    const detail = await c.post(
      '/mibd/order/detail',
      { order_number: placed.val.order_number },
      customer,
      'ca.localhost',
    );
    expect(detail.err).toBe(200);
    expect(detail.val.customer_name).toBe(row.customer_name);
  });

  it('an order placed for oneself names no customer', async () => {
    await c.add(designer, 'ca.localhost', { sku_number: 'CA-SOF-001', number: 1 });
    const placed = await submit({});
    const mine = (await list(designer, 'personal')).val.list;
    const row = mine.find(
      (o: { order_number: string }) => o.order_number === placed.val.order_number,
    );
    expect(row.customer_name).toBeNull();
  });

  it('refuses another designer’s customer: nothing written, the cart kept', async () => {
    await db().query('DELETE FROM cart_lines');
    await c.add(designer, 'ca.localhost', { sku_number: 'CA-SOF-001', number: 1 });
    const orders = await count(db(), 'SELECT count(*)::int AS n FROM orders');
    const payments = await count(db(), 'SELECT count(*)::int AS n FROM payments');
    const refused = await submit({ customer_id: ids.otherCustomer });
    expect(refused.err).toBe(ErrorCode.NOT_FOUND);
    expect(refused.errmsg).toBe(WorkspaceMessages.customerNotFound);
    expect(await count(db(), 'SELECT count(*)::int AS n FROM orders')).toBe(orders);
    expect(await count(db(), 'SELECT count(*)::int AS n FROM payments')).toBe(payments);
    expect((await c.list(designer, 'ca.localhost')).val.total).toBe(1);
  });
});

import { ErrorCode, orderDetail, orderList, WorkspaceMessages } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../../test/fixtures/accounts-fixture';
import {
  card,
  count,
  NC,
  submitOrder,
  useCheckoutApp,
  VISA,
} from '../../../test/fixtures/checkout-fixture';

const { t, c, session, db } = useCheckoutApp();

const submit = async (change: object, token = session.designer) =>
  submitOrder(t.app, token, {
    t: 'n',
    ship_to: NC,
    shipping_method: 'white_glove',
    payment_method: 'card',
    payment: { token: await card(t.app, session.designer, VISA) },
    ...change,
  });
const list = (token: string, scope: string) =>
  c.post(orderList.path, { scope }, token, 'ca.localhost');

describe('CheckoutCust: an order placed for a customer', () => {
  it('lands in the customer’s customerOrder list, named in the designer’s list', async () => {
    await c.add(session.designer, 'ca.localhost', { sku_number: 'CA-SOF-001', number: 1 });
    const placed = await submit({ customer_id: t.ids.customer });
    expect(placed.err).toBe(200);

    const mine = (await list(session.designer, 'designer')).val.list;
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
      orderDetail.path,
      { order_number: placed.val.order_number },
      customer,
      'ca.localhost',
    );
    expect(detail.err).toBe(200);
    expect(detail.val.customer_name).toBe(row.customer_name);
  });

  it('an order placed for oneself names no customer', async () => {
    await c.add(session.designer, 'ca.localhost', { sku_number: 'CA-SOF-001', number: 1 });
    const placed = await submit({});
    const mine = (await list(session.designer, 'personal')).val.list;
    const row = mine.find(
      (o: { order_number: string }) => o.order_number === placed.val.order_number,
    );
    expect(row.customer_name).toBeNull();
  });

  it('refuses another designer’s customer: nothing written, the cart kept', async () => {
    await db().query('DELETE FROM cart_lines');
    await c.add(session.designer, 'ca.localhost', { sku_number: 'CA-SOF-001', number: 1 });
    const orders = await count(db(), 'SELECT count(*)::int AS n FROM orders');
    const payments = await count(db(), 'SELECT count(*)::int AS n FROM payments');
    const refused = await submit({ customer_id: t.ids.otherCustomer });
    expect(refused.err).toBe(ErrorCode.NOT_FOUND);
    expect(refused.errmsg).toBe(WorkspaceMessages.customerNotFound);
    expect(await count(db(), 'SELECT count(*)::int AS n FROM orders')).toBe(orders);
    expect(await count(db(), 'SELECT count(*)::int AS n FROM payments')).toBe(payments);
    expect((await c.list(session.designer, 'ca.localhost')).val.total).toBe(1);
  });
});

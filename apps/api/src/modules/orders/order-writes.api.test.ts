import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addCoupon, count, newKey } from '../../../test/fixtures/checkout-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';
import {
  CouponGone,
  KeyTaken,
  OrdersRepository,
  type Reservation,
  StockShort,
} from './orders.repository';

// The order's two statements (migration 0022) on the real database: all or nothing, each once.
const t = useTestApp({ withBuilds: false, catalog: true, accounts: true });
let repo: OrdersRepository;
const db = () => t.testDb.db;
const n = (sql: string, params: unknown[] = []) => count(db(), sql, params);
const STOCK_SKU = 'CA-SOF-002';

beforeAll(async () => {
  repo = new OrdersRepository(db());
  await addCoupon(db(), 'ONCE', { percent: 10, maxUses: 1 });
});
beforeEach(async () => {
  await db().query(
    `UPDATE products SET cash_stock = 3, is_flash_deal = true WHERE sku_number = $1`,
    [STOCK_SKU],
  );
});

const reservation = (
  o: { key?: string; stock?: number; coupon?: string | null } = {},
): Reservation => ({
  userId: t.ids.designer,
  key: o.key ?? newKey(),
  gateway: 'sandbox',
  method: 'card',
  amount: '120.50',
  draft: { order_number: 'draft' },
  order: {
    order_number: `T-${newKey().slice(0, 10)}`,
    user_id: t.ids.designer,
    company_id: null,
    customer_id: null,
    brand_code: 'CA',
    kind: 'n',
    payment_method: 'card',
    payment_state: 'pending',
    subtotal: '100.00',
    discount: '0.00',
    shipping: '10.00',
    tax: '7.00',
    processing_fee: '3.50',
    total: '120.50',
    coupon_code: o.coupon ?? null,
    shipping_method: 'warehouse_dock',
    ship_to: { full_name: 'Ann', state: 'NC' },
    billing_address: null,
  },
  items: [
    {
      sku_number: STOCK_SKU,
      name: 'Sofa',
      image: 'sofa.jpg',
      brand_id: 'ca',
      product_data_type: 1,
      customizable_type: 0,
      count: 2,
      unit_price: '50.00',
      line_total: '100.00',
    },
  ],
  stock: o.stock ? [{ sku: STOCK_SKU, count: o.stock }] : [],
});
const stockLeft = () =>
  n('SELECT cash_stock::int AS n FROM products WHERE sku_number = $1', [STOCK_SKU]);
const paymentsOf = (key: string) =>
  n('SELECT count(*)::int AS n FROM payments WHERE idempotency_key = $1', [key]);

describe('order_reserve', () => {
  it('writes the payment, the order awaiting payment with its items, and takes the stock', async () => {
    const r = reservation({ stock: 2 });
    const ids = await repo.reserve(r);
    const { rows } = await db().query<Record<string, unknown>>(
      `SELECT o.status, o.total::text, o.ship_to, p.order_id::int AS paid_for, p.amount::text AS amount,
              (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS items
       FROM orders o JOIN payments p ON p.id = $2 WHERE o.id = $1`,
      [ids.orderId, ids.paymentId],
    );
    expect(rows[0]).toEqual({
      status: 'pending_payment',
      total: '120.50',
      ship_to: { full_name: 'Ann', state: 'NC' },
      paid_for: ids.orderId,
      amount: '120.50',
      items: 1,
    });
    expect(await stockLeft()).toBe(1);
  });

  it('answers KeyTaken for a key already used, writing nothing more', async () => {
    const r = reservation();
    await repo.reserve(r);
    const orders = await n('SELECT count(*)::int AS n FROM orders');
    await expect(
      repo.reserve({ ...r, order: { ...r.order, order_number: 'T-other' } }),
    ).rejects.toThrow(KeyTaken);
    expect(await n('SELECT count(*)::int AS n FROM orders')).toBe(orders);
    expect(await paymentsOf(r.key)).toBe(1);
  });

  it('refuses more units than are left (StockShort with the SKU) and writes nothing', async () => {
    const r = reservation({ stock: 4 });
    const orders = await n('SELECT count(*)::int AS n FROM orders');
    const refusal = repo.reserve(r);
    await expect(refusal).rejects.toThrow(StockShort);
    await expect(refusal).rejects.toMatchObject({ sku: STOCK_SKU });
    expect(await stockLeft()).toBe(3);
    expect(await paymentsOf(r.key)).toBe(0);
    expect(await n('SELECT count(*)::int AS n FROM orders')).toBe(orders);
  });

  it('refuses a coupon whose last use went to another order (CouponGone) and gives the stock back', async () => {
    await repo.reserve(reservation({ coupon: 'ONCE' }));
    const r = reservation({ stock: 1, coupon: 'ONCE' });
    await expect(repo.reserve(r)).rejects.toThrow(CouponGone);
    expect(await stockLeft()).toBe(3);
    expect(await paymentsOf(r.key)).toBe(0);
    expect(await n(`SELECT used_count::int AS n FROM coupons WHERE code = 'ONCE'`)).toBe(1);
  });
});

describe('order_settle', () => {
  const addLine = async (userId: number, sku: string) =>
    (
      await db().query<{ id: string }>(
        `INSERT INTO cart_lines (user_id, sku_number, count, added_on_brand) VALUES ($1, $2, 1, 'CA') RETURNING id`,
        [userId, sku],
      )
    ).rows[0]!.id;
  const settlement = (ids: { orderId: number; paymentId: number }, lineIds: number[]) => ({
    ...ids,
    paymentStatus: 'succeeded' as const,
    gatewayRef: 'ch_1',
    paymentState: 'paid',
    amountPaid: '120.50',
    answer: { err: 200, errmsg: '', val: { order_number: 'T' } },
    note: 'Order placed',
    userId: t.ids.designer,
    lineIds,
    mail: {
      channel: 'mail' as const,
      to: 'ann@studio.test',
      subject: 'Your order',
      body: 'Thanks',
    },
  });

  it('places the order, removes only the buyer’s lines and records the mail; once', async () => {
    const ids = await repo.reserve(reservation());
    const mine = Number(await addLine(t.ids.designer, 'CA-SOF-001'));
    const theirs = Number(await addLine(t.ids.customer, 'CA-SOF-001'));
    const outbox0 = await n('SELECT count(*)::int AS n FROM outbox');

    const recorded = await repo.settle(settlement(ids, [mine, theirs]));
    expect(recorded?.id).toBeGreaterThan(0);
    expect(new Date(recorded!.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const { rows } = await db().query<Record<string, unknown>>(
      `SELECT o.status, o.payment_state, o.amount_paid::text AS paid, p.status AS payment, p.answer,
              (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id) AS events
       FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.id = $1`,
      [ids.orderId],
    );
    expect(rows[0]).toEqual({
      status: 'preparing',
      payment_state: 'paid',
      paid: '120.50',
      payment: 'succeeded',
      answer: { err: 200, errmsg: '', val: { order_number: 'T' } },
      events: 1,
    });
    expect(await n('SELECT count(*)::int AS n FROM cart_lines WHERE id = $1', [mine])).toBe(0);
    expect(await n('SELECT count(*)::int AS n FROM cart_lines WHERE id = $1', [theirs])).toBe(1);
    expect(await n('SELECT count(*)::int AS n FROM outbox')).toBe(outbox0 + 1);

    // Settled already (a reconciliation raced the request): no row, nothing written twice.
    expect(await repo.settle(settlement(ids, [theirs]))).toBeNull();
    expect(await n('SELECT count(*)::int AS n FROM outbox')).toBe(outbox0 + 1);
    expect(
      await n('SELECT count(*)::int AS n FROM order_events WHERE order_id = $1', [ids.orderId]),
    ).toBe(1);
  });
});

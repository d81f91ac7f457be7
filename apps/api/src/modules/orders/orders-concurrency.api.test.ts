import { CheckoutMessages as M } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  card,
  count,
  NC,
  newKey,
  submitOrder,
  useCheckoutApp,
  VISA,
} from '../../../test/fixtures/checkout-fixture';
import type { TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { CartRepository } from '../cart/cart.repository';
import { CartService } from '../cart/cart.service';
import { CatalogRepository } from '../catalog/catalog.repository';
import { CatalogService } from '../catalog/catalog.service';
import type { CallerContext } from '../identity/caller-context';
import { OutboxService } from '../messaging/outbox.service';
import type { ChargeRequest, PaymentGateway } from '../payments/payment-gateway';
import { SandboxGateway } from '../payments/sandbox.gateway';
import { SandboxRepository } from '../payments/sandbox.repository';
import { buildOrders } from './orders.module';

const { t, c, session, db } = useCheckoutApp();

const order = { t: 'n', ship_to: NC, shipping_method: 'warehouse_dock', payment_method: 'card' };
const submitVia = async (app: TestApp['app'], key: string, token?: string) =>
  submitOrder(
    app,
    session.designer,
    { ...order, payment: { token: token ?? (await card(app, session.designer, VISA)) } },
    key,
  );
const fill = async () => {
  await db().query('DELETE FROM cart_lines');
  expect(
    (await c.add(session.designer, 'ca.localhost', { sku_number: 'CA-SOF-001', number: 1 })).err,
  ).toBe(200);
};
const orders = () =>
  count(db(), `SELECT count(*)::int AS n FROM orders WHERE status <> 'pending_payment'`);
const charges = () => count(db(), 'SELECT count(*)::int AS n FROM sandbox_charges');

describe('idempotent submission', () => {
  it('50 concurrent submissions with one key: one order, one charge, every answer that order or the warning', async () => {
    await fill();
    const [o0, c0] = [await orders(), await charges()];
    const key = newKey();
    const token = await card(t.app, session.designer, VISA);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => submitVia(t.app, key, token)),
    );
    expect((await orders()) - o0).toBe(1);
    expect((await charges()) - c0).toBe(1);
    const placed = answers.filter((a) => a.err === 200);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((a) => a.val.order_number)).size).toBe(1);
    for (const a of answers.filter((x) => x.err !== 200)) expect(a.errmsg).toBe(M.alreadyPaid);
    // Once settled, the key replays the first answer.
    expect(await submitVia(t.app, key)).toEqual(placed[0]);
  });
});

describe('FFD stock', () => {
  it('200 shoppers racing for 20 units: exactly 20 sold, stock never below 0', async () => {
    const sku = 'CA-SOF-002';
    await db().query(
      'UPDATE products SET cash_stock = 20, is_flash_deal = true WHERE sku_number = $1',
      [sku],
    );
    const { rows } = await db().query<{ id: number }>(
      `INSERT INTO users (account_type, email, first_name, last_name, status)
       SELECT 'ffd', 'racer' || g || '@deals.test', 'Racer', 'No' || g, 'active' FROM generate_series(1, 200) g
       RETURNING id`,
    );
    const catalog = new CatalogService(new CatalogRepository(db()));
    const cart = new CartService(new CartRepository(db()), catalog);
    // Flash-deal shoppers order for themselves: no customer directory is asked.
    const noCustomers = {
      owned: () => Promise.reject(new Error('flash-deal orders name no customer')),
    };
    const { orders: service } = buildOrders(
      db(),
      cart,
      new OutboxService(db(), undefined),
      noCustomers,
    );
    const shopper = (id: number): CallerContext => ({
      mode: 'mibd_safe',
      roles: [],
      userId: id,
      customerId: null,
      sessionId: null,
      accountType: 'ffd',
    });
    for (const r of rows) await cart.add(shopper(r.id), 'FFD', { sku_number: sku, number: 1 });
    // One payment method for every shopper: the sandbox's record of it is read per order.
    const token = await card(t.app, session.designer, VISA);
    const results = await Promise.allSettled(
      rows.map((r) =>
        service.submit(shopper(r.id), 'FFD', newKey(), {
          ...order,
          t: 'n',
          shipping_method: 'warehouse_dock',
          payment_method: 'card',
          payment: { token },
        } as never),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    const sold = await count(
      db(),
      `SELECT coalesce(sum(i.count), 0)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE i.sku_number = $1 AND o.status = 'preparing'`,
      [sku],
    );
    expect(sold).toBe(20);
    expect(
      await count(db(), 'SELECT cash_stock AS n FROM products WHERE sku_number = $1', [sku]),
    ).toBe(0);
    expect(
      await count(db(), "SELECT count(*)::int AS n FROM payments WHERE status = 'pending'"),
    ).toBe(0);
  }, 120_000);
});

describe('a stop between the gateway answer and the order write', () => {
  it('is settled at start-up into exactly one order', async () => {
    await fill();
    const sandbox = new SandboxGateway(new SandboxRepository(db()));
    let charged!: () => void;
    const chargedNow = new Promise<void>((resolve) => {
      charged = resolve;
    });
    // The process "stops" right after the gateway answered: the answer never reaches the service.
    const dying: PaymentGateway = {
      name: 'sandbox',
      charge: async (r: ChargeRequest) => {
        await sandbox.charge(r);
        charged();
        return new Promise(() => {});
      },
      retrieve: (k) => sandbox.retrieve(k),
      paymentMethod: (token) => sandbox.paymentMethod(token),
    };
    const first = await buildApp({ config: t.config, db: db(), paymentGateway: dying });
    await first.ready();
    const [o0, c0] = [await orders(), await charges()];
    const key = newKey();
    void submitVia(first, key);
    await chargedNow;
    expect(await charges()).toBe(c0 + 1);
    expect(await orders()).toBe(o0);
    expect(
      await count(db(), "SELECT count(*)::int AS n FROM payments WHERE status = 'pending'"),
    ).toBe(1);

    // Restart: buildApp reconciles before serving.
    const second = await buildApp({ config: t.config, db: db() });
    await second.ready();
    expect(await orders()).toBe(o0 + 1);
    expect(await charges()).toBe(c0 + 1);
    expect(
      await count(db(), "SELECT count(*)::int AS n FROM payments WHERE status = 'pending'"),
    ).toBe(0);
    expect(await count(db(), 'SELECT count(*)::int AS n FROM cart_lines')).toBe(0);
    // The client retrying with its key gets the order, and no second charge.
    const retry = await submitVia(second, key);
    expect(retry.err).toBe(200);
    expect(await orders()).toBe(o0 + 1);
    expect(await charges()).toBe(c0 + 1);
    await second.close();
  });
});

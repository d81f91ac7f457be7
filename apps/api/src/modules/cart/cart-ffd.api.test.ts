import {
  addBatch as addBatchCall,
  CartMessages,
  ErrorCode,
  productListNoLogin,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../../test/fixtures/accounts-fixture';
import { apiClient } from '../../../test/fixtures/api-client';
import { fixtureDealPrice, fixturePrice } from '../../../test/fixtures/catalog-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';

// Fixture flash deals: CA-SOF-002 (cash_stock 1), JC-TBL-006 (2), ROW-SOF-009 (2).
const t = useTestApp({ withBuilds: false, catalog: true, accounts: true });
let c: ReturnType<typeof apiClient>;
let shopper: string;
const FFD = 'ffd.localhost';
beforeAll(async () => {
  c = apiClient(t);
  shopper = await c.signInFfd(ACCOUNTS.shopper);
});

const setCash = (sku: string, n: number) =>
  t.testDb.db.query('UPDATE products SET cash_stock = $2 WHERE sku_number = $1', [sku, n]);

describe('FFD shopper cart', () => {
  it('sells flash deals only, never above cash_stock, with no samples', async () => {
    const refused = [
      [{ sku_number: 'CA-SOF-001', number: 1 }, CartMessages.notOnThisSite],
      [{ sku_number: 'CA-SOF-002', number: 2 }, CartMessages.insufficientInventory],
      [
        { sku_number: 'JC-TBL-006', number: 1, product_data_type: 2 },
        CartMessages.sampleNotFlashDeal,
      ],
    ] as const;
    for (const [body, message] of refused) {
      expect(await c.add(shopper, FFD, body)).toMatchObject({
        err: ErrorCode.BAD_REQUEST,
        errmsg: message,
      });
    }
    expect((await c.add(shopper, FFD, { sku_number: 'CA-SOF-002', number: 1 })).err).toBe(200);
    // One more than cash_stock, counting what the cart holds already.
    expect((await c.add(shopper, FFD, { sku_number: 'CA-SOF-002', number: 1 })).errmsg).toBe(
      CartMessages.insufficientInventory,
    );
    const cart = (await c.list(shopper, FFD)).val;
    // M1 (issue 33): the deal price the card shows, not the MSRP.
    expect(cart.list[0]).toMatchObject({
      status: '1',
      cash_stock: 1,
      unit_price: fixtureDealPrice(1),
      msrp_price: fixturePrice(1).msrp,
    });
    expect(cart.subtotal).toBe(fixtureDealPrice(1));
    expect(cart.total).toBe(1);
  });

  it("shows 'Unavailable for Purchase' at cash_stock 0 and 'Insufficient inventory' above it", async () => {
    expect((await c.add(shopper, FFD, { sku_number: 'JC-TBL-006', number: 2 })).err).toBe(200);
    await setCash('CA-SOF-002', 0);
    await setCash('JC-TBL-006', 1);
    try {
      const cart = (await c.list(shopper, FFD)).val;
      expect(cart.list.map((l: { notice: string | null }) => l.notice)).toEqual([
        CartMessages.unavailableForPurchase,
        CartMessages.insufficientInventory,
      ]);
      expect(cart.total).toBe(0);
    } finally {
      await setCash('CA-SOF-002', 1);
      await setCash('JC-TBL-006', 2);
    }
  });

  it('keeps FFD shoppers off the trade sites carts', async () => {
    expect((await c.list(shopper, 'ca.localhost')).err).toBe(ErrorCode.NO_PERMISSION);
  });
});

describe('FFD guest cart', () => {
  const skuList = [
    { sku_number: 'ROW-SOF-009', count: 2 },
    { sku_number: 'CA-SOF-001', count: 1 },
    { sku_number: 'NOPE-1', count: 1 },
  ];
  /** The guest calls: `sku_list` is what the visitor's browser kept. */
  const lines = (sku_list: object[], host = FFD) =>
    c.post(productListNoLogin.path, { sku_list }, undefined, host);
  const addBatch = (sku_list: object[], token?: string) =>
    c.post(addBatchCall.path, { sku_list }, token, FFD);

  it('shows a stored sku_list as lines to a visitor on FFD only', async () => {
    const res = await lines(skuList);
    expect(res.err).toBe(ErrorCode.OK);
    expect(res.val.list.map((l: { status: string }) => l.status)).toEqual(['1', '2', '2']);
    expect(res.val.list[0]).toMatchObject({ id: 0, count: 2 });
    expect(res.val.total).toBe(2);
    // L1 (issue 33): a visitor's guest cart answers no price, as FFD's cards show a visitor none.
    expect(JSON.stringify(res.val)).not.toMatch(/unit_price|msrp_price|"amount"|subtotal/);
    const elsewhere = await lines(skuList, 'ca.localhost');
    expect(elsewhere.err).toBe(ErrorCode.NO_PERMISSION);
    const bad = await lines([{ sku_number: 'ROW-SOF-009', count: -3 }]);
    expect(bad.errmsg).toContain(CartMessages.quantity);
  });

  it('L1: a guest cart with no line to buy answers no subtotal either (not even 0)', async () => {
    // Found by the one-price property (test/security/one-price.test.ts).
    const res = await lines([
      { sku_number: 'CA-SOF-001', count: 1 },
      { sku_number: 'NOPE-1', count: 1 },
    ]);
    expect(res.err).toBe(ErrorCode.OK);
    expect(res.val.total).toBe(0);
    expect(res.val).not.toHaveProperty('subtotal');
  });

  it('merges by addBatch at sign-in: adds counts, skips what FFD cannot sell', async () => {
    const before = (await c.list(shopper, FFD)).val.total;
    const visitor = await addBatch(skuList);
    expect(visitor.err).toBe(ErrorCode.NO_PERMISSION);
    const res = await addBatch(skuList, shopper);
    expect(res.val).toMatchObject({ merged: 1, skipped: ['CA-SOF-001', 'NOPE-1'] });
    expect(res.val.total).toBe(before + 2);
    const again = await addBatch([{ sku_number: 'ROW-SOF-009', count: 1 }], shopper);
    // 3 in the cart, 2 in stock: kept and shown as insufficient, not refused at merge.
    const line = (await c.list(shopper, FFD)).val.list.find(
      (l: { sku_number: string }) => l.sku_number === 'ROW-SOF-009',
    );
    expect(again.val.merged).toBe(1);
    expect(line).toMatchObject({ count: 3, notice: CartMessages.insufficientInventory });
  });

  it('ten adds at once of a deal with 3 units left: exactly 3 go in, under the cart’s lock', async () => {
    const db = t.testDb.db;
    await db.query(
      `UPDATE products SET is_flash_deal = true, cash_stock = 3, deal_price = 600,
         deal_ends_at = now() + interval '1 day' WHERE sku_number = 'CA-SOF-001'`,
    );
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          c.add(shopper, FFD, { sku_number: 'CA-SOF-001', number: 1 }),
        ),
      );
      expect(answers.filter((a) => a.err === 200)).toHaveLength(3);
      for (const a of answers.filter((x) => x.err !== 200))
        expect(a.errmsg).toBe(CartMessages.insufficientInventory);
      const line = (await c.list(shopper, FFD)).val.list.find(
        (l: { sku_number: string }) => l.sku_number === 'CA-SOF-001',
      );
      expect(line.count).toBe(3);
    } finally {
      await db.query(`DELETE FROM cart_lines WHERE sku_number = 'CA-SOF-001'`);
      await db.query(
        `UPDATE products SET is_flash_deal = false, cash_stock = 0, deal_price = NULL,
           deal_ends_at = NULL WHERE sku_number = 'CA-SOF-001'`,
      );
    }
  });
});

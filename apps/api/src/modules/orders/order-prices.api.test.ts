import {
  CartMessages,
  checkoutQuote,
  orderDetail,
  searchProducts,
  shoppingCartAdd,
  shoppingCartList,
  submitOrder,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { callJson, signInAs } from '../../../test/fixtures/call';
import { fixtureDealPrice, fixturePrice } from '../../../test/fixtures/catalog-fixture';
import { card, NC, NY, newKey, VISA } from '../../../test/fixtures/checkout-fixture';
import { loadTwoTenants, TENANTS } from '../../../test/fixtures/tenants-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';

// M1 and L3 of issue 33: the price charged is the price shown, and nothing unavailable is sold.

const t = useTestApp({ withBuilds: false, catalog: true });
const FFD = { host: 'ffd.localhost' };
const CA = { host: 'ca.localhost' };
const s = { shopper: '', north: '' };
const DEAL_SKU = 'JC-TBL-006'; // fixture product 5: a flash deal with units left
const base = { t: 'n', ship_to: NY, shipping_method: 'white_glove', payment_method: 'card' };

beforeAll(async () => {
  await loadTwoTenants(t.testDb.db);
  await t.testDb.db.query(`UPDATE products SET cash_stock = 5 WHERE sku_number = $1`, [DEAL_SKU]);
  s.shopper = await signInAs(t, TENANTS.shopper, FFD);
  s.north = await signInAs(t, TENANTS.north.designer, { mode: 'mibd_designer', ...CA });
});

describe('M1: a flash-deal shopper is charged the deal the card showed', () => {
  it('prices the card, the cart, the quote, the order and its detail at the deal', async () => {
    const search = await callJson(
      t,
      searchProducts,
      { keyWord: 'Montclair' },
      {
        token: s.shopper,
        ...FFD,
      },
    );
    const shown = search.val.list.find((p: { sku_number: string }) => p.sku_number === DEAL_SKU);
    const deal = fixtureDealPrice(5);
    expect(shown.product_price_about.final_price).toBe(deal);
    expect(deal).toBeLessThan(fixturePrice(5).msrp);

    const added = await callJson(
      t,
      shoppingCartAdd,
      { sku_number: DEAL_SKU, number: 2 },
      {
        token: s.shopper,
        ...FFD,
      },
    );
    expect(added.err).toBe(200);
    const cart = await callJson(t, shoppingCartList, {}, { token: s.shopper, ...FFD });
    expect(cart.val.list[0]).toMatchObject({ unit_price: deal, amount: deal * 2 });

    const quote = await callJson(t, checkoutQuote, base, { token: s.shopper, ...FFD });
    expect(quote.val.subtotal).toBe(deal * 2);
    expect(quote.val.lines[0]).toMatchObject({ unit_price: deal, line_total: deal * 2 });

    const placed = await callJson(
      t,
      submitOrder,
      { ...base, payment: { token: await card(t.app, s.shopper, VISA) } },
      { token: s.shopper, ...FFD, headers: { 'idempotency-key': newKey() } },
    );
    expect(placed.err).toBe(200);
    const detail = await callJson(
      t,
      orderDetail,
      { order_number: placed.val.order_number },
      { token: s.shopper, ...FFD },
    );
    expect(detail.val.subtotal).toBe(deal * 2);
    expect(detail.val.items[0]).toMatchObject({ unit_price: deal, line_total: deal * 2 });
    expect(detail.val.total).toBe(placed.val.total);
  });

  it('does not sell a deal that has ended', async () => {
    await t.testDb.db.query(
      `UPDATE products SET deal_ends_at = now() - interval '1 minute' WHERE sku_number = $1`,
      [DEAL_SKU],
    );
    try {
      const added = await callJson(
        t,
        shoppingCartAdd,
        { sku_number: DEAL_SKU, number: 1 },
        {
          token: s.shopper,
          ...FFD,
        },
      );
      expect(added.errmsg).toBe(CartMessages.unavailableForPurchase);
    } finally {
      await t.testDb.db.query(
        `UPDATE products SET deal_ends_at = now() + interval '3 days' WHERE sku_number = $1`,
        [DEAL_SKU],
      );
    }
  });
});

describe('L3: a product with no stock and none coming is not sold', () => {
  it('refuses the add, and leaves a line that became unavailable out of the count and the quote', async () => {
    // JC-SOF-007: on sale, stock 0, nothing coming.
    const refused = await callJson(
      t,
      shoppingCartAdd,
      { sku_number: 'JC-SOF-007', number: 1 },
      {
        token: s.north,
        host: 'jc.localhost',
      },
    );
    expect(refused.errmsg).toBe(CartMessages.unavailableForPurchase);

    for (const sku_number of ['CA-SOF-001', 'CA-BED-003']) {
      const ok = await callJson(
        t,
        shoppingCartAdd,
        { sku_number, number: 1 },
        {
          token: s.north,
          ...CA,
        },
      );
      expect(ok.err).toBe(200);
    }
    // The bed's coming stock is cancelled after it was added.
    await t.testDb.db.query(`UPDATE products SET future_stock = 0 WHERE sku_number = 'CA-BED-003'`);
    const cart = await callJson(t, shoppingCartList, {}, { token: s.north, ...CA });
    const bed = cart.val.list.find((l: { sku_number: string }) => l.sku_number === 'CA-BED-003');
    expect(bed).toMatchObject({ status: '2', notice: CartMessages.unavailableForPurchase });
    expect(cart.val.total).toBe(1);
    const quote = await callJson(
      t,
      checkoutQuote,
      { ...base, ship_to: NC },
      {
        token: s.north,
        ...CA,
      },
    );
    expect(quote.val.lines.map((l: { sku_number: string }) => l.sku_number)).toEqual([
      'CA-SOF-001',
    ]);
  });
});

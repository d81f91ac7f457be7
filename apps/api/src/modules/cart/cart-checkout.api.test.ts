import { CartMessages, CartRules, ErrorCode, rolesFor } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixturePrice } from '../../../test/fixtures/catalog-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';
import { CatalogRepository } from '../catalog/catalog.repository';
import { CatalogService } from '../catalog/catalog.service';
import type { CallerContext } from '../identity/caller-context';
import { CartRepository } from './cart.repository';
import { CartService } from './cart.service';

// The methods checkout calls, and the repository's caps, on the real database.
const t = useTestApp({ withBuilds: false, catalog: true, accounts: true });
let cart: CartService;
let repo: CartRepository;
const as = (mode: 'mibd_designer' | 'mibd_communicate', userId: number): CallerContext => ({
  mode,
  roles: rolesFor(mode),
  userId,
  customerId: null,
  sessionId: null,
  accountType: 'designer',
});
beforeAll(async () => {
  repo = new CartRepository(t.testDb.db);
  cart = new CartService(repo, new CatalogService(new CatalogRepository(t.testDb.db)));
});

describe('linesForCheckout', () => {
  it('answers the buyable lines of one kind, priced now for the caller', async () => {
    const me = as('mibd_designer', t.ids.designer);
    await cart.add(me, 'CA', { sku_number: 'CA-SOF-001', number: 2 });
    await cart.add(me, 'CA', { sku_number: 'CA-SOF-001', number: 1, product_data_type: 2 });
    await cart.add(me, 'JC', { sku_number: 'JC-TBL-006', number: 1 });
    await t.testDb.db.query(`UPDATE products SET status = '2' WHERE sku_number = 'JC-TBL-006'`);
    const products = await cart.linesForCheckout(me, { sample: false });
    expect(products.map((l) => [l.sku_number, l.count, l.unit_price, l.amount])).toEqual([
      ['CA-SOF-001', 2, fixturePrice(0).trade, fixturePrice(0).trade * 2],
    ]);
    expect(products[0]).toMatchObject({ width: 84, length: 38, height: 33, flash: false });
    const samples = await cart.linesForCheckout(me, { sample: true });
    expect(samples.map((l) => [l.product_data_type, l.unit_price])).toEqual([
      [2, CartRules.samplePrice],
    ]);
    // A price changed after adding: checkout reads the new one.
    await t.testDb.db.query(`UPDATE products SET trade_price = 1 WHERE sku_number = 'CA-SOF-001'`);
    expect((await cart.linesForCheckout(me, { sample: false }))[0]!.amount).toBe(2);
  });

  it('refuses communicate mode (no settle_accounts) and visitors', async () => {
    await expect(
      cart.linesForCheckout(as('mibd_communicate', t.ids.designer), { sample: false }),
    ).rejects.toMatchObject({ code: ErrorCode.NO_PERMISSION });
    await expect(
      cart.linesForCheckout({ ...as('mibd_designer', 0), userId: null }, { sample: false }),
    ).rejects.toMatchObject({ code: ErrorCode.NO_PERMISSION });
  });
});

describe('cart caps', () => {
  it('refuses a new line when the cart holds the most lines, still adding to old ones', async () => {
    const line = { user_id: t.ids.customer, added_on_brand: 'HOM', count: 1 };
    const caps = { lineCap: 99, maxLines: 2 };
    const hom = { flash: false, siteBrand: null, sampleBrand: 'else' };
    expect((await repo.add({ ...line, sku_number: 'CA-SOF-001' }, caps, hom)).ok).toBe(true);
    // On sale, whatever the file's earlier tests did to JC-TBL-006 (made unavailable).
    expect((await repo.add({ ...line, sku_number: 'CA-SOF-002' }, caps, hom)).ok).toBe(true);
    expect(await repo.add({ ...line, sku_number: 'ART-BED-008' }, caps, hom)).toEqual({
      ok: false,
      reason: 'cart_full',
    });
    expect((await repo.add({ ...line, sku_number: 'CA-SOF-001' }, caps, hom)).ok).toBe(true);
    expect(CartMessages.cartFull).toContain('99');
  });
});

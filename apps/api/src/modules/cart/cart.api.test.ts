import {
  CartMessages,
  CartRules,
  createProject,
  ErrorCode,
  Messages,
  projectDetail,
  shoppingCartChangeNumber,
  shoppingCartDelete,
  shoppingCartListNew,
  shoppingCartMoveToProject,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../../test/fixtures/accounts-fixture';
import { apiClient } from '../../../test/fixtures/api-client';
import { FIXTURE_PRODUCTS, fixturePrice } from '../../../test/fixtures/catalog-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';

const t = useTestApp({ withBuilds: false, catalog: true, accounts: true });
let c: ReturnType<typeof apiClient>;
let designer: string;
beforeAll(async () => {
  c = apiClient(t);
  designer = await c.signIn(ACCOUNTS.designer, 'mibd_designer');
});

const lineCount = async () =>
  (await t.testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cart_lines')).rows[0]!.n;

describe('who has a cart', () => {
  it('refuses visitors and browsing mode with 25010, and writes nothing', async () => {
    const browsing = await c.signIn(ACCOUNTS.designer, 'mibd_safe');
    for (const token of [undefined, browsing]) {
      const res = await c.add(token, 'ca.localhost', { sku_number: 'CA-SOF-001', number: 1 });
      expect(res.err).toBe(ErrorCode.NO_PERMISSION);
      expect((await c.list(token)).err).toBe(ErrorCode.NO_PERMISSION);
    }
    expect(await lineCount()).toBe(0);
  });

  it('refuses a customer (no shopping_cart tag)', async () => {
    const customer = await c.signIn(ACCOUNTS.customer);
    expect((await c.list(customer)).err).toBe(ErrorCode.NO_PERMISSION);
  });
});

describe('one cart across brand sites', () => {
  it('shows the lines added on CA and JC, and a sample, on every site with one count', async () => {
    const sofa = await c.add(designer, 'ca.localhost', {
      sku_number: 'CA-SOF-001',
      number: 2,
      consumer_price: 1,
      add_type: 4,
      ai_source: 0,
    });
    expect(sofa.err).toBe(ErrorCode.OK);
    expect(sofa.val).toMatchObject({ count: 2, total: 2 });
    expect(
      (await c.add(designer, 'jc.localhost', { sku_number: 'JC-TBL-006', number: 1 })).val.total,
    ).toBe(3);
    const sample = await c.add(designer, 'ca.localhost', {
      sku_number: 'CA-SOF-001',
      number: 1,
      product_data_type: 2,
    });
    expect(sample.val.total).toBe(4);

    const seen = [];
    for (const host of ['hom.localhost', 'ca.localhost', 'rowe.localhost', 'jc.localhost']) {
      const res = await c.list(designer, host);
      expect(res.err).toBe(ErrorCode.OK);
      seen.push(res.val);
    }
    for (const val of seen) expect(val).toEqual(seen[0]);
    const cart = seen[0];
    expect(cart).toMatchObject({ total: 4, product_count: 3, sample_count: 1 });
    expect(cart.list.map((l: { sku_number: string }) => l.sku_number)).toEqual([
      'CA-SOF-001',
      'JC-TBL-006',
      'CA-SOF-001',
    ]);
    // Designer mode: the trade price, computed by the server (consumer_price 1 ignored).
    const [line, table, sampleLine] = cart.list;
    expect(line).toMatchObject({
      status: '1',
      count: 2,
      brand_id: 'ca',
      // What the line shows of its product (issue 34): the brand by name and the finishes.
      brand_name: 'Caracole',
      finishes: ['Natural'],
      product_data_type: 1,
      customizable_type: 0,
      unit_price: fixturePrice(0).trade,
      amount: fixturePrice(0).trade * 2,
      msrp_price: fixturePrice(0).msrp,
      notice: null,
    });
    expect(table).toMatchObject({
      brand_name: 'Jonathan Charles',
      unit_price: fixturePrice(5).trade,
    });
    expect(sampleLine).toMatchObject({ product_data_type: 2, unit_price: CartRules.samplePrice });
    expect(cart.subtotal).toBe(
      fixturePrice(0).trade * 2 + fixturePrice(5).trade + CartRules.samplePrice,
    );
    const grouped = (await c.post(shoppingCartListNew.path, {}, designer)).val;
    expect(grouped.brands.map((b: { brand_id: string }) => b.brand_id)).toEqual(['ca', 'jc']);
  });

  it('communicate mode sees the same cart at retail prices only', async () => {
    const communicate = await c.signIn(ACCOUNTS.designer, 'mibd_communicate', t.ids.customer);
    const cart = (await c.list(communicate)).val;
    expect(cart.total).toBe(4);
    expect(cart.list[0].unit_price).toBe(fixturePrice(0).msrp);
    expect(JSON.stringify(cart)).not.toContain(`:${fixturePrice(0).trade},`);
  });

  it("never shows one designer's lines to another", async () => {
    await t.testDb.db.query(
      `UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email = $1)
       WHERE email = 'other@studio.test'`,
      [ACCOUNTS.designer],
    );
    const other = await c.signIn('other@studio.test', 'mibd_designer');
    const cart = (await c.list(other)).val;
    expect(cart).toMatchObject({ list: [], total: 0 });
    const mine = (await c.list(designer)).val.list[0].id;
    const change = await c.post(shoppingCartChangeNumber.path, { id: mine, number: 5 }, other);
    expect(change).toMatchObject({ err: ErrorCode.NOT_FOUND, errmsg: CartMessages.lineNotFound });
    const del = await c.post(shoppingCartDelete.path, { ids: [mine] }, other);
    expect(del.err).toBe(ErrorCode.NOT_FOUND);
    expect((await c.list(designer)).val.list[0].count).toBe(2);
  });
});

describe('bad input', () => {
  it.each([0, -1, 1.5, 100, 1e9, '2', null])(
    'refuses quantity %s with the message and writes nothing',
    async (number) => {
      const before = await lineCount();
      const res = await c.add(designer, 'ca.localhost', { sku_number: 'CA-SOF-002', number });
      expect(res.err).toBe(ErrorCode.BAD_REQUEST);
      expect(res.errmsg).toContain(CartMessages.quantity);
      expect(await lineCount()).toBe(before);
    },
  );

  it.each([
    ['NOPE-000', 'ca.localhost', {}, CartMessages.productNotExist],
    ['CA-TBL-005', 'ca.localhost', {}, CartMessages.productNoLongerAvailable],
    ['CA-BED-004', 'ca.localhost', {}, CartMessages.unavailableForPurchase],
    ['JC-TBL-006', 'ca.localhost', {}, CartMessages.notOnThisSite],
    ['JC-TBL-006', 'hom.localhost', { product_data_type: 2 }, CartMessages.sampleOtherBrand],
    ['CA-SOF-001', 'ca.localhost', { customizable_type: 4 }, CartMessages.comFabric],
    [
      'CA-SOF-001',
      'ca.localhost',
      { product_data_type: 2, customizable_type: 2 },
      CartMessages.sampleCustomized,
    ],
  ] as const)('refuses %s on %s %j', async (sku, host, extra, message) => {
    const before = await lineCount();
    const res = await c.add(designer, host, { sku_number: sku, number: 1, ...extra });
    expect(res).toMatchObject({ err: ErrorCode.BAD_REQUEST, errmsg: message, val: null });
    expect(await lineCount()).toBe(before);
  });

  it('keeps a line at most 99 and changes nothing when an add would pass it', async () => {
    const res = await c.add(designer, 'ca.localhost', { sku_number: 'CA-SOF-001', number: 98 });
    expect(res).toMatchObject({ err: ErrorCode.BAD_REQUEST, errmsg: CartMessages.lineCap });
    const line = (await c.list(designer)).val.list[0];
    expect(line.count).toBe(2);
    expect(
      (await c.post(shoppingCartChangeNumber.path, { id: line.id, number: 100 }, designer)).err,
    ).toBe(ErrorCode.BAD_REQUEST);
  });

  it('sells HOM every brand, keeps COM fabrics as their own lines', async () => {
    expect(
      (await c.add(designer, 'hom.localhost', { sku_number: 'ART-BED-008', number: 1 })).err,
    ).toBe(ErrorCode.OK);
    const com = await c.add(designer, 'ca.localhost', {
      sku_number: 'CA-SOF-001',
      number: 1,
      customizable_type: 4,
      fabric_sku: 'FAB-77',
      fabric_name: 'Ivory Boucle',
    });
    expect(com.err).toBe(ErrorCode.OK);
    const lines = (await c.list(designer)).val.list;
    const comLine = lines.find((l: { id: number }) => l.id === com.val.id);
    expect(comLine).toMatchObject({
      customizable_type: 4,
      count: 1,
      fabric: { sku_number: 'FAB-77', name: 'Ivory Boucle' },
    });
    expect(lines.filter((l: { sku_number: string }) => l.sku_number === 'CA-SOF-001')).toHaveLength(
      3,
    );
  });
});

describe('changes and availability', () => {
  it('changes a quantity and removes lines', async () => {
    const art = (await c.list(designer)).val.list.find(
      (l: { sku_number: string }) => l.sku_number === 'ART-BED-008',
    );
    const changed = await c.post(
      shoppingCartChangeNumber.path,
      { id: art.id, number: 3 },
      designer,
    );
    expect(changed.err).toBe(ErrorCode.OK);
    const before = changed.val.total;
    const removed = await c.post(shoppingCartDelete.path, { ids: [art.id] }, designer);
    expect(removed.val.total).toBe(before - 3);
    expect(
      removed.val.list.some((l: { sku_number: string }) => l.sku_number === 'ART-BED-008'),
    ).toBe(false);
  });

  it('shows a taken-down line as unavailable, without price, outside the count', async () => {
    const before = (await c.list(designer)).val;
    await t.testDb.db.query(`UPDATE products SET status = '3' WHERE sku_number = 'JC-TBL-006'`);
    try {
      const after = (await c.list(designer)).val;
      const table = after.list.find((l: { sku_number: string }) => l.sku_number === 'JC-TBL-006');
      expect(table).toMatchObject({
        status: '2',
        notice: CartMessages.productNoLongerAvailable,
      });
      expect(table).not.toHaveProperty('unit_price');
      expect(after.total).toBe(before.total - 1);
    } finally {
      await t.testDb.db.query(`UPDATE products SET status = '1' WHERE sku_number = 'JC-TBL-006'`);
    }
  });

  it('adds concurrently without passing the cap or losing a unit', async () => {
    const racer = await c.signIn(ACCOUNTS.designer, 'mibd_designer');
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        c.add(racer, 'rowe.localhost', { sku_number: 'ROW-SOF-009', number: 5 }),
      ),
    );
    const ok = answers.filter((a) => a.err === ErrorCode.OK).length;
    expect(ok).toBe(19);
    expect(answers.filter((a) => a.errmsg === CartMessages.lineCap)).toHaveLength(6);
    const line = (await c.list(racer)).val.list.find(
      (l: { sku_number: string }) => l.sku_number === 'ROW-SOF-009',
    );
    expect(line.count).toBe(ok * 5);
  });
});

describe('the cart line cap under concurrency', () => {
  it('lets exactly as many new lines in as the cart has room for', async () => {
    const racer = await c.signIn('other@studio.test', 'mibd_designer');
    // Fill the cart to three lines short of its cap (one product, as many variants).
    await t.testDb.db.query(
      'DELETE FROM cart_lines WHERE user_id = (SELECT id FROM users WHERE email = $1)',
      ['other@studio.test'],
    );
    await t.testDb.db.query(
      `INSERT INTO cart_lines (user_id, sku_number, variant_key, count, added_on_brand)
       SELECT u.id, 'CA-SOF-001', 'fill:' || g, 1, 'HOM'
       FROM users u, generate_series(1, $2::int) g WHERE u.email = $1`,
      ['other@studio.test', CartRules.maxLines - 3],
    );
    // On sale and with stock now or coming (spec 8: nothing else goes into a cart).
    const skus = FIXTURE_PRODUCTS.filter(
      (p) => p[5] === '1' && (p[6] > 0 || p[7] > 0) && p[0] !== 'CA-SOF-001',
    )
      .slice(0, 10)
      .map((p) => p[0]);
    const answers = await Promise.all(
      skus.map((sku_number) => c.add(racer, 'hom.localhost', { sku_number, number: 1 })),
    );
    expect(answers.filter((a) => a.err === ErrorCode.OK)).toHaveLength(3);
    expect(skus.length).toBeGreaterThanOrEqual(6);
    expect(answers.filter((a) => a.errmsg === CartMessages.cartFull)).toHaveLength(skus.length - 3);
    const held = await t.testDb.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM cart_lines l JOIN users u ON u.id = l.user_id WHERE u.email = $1',
      ['other@studio.test'],
    );
    expect(held.rows[0]!.n).toBe(CartRules.maxLines);
  });
});

describe('move to a project', () => {
  it("moves a line into the caller's project and refuses another's project, keeping the line", async () => {
    const project = await c.post(
      createProject.path,
      { name: 'Cart move', customer_id: t.ids.customer },
      designer,
    );
    expect(project.err, project.errmsg).toBe(ErrorCode.OK);
    const added = await c.add(designer, 'jc.localhost', { sku_number: 'JC-TBL-006', number: 2 });
    const move = (project_id: number, token = designer) =>
      c.post(
        shoppingCartMoveToProject.path,
        { id: added.val.id, project_id },
        token,
        'jc.localhost',
      );
    const foreign = await move(project.val.ID + 1000);
    expect(foreign.err).not.toBe(ErrorCode.OK);
    const still = (await c.list(designer)).val.list.find(
      (l: { id: number }) => l.id === added.val.id,
    );
    expect(still.count).toBe(added.val.count);
    const moved = await move(project.val.ID);
    expect(moved.err, moved.errmsg).toBe(ErrorCode.OK);
    expect(moved.val.list.some((l: { id: number }) => l.id === added.val.id)).toBe(false);
    const detail = await c.post(
      projectDetail.path,
      { project_id: project.val.ID },
      designer,
      'jc.localhost',
    );
    expect(detail.val.lines).toMatchObject([
      { sku_number: 'JC-TBL-006', buy_number: added.val.count },
    ]);
  });
});

describe('messages', () => {
  it('uses the spec texts', () => {
    expect(CartMessages.empty).toBe(Messages.cartEmpty);
    expect(CartMessages.empty).toBe('Your shopping cart is empty.');
  });
});

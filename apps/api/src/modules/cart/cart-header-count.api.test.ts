import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../../test/fixtures/accounts-fixture';
import { apiClient } from '../../../test/fixtures/api-client';
import { useTestApp } from '../../../test/fixtures/use-test-app';

/**
 * The header count is computed twice: in SQL by cart_add (one round trip per add, migration
 * 0020) and in cart-lines.ts for the cart's list. The two must agree in every state a line can
 * be in: on sale, unavailable, taken down, flash lines within, above and at zero cash_stock.
 */
const t = useTestApp({ withBuilds: false, catalog: true, accounts: true });
let c: ReturnType<typeof apiClient>;
const HOM = 'hom.localhost';
const FFD = 'ffd.localhost';

const sqlCount = async (email: string) =>
  Number(
    (
      await t.testDb.db.query<{ n: string }>(
        'SELECT cart_header_count(id) AS n FROM users WHERE email = $1',
        [email],
      )
    ).rows[0]!.n,
  );

const set = (sku: string, column: 'status' | 'cash_stock', value: string | number) =>
  t.testDb.db.query(`UPDATE products SET ${column} = $2 WHERE sku_number = $1`, [sku, value]);

beforeAll(() => {
  c = apiClient(t);
});

describe('cart header count: SQL and the list agree', () => {
  it('for a designer: products and samples, then products unavailable and taken down', async () => {
    const token = await c.signIn(ACCOUNTS.designer, 'mibd_designer');
    // One cart across brand sites: the sample comes from its own brand's site.
    const adds = [
      [HOM, { sku_number: 'CA-SOF-001', number: 3 }],
      [HOM, { sku_number: 'JC-TBL-006', number: 2 }],
      [HOM, { sku_number: 'ROW-SOF-009', number: 1 }],
      ['ca.localhost', { sku_number: 'CA-SOF-001', number: 1, product_data_type: 2 }],
    ] as const;
    for (const [host, body] of adds) {
      const added = await c.add(token, host, body);
      expect(added.err).toBe(200);
      // The count the add answers is the list's, right after it.
      expect(added.val.total).toBe((await c.list(token, HOM)).val.total);
    }
    const states: [string, 'status' | 'cash_stock', string | number][] = [
      ['JC-TBL-006', 'status', '2'],
      ['ROW-SOF-009', 'status', '3'],
      ['CA-SOF-001', 'status', '2'],
      ['CA-SOF-001', 'status', '1'],
    ];
    for (const [sku, column, value] of states) {
      await set(sku, column, value);
      expect(await sqlCount(ACCOUNTS.designer)).toBe((await c.list(token, HOM)).val.total);
    }
    // Only CA-SOF-001 is on sale again: 3 and its sample.
    expect(await sqlCount(ACCOUNTS.designer)).toBe(4);
    await set('JC-TBL-006', 'status', '1');
    await set('ROW-SOF-009', 'status', '1');
  });

  it('for a flash-deals shopper: within, above and at zero cash_stock', async () => {
    const token = await c.signInFfd(ACCOUNTS.shopper);
    await set('JC-TBL-006', 'cash_stock', 5);
    await set('ROW-SOF-009', 'cash_stock', 5);
    for (const [sku, n] of [
      ['JC-TBL-006', 2],
      ['ROW-SOF-009', 3],
    ] as const) {
      const added = await c.add(token, FFD, { sku_number: sku, number: n });
      expect(added.err).toBe(200);
      expect(added.val.total).toBe((await c.list(token, FFD)).val.total);
    }
    const totals: number[] = [];
    for (const [sku, cash] of [
      ['JC-TBL-006', 2], // exactly the line's count: buyable
      ['JC-TBL-006', 1], // below it: insufficient inventory
      ['ROW-SOF-009', 0], // none left: unavailable
      ['ROW-SOF-009', 9],
    ] as const) {
      await set(sku, 'cash_stock', cash);
      const listed = (await c.list(token, FFD)).val.total;
      expect(await sqlCount(ACCOUNTS.shopper)).toBe(listed);
      totals.push(listed);
    }
    expect(totals).toEqual([5, 3, 0, 3]);
  });
});

import { Availability, availabilityOf, type ProductCard } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { searchProducts } from '../../../test/fixtures/catalog-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';

const t = useTestApp({ catalog: true });

const search = async (body: object, host = 'hom.localhost') => {
  const res = await searchProducts(t, body, host);
  return res.json().val as { list: ProductCard[]; total: number };
};
const sql = (text: string, params: unknown[] = []) => t.testDb.db.query(text, params);

describe('the narrow search table (migration 0008)', () => {
  it('computes availability exactly as the contract does', async () => {
    for (const status of ['1', '2', '3'])
      for (const stock of [-1, 0, 1, 5, 6, 40])
        for (const future_stock of [0, 4]) {
          const { rows } = await sql('SELECT product_availability($1, $2, $3) AS a', [
            status,
            stock,
            future_stock,
          ]);
          expect(rows[0]).toEqual({ a: availabilityOf({ status, stock, future_stock }) });
          expect(Availability).toContain((rows[0] as { a: string }).a);
        }
  });

  it('holds one row per product, and follows updates of stock, status and name', async () => {
    const count = async (table: string) =>
      ((await sql(`SELECT count(*)::int AS n FROM ${table}`)).rows[0] as { n: number }).n;
    expect(await count('product_search')).toBe(await count('products'));

    await sql(`UPDATE products SET stock = 0, future_stock = 0 WHERE sku_number = 'CA-SOF-001'`);
    const unavailable = await search({ availability: ['unavailable'], keyWord: 'sofa' });
    expect(unavailable.list.map((p) => p.sku_number)).toContain('CA-SOF-001');

    await sql(`UPDATE products SET name = 'Quillon Sofa' WHERE sku_number = 'CA-SOF-001'`);
    expect((await search({ keyWord: 'quillon' })).list.map((p) => p.sku_number)).toEqual([
      'CA-SOF-001',
    ]);

    await sql(`UPDATE products SET status = '3' WHERE sku_number = 'CA-SOF-001'`);
    expect((await search({ keyWord: 'quillon', sort: 'name' })).total).toBe(0);
  });

  it('lists products on promotion, with the flag and collection name on each card', async () => {
    expect((await search({ on_sale: true }, 'jc.localhost')).total).toBe(0);
    await sql(`UPDATE products SET on_sale = true WHERE sku_number = 'JC-SOF-007'`);
    const sale = await search({ on_sale: true, sort: 'newest' }, 'jc.localhost');
    expect(sale.list.map((p) => [p.sku_number, p.on_sale])).toEqual([['JC-SOF-007', true]]);
    const all = await search({ sort: 'newest' }, 'jc.localhost');
    expect(all.list.find((p) => p.sku_number === 'JC-TBL-006')?.on_sale).toBe(false);
    expect(all.list.map((p) => p.collection_name)).toContain('Montclair');
  });
});

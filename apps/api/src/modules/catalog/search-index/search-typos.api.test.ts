import type { ProductCard } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchProducts } from '../../../../test/fixtures/catalog-fixture';
import { useTestApp } from '../../../../test/fixtures/use-test-app';

// The app with its search index on (tests default to SQL), fed by change notifications only:
// the index is built while the catalogue is still empty.
const t = useTestApp({ env: { SEARCH_INDEX: 'true' }, catalog: true });
beforeAll(async () => {
  await t.testDb.db.query(
    `UPDATE products SET name = 'Wingback Chair' WHERE sku_number = 'CA-SOF-002'`,
  );
});

interface Result {
  list: ProductCard[];
  total: number;
  fuzzy: boolean;
}
const search = async (body: object, host = 'hom.localhost'): Promise<Result> => {
  const res = await searchProducts(t, body, host);
  return res.json().val as Result;
};
/** Until the index has caught up (it answers with SQL meanwhile): at most 2 s. */
const eventually = async (body: object, ok: (r: Result) => boolean) => {
  const started = Date.now();
  let r = await search(body);
  while (!ok(r) && Date.now() - started < 2_000) {
    await new Promise((done) => setTimeout(done, 20));
    r = await search(body);
  }
  return r;
};

describe('typo tolerance (issue 18)', () => {
  it("'chiar' finds the chair, marked as near matches", async () => {
    const r = await eventually({ keyWord: 'chiar' }, (x) => x.total > 0);
    expect(r.fuzzy).toBe(true);
    expect(r.list.map((p) => p.sku_number)).toEqual(['CA-SOF-002']);
  });

  it('two letters off in a longer word, and a category word with a typo', async () => {
    expect((await search({ keyWord: 'chesterfeild' })).list.map((p) => p.sku_number)).toEqual([
      'JC-SOF-007',
    ]);
    const tables = await search({ keyWord: 'tabels' });
    expect(tables.fuzzy).toBe(true);
    expect(tables.total).toBeGreaterThan(1);
    expect(tables.list.every((p) => /table/i.test(p.name) || p.category === 'Dining Tables')).toBe(
      true,
    );
  });

  it('exact matches are never mixed with near ones; nothing near: empty, not fuzzy', async () => {
    const exact = await search({ keyWord: 'sofa' });
    expect(exact.fuzzy).toBe(false);
    expect(exact.list.every((p) => /sofa/i.test(p.name) || p.category === 'Sofas')).toBe(true);
    const none = await search({ keyWord: 'qxzvw' });
    expect(none).toMatchObject({ total: 0, fuzzy: false, list: [] });
  });
});

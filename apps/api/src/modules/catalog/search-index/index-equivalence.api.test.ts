import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogFixture } from '../../../../test/fixtures/catalog-fixture';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database';
import { CatalogRepository, type SearchPageResult } from '../catalog.repository';
import type { PriceColumn, SearchOptions } from '../search-query';
import type { CatalogScope, SearchFilters, SortKey } from '../search-types';
import { addGeneratedProducts } from './generated-catalogue';
import { SearchIndexKeeper } from './index-keeper';
import { SearchIndexRepository } from './search-index.repository';

let t: TestDatabase;
let sqlPath: CatalogRepository;
let keeper: SearchIndexKeeper;
let cats: { slug: string; parent: boolean }[];
let collections: string[];
beforeAll(async () => {
  t = await createTestDatabase();
  await loadCatalogFixture(t.db);
  await addGeneratedProducts(t.db, 2_500);
  sqlPath = new CatalogRepository(t.db);
  keeper = new SearchIndexKeeper(new SearchIndexRepository(t.db));
  await keeper.start();
  cats = (
    await t.db.query<{ slug: string; parent: boolean }>(
      `SELECT slug, EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) AS parent
       FROM categories c ORDER BY id`,
    )
  ).rows;
  collections = (
    await t.db.query<{ slug: string }>('SELECT slug FROM collections ORDER BY id')
  ).rows.map((r) => r.slug);
}, 120_000);
afterAll(async () => {
  await keeper.stop();
  await t.cleanup();
});

/** Facet lists compared as sets (their order is given by the labels, not the counts). */
const normal = (r: SearchPageResult) => {
  const sorted = (xs: SearchPageResult['rooms']) =>
    [...xs].sort((a, b) => String(a.value).localeCompare(String(b.value)));
  return {
    ...r,
    rooms: sorted(r.rooms),
    categories: sorted(r.categories),
    brands: sorted(r.brands),
    availability: sorted(r.availability),
  };
};

const SORTS: SortKey[] = ['relevance', 'price_asc', 'price_desc', 'newest', 'name'];
const KEYWORDS = [
  undefined,
  'sofa',
  'chair',
  'Chairs',
  'velvet oak',
  'o',
  'ca',
  'the',
  'runn',
  'café',
  'obrien',
  "o'brien",
  'x-200',
  'walnut dining leather',
  '%',
  'zzzz',
  'GEN-12',
];

/** Requests over every filter, scope, sort, price column and page, from a fixed sequence. */
const requests = function* () {
  let n = 0;
  const scopes: CatalogScope[] = [{}, { brandId: 'ca' }, { flashOnly: true }, { brandId: 'jc' }];
  for (const keyword of KEYWORDS)
    for (const sort of SORTS) {
      n++;
      const filters: SearchFilters[] = [
        { keyword },
        { keyword, rooms: ['living_room'], categories: [cats[n % cats.length]!.slug] },
        {
          keyword,
          categories: cats
            .filter((c) => c.parent)
            .map((c) => c.slug)
            .slice(0, 2),
          availability: ['in_stock', 'backorder'],
          brands: ['ca', 'rowe'],
        },
        { keyword, priceMin: 100, priceMax: 250, onSale: n % 2 === 0 },
        { keyword, collections: collections.slice(n % 5, (n % 5) + 3), rooms: ['bedroom', 'x'] },
      ];
      for (const [k, f] of filters.entries()) {
        const price: PriceColumn = (n + k) % 2 ? 'trade_price' : 'msrp_price';
        const opts: SearchOptions = {
          sort,
          offset: [0, 48, 96, 4_800][(n + k) % 4]!,
          limit: 48,
          fuzzy: false,
          facets: k !== 3,
        };
        yield { scope: scopes[(n + k) % scopes.length]!, f, opts, price };
      }
    }
};

const compareAll = async () => {
  let compared = 0;
  let leftToSql = 0;
  for (const { scope, f, opts, price } of requests()) {
    const fromIndex = await keeper.search(scope, f, opts, price);
    if (!fromIndex) {
      leftToSql++;
      continue;
    }
    const fromSql = await sqlPath.searchPage(scope, f, opts, price);
    expect(normal(fromIndex), JSON.stringify({ scope, f, opts, price })).toEqual(normal(fromSql));
    compared++;
  }
  return { compared, leftToSql };
};

describe('the search index answers exactly as the SQL search (decision 025)', () => {
  it('same ids, order, totals and facet counts on a generated catalogue', async () => {
    const { compared, leftToSql } = await compareAll();
    expect(compared).toBeGreaterThan(400);
    expect(leftToSql).toBeLessThan(compared / 20);
  }, 120_000);

  it('follows product changes within a second: names, stock, prices, taken down, new', async () => {
    const sql = (text: string) => t.db.query(text);
    await sql(`UPDATE products SET name = 'Zyzzyva Chair', stock = 0, future_stock = 0
      WHERE sku_number = 'GEN-7'`);
    await sql(
      `UPDATE products SET msrp_price = 15, trade_price = 7 WHERE sku_number LIKE 'GEN-2_'`,
    );
    await sql(`UPDATE products SET status = '3' WHERE sku_number LIKE 'GEN-3_'`);
    await addGeneratedProducts(t.db, 30, 0.77, 'NEW');
    const started = Date.now();
    const probe = { keyword: 'zyzzyva' };
    const opts: SearchOptions = { sort: 'name', offset: 0, limit: 48, fuzzy: false, facets: true };
    let found: SearchPageResult | null = null;
    while (Date.now() - started < 1_000) {
      found = await keeper.search({}, probe, opts);
      if (found?.total === 1) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(found?.total).toBe(1);
    expect((await compareAll()).compared).toBeGreaterThan(400);
    // Stock and price only (names kept): products keep their place in the name order.
    await sql(`UPDATE products SET stock = stock + 3, msrp_price = msrp_price + 10
      WHERE sku_number LIKE 'GEN-1_'`);
    await new Promise((r) => setTimeout(r, 300));
    expect((await compareAll()).compared).toBeGreaterThan(400);
  }, 240_000);
});

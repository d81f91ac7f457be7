import {
  ErrorCode,
  Limits,
  type ProductCard,
  productList,
  readFile,
  searchProducts as searchProductsCall,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { pathOf } from '../../../test/fixtures/call';
import { searchProducts } from '../../../test/fixtures/catalog-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';

const t = useTestApp({ catalog: true });

const search = async (body: object, host = 'hom.localhost') => {
  const res = await searchProducts(t, body, host);
  expect(res.statusCode).toBe(200);
  const json = res.json();
  expect(json.err).toBe(ErrorCode.OK);
  return json.val as {
    list: ProductCard[];
    total: number;
    last_page: number;
    facets: Record<string, { value: string; count: number }[]>;
    fuzzy: boolean;
    priced: boolean;
  };
};
const skus = (list: ProductCard[]) => list.map((p) => p.sku_number).sort();

describe('product search', () => {
  it('lists every brand on HOM, minus taken-down products', async () => {
    const val = await search({});
    expect(val.total).toBe(9);
    expect(skus(val.list)).not.toContain('CA-TBL-005');
    expect(val.last_page).toBe(1);
  });

  it("scopes each brand's site to its products", async () => {
    expect(skus((await search({}, 'ca.localhost')).list)).toEqual([
      'CA-BED-003',
      'CA-BED-004',
      'CA-SOF-001',
      'CA-SOF-002',
    ]);
    expect((await search({}, 'ca-dealer.localhost')).total).toBe(4);
    expect(skus((await search({}, 'jc.localhost')).list)).toEqual(['JC-SOF-007', 'JC-TBL-006']);
    expect(skus((await search({}, 'ffd.localhost')).list)).toEqual([
      'CA-SOF-002',
      'JC-TBL-006',
      'ROW-SOF-009',
    ]);
  });

  it('combines filters, and counts each facet with the other filters applied', async () => {
    const val = await search({ Room: ['living_room'], Category: 'sofas' });
    expect(skus(val.list)).toEqual(['CA-SOF-001', 'CA-SOF-002', 'JC-SOF-007', 'ROW-SOF-009']);
    const cat = Object.fromEntries(val.facets.Category!.map((f) => [f.value, f.count]));
    expect(cat).toEqual({ sofas: 4 }); // living room only has sofas
    const room = Object.fromEntries(val.facets.Room!.map((f) => [f.value, f.count]));
    expect(room).toEqual({ living_room: 4, home_office: 1 }); // sofas in any room
    const brand = Object.fromEntries(val.facets.Brand!.map((f) => [f.value, f.count]));
    expect(brand).toEqual({ ca: 2, jc: 1, rowe: 1 });
    const avail = Object.fromEntries(val.facets.availability!.map((f) => [f.value, f.count]));
    expect(avail).toEqual({ in_stock: 2, low_stock: 1, unavailable: 1 });
  });

  it('matches the children of a parent category (menus link to groups)', async () => {
    const db = t.testDb.db;
    await db.query(
      `INSERT INTO categories (slug, name, shape) VALUES ('seating', 'Seating', 'group')`,
    );
    await db.query(
      `UPDATE categories SET parent_id = (SELECT id FROM categories WHERE slug = 'seating') WHERE slug = 'sofas'`,
    );
    const val = await search({ Category: ['seating'] });
    expect(skus(val.list)).toEqual(['CA-SOF-001', 'CA-SOF-002', 'JC-SOF-007', 'ROW-SOF-009']);
  });

  it('filters by availability and brand', async () => {
    expect(skus((await search({ availability: ['backorder'] })).list)).toEqual(['CA-BED-003']);
    expect(skus((await search({ Brand: ['art', 'rowe'] })).list)).toEqual([
      'ART-BED-008',
      'ROW-SOF-009',
    ]);
  });

  it('finds by words, prefixes and SKU, name above description', async () => {
    expect(skus((await search({ keyWord: 'adela' })).list)).toEqual(['CA-BED-003', 'CA-SOF-001']);
    expect(skus((await search({ keyWord: '  velv ' })).list)).toEqual(['CA-SOF-001']);
    expect(skus((await search({ keyWord: 'CA-SOF-002' })).list)).toEqual(['CA-SOF-002']);
    expect(skus((await search({ keyWord: 'walnut' })).list)).toContain('JC-TBL-006');
    const sofas = await search({ keyWord: 'sofa' });
    expect(sofas.total).toBe(4);
  });

  it('tolerates typos with near matches', async () => {
    const val = await search({ keyWord: 'chesterfeild' });
    expect(val.fuzzy).toBe(true);
    expect(skus(val.list)).toEqual(['JC-SOF-007']);
  });

  it.each([
    `"; DROP TABLE products; --`,
    "' OR 1=1 --",
    '%',
    '100%',
    '_',
    '\\',
    'x'.repeat(1000),
    '🛋️🛏️',
    'sofa & | ! :* ()',
    '<script>alert(1)</script>',
  ])('answers a hostile keyword %j with a list, never an error', async (keyWord) => {
    const val = await search({ keyWord });
    expect(Array.isArray(val.list)).toBe(true);
    expect(val.total).toBeGreaterThanOrEqual(0);
  });

  it('refuses a keyword over 1,000 characters with the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: searchProductsCall.path,
      payload: { keyWord: 'x'.repeat(1001) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().err).toBe(ErrorCode.BAD_REQUEST);
  });

  it('keeps sort order stable across pages', async () => {
    const all = await search({ sort: 'name' });
    const names = all.list.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(all.list.length).toBeLessThanOrEqual(Limits.searchPageSize);
    const page2 = await search({ sort: 'name', current_page: 2 });
    expect(page2.list).toEqual([]);
    expect(page2.total).toBe(all.total);
  });
});

describe('prices by role', () => {
  it('sends no price fields to a visitor, and ignores price filters and sorts', async () => {
    const val = await search({ price_min: 1500, sort: 'price_desc' });
    expect(val.priced).toBe(false);
    expect(val.total).toBe(9);
    for (const p of val.list) {
      expect(p).not.toHaveProperty('product_price_about');
      expect(p).not.toHaveProperty('msrp_price');
    }
    const res = await t.app.inject({ method: 'POST', url: searchProductsCall.path, payload: {} });
    expect(res.body).not.toMatch(/final_price|msrp_price|trade_price/);
  });
});

describe('product by SKU', () => {
  const list = async (sku: string, host = 'hom.localhost') => {
    const res = await t.app.inject({
      method: 'POST',
      url: productList.path,
      headers: { host },
      payload: { sku_number: sku },
    });
    expect(res.json().err).toBe(ErrorCode.OK);
    return res.json().val.list as (ProductCard & { images: string[]; materials: string[] })[];
  };

  it('returns the detail with dimensions, materials and images', async () => {
    const [p] = await list('CA-SOF-001');
    expect(p!.name).toBe('Adela Velvet Sofa');
    expect(p!.product_width).toBe(84);
    expect(p!.materials).toEqual(['velvet', 'walnut']);
    expect(p!.images[0]).toBe(
      pathOf(readFile, { block_id: 'product', file_name: 'CA-SOF-001.jpg' }),
    );
    expect(p!.status_tag).toBe('in stock');
    expect(p).not.toHaveProperty('msrp_price');
  });

  it('returns an empty list for an unknown SKU or another brand’s product', async () => {
    expect(await list('NOPE-1')).toEqual([]);
    expect(await list('JC-TBL-006', 'ca.localhost')).toEqual([]);
  });

  it('returns a taken-down product marked as such', async () => {
    const [p] = await list('CA-TBL-005');
    expect(p!.availability).toBe('taken_down');
  });

  it('gives each status its tag', async () => {
    const tags = Object.fromEntries(
      (await list('CA-SOF-001,CA-BED-003,CA-BED-004,JC-SOF-007')).map((p) => [
        p.sku_number,
        p.status_tag,
      ]),
    );
    expect(tags).toEqual({
      'CA-SOF-001': 'in stock',
      'CA-BED-003': 'available soon',
      'CA-BED-004': 'unavailable for purchase',
      'JC-SOF-007': null,
    });
  });
});

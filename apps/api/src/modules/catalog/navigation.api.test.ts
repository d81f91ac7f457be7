import {
  artProductSearch,
  brandCategoryList,
  categoryList,
  caWebMenu,
  ErrorCode,
  ffdCategoryList,
  hotProduct,
  indexCategoryList,
  jcCategoryList,
  readFile,
  roweBrandCategoryList,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { pathOf } from '../../../test/fixtures/call';
import { useTestApp } from '../../../test/fixtures/use-test-app';

const t = useTestApp({ catalog: true });

const call = async (
  method: 'GET' | 'POST',
  url: string,
  host = 'hom.localhost',
  payload?: object,
) => {
  const res = await t.app.inject({
    method,
    url,
    headers: { host },
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().err).toBe(ErrorCode.OK);
  return res.json().val;
};

describe('menus and footers', () => {
  it('web_menu gives Caracole pc, pad (falling back to pc) and footer, dealers their own', async () => {
    const val = await call('POST', caWebMenu.path, 'ca.localhost');
    expect(val.pc[0].name).toBe('CA Living');
    expect(val.pad).toEqual(val.pc);
    expect(val.footer[0].children[0].link).toBe('/privacyPolicy');
    expect(Object.keys(val.pc[0]).sort()).toEqual(
      ['_blank', 'children', 'is_show', 'link', 'name', 'preview_link', 'second_menu_style'].sort(),
    );
    const dealer = await call('POST', caWebMenu.path, 'ca-dealer.localhost');
    expect(dealer.pc[0].name).toBe('CA_DEALER Living');
  });

  it('JC and FFD read menu and footer from their calls', async () => {
    expect((await call('POST', jcCategoryList.path, 'jc.localhost')).menu[0].name).toBe(
      'JC Living',
    );
    expect((await call('POST', ffdCategoryList.path, 'ffd.localhost')).menu[1].name).toBe(
      'FFD Bedroom',
    );
  });

  it('category_list counts the site’s products and carries its menu', async () => {
    const val = await call('GET', categoryList.path, 'ca.localhost');
    expect(val.menu[0].name).toBe('CA Living');
    const counts = Object.fromEntries(
      val.list.map((c: { slug: string; count: number }) => [c.slug, c.count]),
    );
    expect(counts).toEqual({ sofas: 2, beds: 2 }); // the taken-down table is not counted
    expect(val.list[0].image).toMatch(/^\/mibd\/file\/read_file\/product\/.+\?width=300$/);
  });

  it('index_category_list gives the largest categories first, limited', async () => {
    const val = await call('GET', `${indexCategoryList.path}?limit=2`);
    expect(val.list.map((c: { slug: string }) => c.slug)).toEqual(['sofas', 'beds']);
  });

  it('brand_category_list groups categories by product brand', async () => {
    const val = await call('GET', brandCategoryList.path);
    const jc = val.list.find((g: { brand_id: string }) => g.brand_id === 'jc');
    expect(jc.name).toBe('Jonathan Charles');
    expect(jc.categories.map((c: { slug: string }) => c.slug).sort()).toEqual([
      'dining-tables',
      'sofas',
    ]);
    const rowe = await call('GET', roweBrandCategoryList.path, 'rowe.localhost');
    expect(rowe.list).toHaveLength(1);
    expect(rowe.list[0].brand_id).toBe('rowe');
  });
});

describe('featured products and ART live search', () => {
  it('hot_product lists only products on sale and in stock', async () => {
    const val = await call('GET', `${hotProduct.path}?limit=20`, 'ca.localhost');
    expect(val.list.map((p: { sku_number: string }) => p.sku_number).sort()).toEqual([
      'CA-SOF-001',
      'CA-SOF-002',
    ]);
  });

  it('art search returns name, image and SKU, and answers the empty call', async () => {
    const val = await call('POST', artProductSearch.path, 'art.localhost', {
      page: 1,
      limit: 10,
      search: 'rivo',
    });
    expect(val.list).toEqual([
      {
        name: 'Rivoli 100% Cotton Bed',
        image: `${pathOf(readFile, { block_id: 'product', file_name: 'ART-BED-008.jpg' })}?width=100`,
        sku_number: 'ART-BED-008',
      },
    ]);
    const empty = await call('POST', artProductSearch.path, 'art.localhost', {});
    expect(empty.total).toBe(1);
  });
});

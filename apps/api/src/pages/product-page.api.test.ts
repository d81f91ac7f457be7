import {
  Brands,
  type ProductDetail,
  productDataKey,
  productList,
  readFile,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { pathOf } from '../../test/fixtures/call';
import { expectPage } from '../../test/fixtures/expect-page';
import { useTestApp } from '../../test/fixtures/use-test-app';
import { renderProductPage } from './product-page';

const t = useTestApp({ catalog: true });

const page = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });

const jsonLd = (html: string) => {
  const m = /<script type="application\/ld\+json">(.+?)<\/script>/s.exec(html);
  expect(m).not.toBeNull();
  return JSON.parse(m![1]!);
};

/** The required shape of a schema.org Product as search engines read it. */
const expectSchemaOrgProduct = (ld: Record<string, unknown>) => {
  expect(ld['@context']).toBe('https://schema.org');
  expect(ld['@type']).toBe('Product');
  expect(typeof ld.name).toBe('string');
  expect(typeof ld.sku).toBe('string');
  expect(Array.isArray(ld.image)).toBe(true);
  for (const src of ld.image as string[]) expect(() => new URL(src)).not.toThrow();
  expect((ld.brand as { '@type': string })['@type']).toBe('Brand');
  const offers = ld.offers as Record<string, string>;
  expect(offers['@type']).toBe('Offer');
  expect(offers.availability).toMatch(
    /^https:\/\/schema\.org\/(InStock|LimitedAvailability|BackOrder|OutOfStock|Discontinued)$/,
  );
  for (const dim of ['width', 'height', 'depth']) {
    expect((ld[dim] as { '@type': string })['@type']).toBe('QuantitativeValue');
  }
};

describe('server-rendered product pages', () => {
  it('renders title, description, canonical, Open Graph and JSON-LD, then the SPA', async () => {
    const res = await page(
      '/page/products/product-CA-SOF-001.html?source=llm',
      'ca.localhost:8080',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Adela Velvet Sofa | Caracole</title>');
    expect(html).toContain(
      '<meta name="description" content="Adela Velvet Sofa: a well made piece for the trade.">',
    );
    expect(html).toContain(
      '<link rel="canonical" href="http://ca.localhost:8080/page/products/product-CA-SOF-001.html">',
    );
    expect(html).toContain('<meta property="og:title" content="Adela Velvet Sofa | Caracole">');
    expect(html).toContain('data-brand="CA"');
    const ld = jsonLd(html);
    expectSchemaOrgProduct(ld);
    expect(ld.sku).toBe('CA-SOF-001');
    expect(ld.offers.availability).toBe('https://schema.org/InStock');
    expect(JSON.stringify(ld)).not.toMatch(/price/i);
  });

  it('serves the HOM form /productDetail?sku_number= on HOM only', async () => {
    const res = await page('/productDetail?sku_number=JC-TBL-006&source=llm', 'hom.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      'href="http://hom.localhost:8080/productDetail?sku_number=JC-TBL-006"',
    );
    expectSchemaOrgProduct(jsonLd(res.body));
    const onCa = await page('/productDetail?sku_number=CA-SOF-001', 'ca.localhost');
    expect(onCa.statusCode).toBe(404);
    expect(onCa.body).not.toContain('ld+json');
  });

  it('answers 404 with the SPA for an unknown product, 410 for a taken-down one', async () => {
    const unknown = await page('/page/products/product-NOPE.html', 'hom.localhost');
    expectPage(unknown, 404, 'data-brand="HOM"');
    const gone = await page('/page/products/product-CA-TBL-005.html', 'ca.localhost');
    expectPage(gone, 410, 'Product no longer available');
    expect(jsonLd(gone.body).offers.availability).toBe('https://schema.org/Discontinued');
  });

  it("carries the product call's answer to a visitor for the screen (decision 014)", async () => {
    const block = (html: string) =>
      JSON.parse(/id="portal-first-page">(.*?)<\/script>/s.exec(html)![1]!) as {
        key: string;
        val: ProductDetail | null;
      };
    const res = await page('/page/products/product-CA-SOF-001.html', 'ca.localhost');
    const data = block(res.body);
    expect(data.key).toBe(productDataKey('CA-SOF-001'));
    const call = await t.app.inject({
      method: 'POST',
      url: productList.path,
      headers: { host: 'ca.localhost' },
      payload: { sku_number: 'CA-SOF-001' },
    });
    // What the storefront makes of that call (product-by-sku.ts): the first of the list.
    expect(data.val).toEqual(call.json().val.list[0]);
    expect(data.val?.product_price_about?.final_price).toBeUndefined();
    const unknown = block((await page('/page/products/product-NOPE.html', 'hom.localhost')).body);
    expect(unknown).toEqual({ key: productDataKey('NOPE'), val: null });
  });

  it('never lets product text break out of its tags', () => {
    const evil = '</script><script>alert(1)</script>"><img src=x>';
    const html = renderProductPage(
      '<html><head><title>x</title></head><body data-brand="HOM"></body></html>',
      {
        sku_number: 'X-1',
        name: evil,
        description: evil,
        images: [pathOf(readFile, { block_id: 'product', file_name: 'x.jpg' })],
        materials: [],
        finishes: [],
        rooms: [],
        category: 'Sofas',
        availability: 'in_stock',
        product_width: 1,
        product_length: 1,
        product_height: 1,
      } as unknown as ProductDetail,
      Brands.HOM,
      'http://hom.localhost',
      '/page/products/product-X-1.html',
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x>');
    expect(jsonLd(html).name).toBe(evil);
  });
});

import {
  FIRST_PAGE_ELEMENT_ID,
  type FirstPageData,
  listRouteSpec,
  type ProductCard,
  readListState,
  toSearchBody,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { searchProducts } from '../../test/fixtures/catalog-fixture';
import { useTestApp } from '../../test/fixtures/use-test-app';

const t = useTestApp({ catalog: true });

const page = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });

type Val = { list: ProductCard[]; total: number };

/** The data block of a page, parsed; null when the page has none. */
const firstPage = (html: string): FirstPageData<Val> | null => {
  const m = new RegExp(
    `<script type="application/json" id="${FIRST_PAGE_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  return m ? JSON.parse(m[1]!) : null;
};

/** What the search call answers a visitor for a body. */
const searchVal = async (body: object, host: string) => {
  const res = await searchProducts(t, body, host);
  return res.json().val as Val;
};

const bodyFor = (
  brand: 'HOM' | 'CA',
  name: string,
  params: Record<string, string>,
  query: string,
) => {
  const spec = listRouteSpec({ name, params })!;
  return toSearchBody(readListState(new URLSearchParams(query), spec), spec, brand);
};

describe('a list page carries its first page of results (decision 013)', () => {
  it("is the search call's own answer to a visitor, keyed by the search body", async () => {
    const res = await page('/productList?Room=living_room&sort=name', 'hom.localhost');
    expect(res.statusCode).toBe(200);
    const data = firstPage(res.body);
    expect(data).not.toBeNull();
    const body = bodyFor('HOM', 'productList', {}, '?Room=living_room&sort=name');
    expect(data!.key).toBe(JSON.stringify(body));
    const answer = await searchVal(body, 'hom.localhost');
    expect(answer.total).toBeGreaterThan(0);
    expect(data!.val).toEqual(answer);
  });

  it('reads path parameters: a CA category page lists that category', async () => {
    const res = await page('/product/category/sofas', 'ca.localhost');
    const data = firstPage(res.body)!;
    const body = bodyFor('CA', 'productCaracole', { type: 'category', identifying: 'sofas' }, '');
    expect(JSON.parse(data.key)).toEqual(body);
    expect(body.Category).toEqual(['sofas']);
    expect(data.val).toEqual(await searchVal(body, 'ca.localhost'));
  });

  it('shows no price, whoever asks: the page is sent before any session is known', async () => {
    const data = firstPage((await page('/productList', 'hom.localhost')).body)!;
    expect(data.val.list.length).toBeGreaterThan(0);
    for (const card of data.val.list) {
      expect(card.product_price_about?.final_price).toBeUndefined();
      expect(card.msrp_price).toBeUndefined();
    }
  });

  it("preloads the first row's pictures with the cards' own srcset", async () => {
    const html = (await page('/productList', 'hom.localhost')).body;
    const first = firstPage(html)!.val.list[0]!;
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(2);
    expect(preloads[0]).toContain(`href="${first.image.split('?')[0]}?width=300"`);
    expect(preloads[0]).toContain('imagesrcset="');
    expect(preloads[0]).toContain('imagesizes="');
  });

  it('keeps a hostile keyword inside the data block', async () => {
    const keyword = '</script><script>alert(1)</script><!--';
    const res = await page(
      `/productList/search?keyWord=${encodeURIComponent(keyword)}`,
      'hom.localhost',
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    const data = firstPage(res.body)!;
    expect(JSON.parse(data.key).keyWord).toBe(keyword);
  });

  it('carries the page, sort and filters of its own address, right after another was cached (#19)', async () => {
    const addresses = [
      '',
      '?page=2',
      '?sort=name',
      '?sort=name&page=2',
      '?Room=living_room&page=2',
    ];
    const seen = new Map<string, string[]>();
    // Twice: the second round comes from the search cache and the kept markup.
    for (const round of [1, 2]) {
      for (const query of addresses) {
        const data = firstPage((await page(`/productList${query}`, 'hom.localhost')).body)!;
        const body = bodyFor('HOM', 'productList', {}, query);
        expect(data.key, `${query} (round ${round})`).toBe(JSON.stringify(body));
        expect(data.val, `${query} (round ${round})`).toEqual(
          await searchVal(body, 'hom.localhost'),
        );
        const skus = data.val.list.map((p) => p.sku_number);
        if (round === 2) expect(skus, query).toEqual(seen.get(query));
        seen.set(query, skus);
      }
    }
    // The fixture's nine products fill one page: page 2 is the empty page past the last.
    expect(seen.get('')!.length).toBeGreaterThan(0);
    expect(seen.get('?page=2')).toEqual([]);
    expect(seen.get('?sort=name&page=2')).toEqual([]);
    expect(seen.get('?sort=name')).not.toEqual(seen.get(''));
  });

  it('is left out of pages that are not lists', async () => {
    for (const url of ['/home', '/login', '/no-such-page']) {
      expect(firstPage((await page(url, 'hom.localhost')).body)).toBeNull();
    }
  });
});

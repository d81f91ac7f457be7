// @vitest-environment node
import { listRouteSpec, type PrerenderInput, readListState, toSearchBody } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { prerender, prerenderExtras } from './entry-server';
import { ConsentTexts } from './features/consent/consent-texts';
import { productCard, searchResult } from './test/catalog-fixtures';

/** The storefront's server build renders a visitor's list (decision 014), without a window. */
const card = (i: number) => productCard(i, `Prerendered Chair ${i}`);
const val = searchResult({ list: Array.from({ length: 20 }, (_, i) => card(i)), total: 20 });

/** The search body's key, as the API computes it for the address. */
const keyOf = (query: string) => {
  const spec = listRouteSpec({ name: 'productList', params: {} })!;
  return JSON.stringify(toSearchBody(readListState(new URLSearchParams(query), spec), spec, 'HOM'));
};

const input = (over: Partial<PrerenderInput> = {}): PrerenderInput => ({
  url: '/productList?Room=living_room',
  route: 'productList',
  params: {},
  firstPage: { key: keyOf('?Room=living_room'), val },
  viewport: 'narrow',
  origin: { protocol: 'http:', port: '8080' },
  ...over,
});

describe('prerender (the server build)', () => {
  it("renders the list's cards from the page's first page, with a visitor's price line", async () => {
    expect(typeof window).toBe('undefined');
    const html = (await prerender(input()))!;
    expect(html).toContain('data-testid="page-title"');
    expect(html).toContain('Prerendered Chair 0');
    // The first cards only; the rest follow in the browser after the first paint.
    expect(html).not.toContain('Prerendered Chair 19');
    expect(html).toContain('Login to see your price');
    expect(html).toContain('data-testid="site-header"');
    // Even the first render finishes every part (lazy ones included): nothing is left to the
    // browser, which would report it as an error while hydrating.
    expect(html).not.toContain('<!--$!-->');
  });

  it('renders the markup of the guessed viewport; CSS lays out the real one', async () => {
    // The filters' sidebar only for a wide guess; a narrow one has them as links in the
    // popover that its Filters button opens before any script (decision 052). The button in
    // both, hidden by CSS on a wide window, so a wrong guess still paints right.
    const narrow = (await prerender(input()))!;
    // (React writes popoverTarget as it is named; HTML's attribute names ignore case.)
    expect(narrow).toMatch(/<button [^>]*popovertarget="list-filters"[^>]*>(<[^>]+>)*Filters</i);
    expect(narrow).not.toContain('<aside');
    expect(narrow).toMatch(/<div id="list-filters" popover="auto"[^>]*>/);
    expect(narrow).toMatch(
      /<a role="checkbox" aria-checked="true" [^>]*href="\/productList"[^>]*>(<[^>]+>)*Living Room/,
    );
    const wide = (await prerender(input({ viewport: 'wide' })))!;
    expect(wide).toContain('<aside');
    expect(wide).toContain('Living Room');
    expect(wide).toMatch(/class="[^"]*narrowOnly[^"]*"[^>]*>(<[^>]+>)*Filters</);
  });

  it("links the sibling brand sites on the request's protocol and port", async () => {
    const html = (await prerender(input({ origin: { protocol: 'https:', port: '' } })))!;
    expect(html).toContain('href="https://ca.localhost/home"');
    const local = (await prerender(input()))!;
    expect(local).toContain('href="http://ca.localhost:8080/home"');
  });

  it('renders nothing when the first page answers another search, or for other screens', async () => {
    expect(await prerender(input({ url: '/productList?Room=bedroom' }))).toBeNull();
    expect(await prerender(input({ firstPage: undefined }))).toBeNull();
    expect(await prerender(input({ route: 'login', url: '/login' }))).toBeNull();
  });

  it("renders the brand's landing for a home, with no data", async () => {
    const html = (await prerender(input({ route: 'home', url: '/home', firstPage: undefined })))!;
    expect(html).toContain('data-testid="site-header"');
    expect(html).toMatch(/data-testid="page-title"[^>]*>Home of the Group</);
    expect(html).not.toContain('<!--$!-->');
  });

  it('leaves no data behind for the next render', async () => {
    await prerender(input());
    const other = { ...val, list: [card(99)], total: 1 };
    const html = (await prerender(
      input({ firstPage: { key: keyOf('?Room=living_room'), val: other } }),
    ))!;
    expect(html).toContain('Prerendered Chair 99');
    expect(html).not.toContain('Prerendered Chair 0<');
  });

  it('renders the cookie banner for outside #root, without a second copy of the theme', () => {
    const html = prerenderExtras();
    expect(html).toContain(`aria-label="${ConsentTexts.region}"`);
    expect(html).toContain(ConsentTexts.message);
    expect(html).toContain('href="/cookiesPolicy"');
    expect(html).toContain(ConsentTexts.acceptAll);
    expect(html).not.toContain('<style');
  });
});

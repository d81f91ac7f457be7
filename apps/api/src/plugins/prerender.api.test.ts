import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  BRAND_FONT_FACES,
  FLOATING_ATTRIBUTE,
  type PrerenderInput,
  prerenderEntry,
  productDataKey,
  STATIC_EXTRAS_ID,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectPage } from '../../test/fixtures/expect-page';
import { useTestApp } from '../../test/fixtures/use-test-app';
import { LATE_SCRIPTS_LOADER } from './late-scripts';

/**
 * The API's side of prerendered pages (decision 014), with stand-in server builds: HOM's echoes
 * what it was asked to render, CA's fails. The real build's markup and its hydration are tested
 * in entry-server.test.tsx and the browser journeys.
 */
const t = useTestApp({ catalog: true });
const PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

const ENTRY_TAG = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
const FONT_PRELOAD =
  '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-core-1.woff2">';
const FONT_LIST = `<script type="application/json" id="${BRAND_FONT_FACES.list}">{"family":"Inter","faces":[]}</script>`;
const FALLBACK_FACES = "<style data-brand-fonts>@font-face{font-family:'Inter Fallback'}</style>";
const FONT_FACES = `<style ${BRAND_FONT_FACES.style}>@font-face{font-family:'Inter';src:url(/assets/inter-core-1.woff2)}</style>`;
const INDEX = `<!doctype html><html lang="en"><head>${FONT_LIST}${ENTRY_TAG}\n    ${FONT_PRELOAD}${FALLBACK_FACES}\n    ${FONT_FACES}<link rel="stylesheet" href="/assets/index-1.css"></head><body><div id="root" data-brand="X"></div></body></html>`;
const ECHO = `export const prerender = async (input) =>
  input.url.includes('nothing') ? null : '<p id="echo">' + encodeURIComponent(JSON.stringify(input)) + ' $& $1</p>';
export const prerenderExtras = () => '<section id="banner">Cookies $&</section>';`;
const FAILING = `export const prerender = async () => { throw new Error('render failed'); };`;
/** JC's build renders its pages but its banner fails. */
const BROKEN_EXTRAS = `export const prerender = async () => '<p id="ok">page</p>';
export const prerenderExtras = () => { throw new Error('banner failed'); };`;

beforeAll(async () => {
  const dist = t.config.storefrontDist;
  for (const [slug, code] of [
    ['hom', ECHO],
    ['ca', FAILING],
    ['jc', BROKEN_EXTRAS],
  ] as const) {
    await fs.writeFile(path.join(dist, slug, 'index.html'), INDEX);
    const entry = path.join(dist, prerenderEntry(slug));
    await fs.mkdir(path.dirname(entry), { recursive: true });
    await fs.writeFile(entry, code);
  }
});

const get = (url: string, host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, 'user-agent': PHONE, ...headers } });

/** What the stand-in build was asked to render, or null when the page holds no prerender. */
const echoed = (html: string): PrerenderInput | null => {
  const m = /<p id="echo">([^ <]*)/.exec(html);
  return m ? JSON.parse(decodeURIComponent(m[1]!)) : null;
};

describe('prerendered list pages (decision 014)', () => {
  it("renders a visitor's list into #root with the page's own first page, marked for hydration", async () => {
    const res = await get('/productList?Room=living_room', 'hom.localhost:8080');
    expect(res.statusCode).toBe(200);
    const input = echoed(res.body)!;
    expect(input).toMatchObject({
      url: '/productList?Room=living_room',
      route: 'productList',
      params: {},
      viewport: 'narrow',
      origin: { protocol: 'http:', port: '8080' },
    });
    const block = /id="portal-first-page">(.*?)<\/script>/s.exec(res.body)![1]!;
    expect(input.firstPage).toEqual(JSON.parse(block));
    expect(res.body).toContain(
      '<div id="root" data-brand="X" data-prerendered="/productList?Room=living_room" data-viewport="narrow"><p id="echo">',
    );
    // '$' sequences in the markup are kept as they are.
    expect(res.body).toContain(' $& $1</p></div>');
    expect(res.headers.vary).toContain('Cookie');
  });

  it('keeps a hostile address inside its attribute', async () => {
    const res = await get('/productList/search?keyWord=%22%3E%3Cscript%3E', 'hom.localhost');
    expect(echoed(res.body)!.url).toBe('/productList/search?keyWord=%22%3E%3Cscript%3E');
    const raw = await get('/productList/search?keyWord="><script>x</script>', 'hom.localhost');
    expect(raw.statusCode).toBe(200);
    expect(raw.body).not.toContain('<script>x</script>');
    // Quotes and brackets reach the page percent-encoded (as browsers send them) or escaped.
    expect(raw.body).toMatch(/data-prerendered="\/productList\/search\?keyWord=[^"<>]*"/);
  });

  it("applies the screen's styles at once (the page paints before its script)", async () => {
    const res = await get('/productList', 'hom.localhost');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/catalog-1.css">');
    expect(res.body).not.toContain('rel="preload" as="style"');
    // The shell's lazy parts are in the markup too: their styles come with it.
    expect(res.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/header-icons-1.css">',
    );
    const plain = await get('/productList', 'hom.localhost', { cookie: 'X-Auth-Token=abc' });
    expect(plain.body).not.toContain('header-icons-1.css');
  });

  it('starts its scripts once the page has loaded, by the one loader the CSP allows (decision 033)', async () => {
    const res = await get('/productList', 'hom.localhost');
    // No script fetched alongside the styles and first pictures: no entry tag, no modulepreload.
    expect(res.body).not.toContain(ENTRY_TAG);
    expect(res.body).not.toContain('rel="modulepreload"');
    const boot = /<script type="application\/json" id="portal-boot">(.*?)<\/script>/.exec(res.body);
    expect(JSON.parse(boot![1]!)).toEqual({
      entry: '/assets/index-1.js',
      preload: ['/assets/screens-layout-1.js', '/assets/product-list-1.js'],
    });
    const loaders = [...res.body.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]!);
    expect(loaders).toEqual([LATE_SCRIPTS_LOADER]);
    const allowed = /script-src ([^;]*)/.exec(res.headers['content-security-policy'] as string)![1];
    const hash = crypto.createHash('sha256').update(loaders[0]!).digest('base64');
    expect(allowed).toBe(`'self' 'sha256-${hash}'`);
    // A signed-in browser renders the page itself: its scripts come at once, as before.
    const plain = await get('/productList', 'hom.localhost', { cookie: 'X-Auth-Token=abc' });
    expect(plain.body).toContain(ENTRY_TAG);
    expect(plain.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/product-list-1.js">',
    );
    expect(plain.body).not.toContain('portal-boot');
  });

  it("leaves a first visit's brand font to the loader, which adds it after the first paint (decision 042)", async () => {
    const res = await get('/productList', 'hom.localhost');
    expect(res.body).not.toContain('as="font"');
    expect(res.body).not.toContain(BRAND_FONT_FACES.style);
    expect(res.body).not.toContain("font-family:'Inter';");
    // The fallback faces stay (the first paint is set in them), and the list the loader reads.
    expect(res.body).toContain(FALLBACK_FACES);
    expect(res.body).toContain(FONT_LIST);
    expect(res.body.indexOf(FONT_LIST)).toBeLessThan(res.body.indexOf(LATE_SCRIPTS_LOADER));
    // Once the page is quiet it fetches the early faces and adds them at once (the others once a
    // text needs them, and only loaded), and starts the
    // scripts two frames after (500 ms at most); at a tap both at once; on a device that
    // fetched them (remembered after a fetch) the faces go in at once, in the head.
    expect(LATE_SCRIPTS_LOADER).toContain(
      'const quiet=()=>{fonts().then(()=>frames(go));setTimeout(go,500)}',
    );
    const go = LATE_SCRIPTS_LOADER.slice(LATE_SCRIPTS_LOADER.indexOf('const go='));
    expect(go).toMatch(/^const go=\(\)=>\{if\(s\+\+\)return;fonts\(\);/);
    expect(LATE_SCRIPTS_LOADER).toContain("if(localStorage.getItem('fontsFetched'))fonts(1)");
    expect(LATE_SCRIPTS_LOADER).toContain(
      "const first=needs(text())?(k=1,all):early;return load(first).then(()=>{add(first);watch();try{localStorage.setItem('fontsFetched','1')}",
    );
    // A page the browser renders itself waits for its script anyway: the font is preloaded.
    const plain = await get('/productList', 'hom.localhost', { cookie: 'X-Auth-Token=abc' });
    expect(plain.body).toContain(FONT_PRELOAD);
    expect(plain.body).toContain(FONT_FACES);
  });

  it("places the build's extras (the cookie banner) after #root, inert, hidden once consent is stored", async () => {
    const res = await get('/productList', 'hom.localhost');
    expect(res.body).toContain(
      `</p></div><div id="${STATIC_EXTRAS_ID}" inert><section id="banner">Cookies $&</section></div>`,
    );
    expect(res.body).toContain(`html[data-consent] #${STATIC_EXTRAS_ID}{display:none}`);
    // Cara's entry and back-to-top wait while the inert copy shows (never over its buttons).
    expect(res.body).toContain(
      `html:not([data-consent]):has(#${STATIC_EXTRAS_ID}) [${FLOATING_ATTRIBUTE}]{visibility:hidden}`,
    );
    expect(LATE_SCRIPTS_LOADER).toContain("localStorage.getItem('COOKIES_HAVE_BEEN_SET')");
    // Not on a page the browser renders itself, nor where nothing was prerendered.
    const plain = await get('/productList', 'hom.localhost', { cookie: 'X-Auth-Token=abc' });
    expect(plain.body).not.toContain(STATIC_EXTRAS_ID);
    const nothing = await get('/productList/search?keyWord=nothing', 'hom.localhost');
    expect(nothing.body).not.toContain(STATIC_EXTRAS_ID);
    // A banner that fails to render costs the page only the banner.
    const broken = await get('/home', 'jc.localhost');
    expect(broken.body).toContain('<p id="ok">page</p></div>');
    expect(broken.body).not.toContain(STATIC_EXTRAS_ID);
  });

  it('guesses the layout from the mobile hints', async () => {
    const desktop = await get('/productList', 'hom.localhost', { 'user-agent': DESKTOP });
    expect(echoed(desktop.body)!.viewport).toBe('wide');
    const hinted = await get('/productList', 'hom.localhost', {
      'user-agent': DESKTOP,
      'sec-ch-ua-mobile': '?1',
    });
    expect(echoed(hinted.body)!.viewport).toBe('narrow');
  });

  it('leaves a signed-in browser the plain page (its prices and corner are its own)', async () => {
    const res = await get('/productList', 'hom.localhost', { cookie: 'a=1; X-Auth-Token=abc' });
    expect(echoed(res.body)).toBeNull();
    expect(res.body).toContain('<div id="root" data-brand="X"></div>');
    expect(res.body).toContain('rel="preload" as="style"');
    // The visitor's first page is still there for the screen to skip (decision 013).
    expect(res.body).toContain('id="portal-first-page"');
  });

  it('sends the plain page when the build renders nothing or fails', async () => {
    const nothing = await get('/productList/search?keyWord=nothing', 'hom.localhost');
    expectPage(nothing, 200, '<div id="root" data-brand="X"></div>');
    const failed = await get('/product/category', 'ca.localhost');
    expectPage(failed, 200, '<div id="root" data-brand="X"></div>', 'id="portal-first-page"');
  });

  it('prerenders a product page with the product it carries', async () => {
    const res = await get('/page/products/product-CA-SOF-001.html', 'hom.localhost');
    const input = echoed(res.body)!;
    expect(input).toMatchObject({
      route: 'productPage',
      params: { file: 'product-CA-SOF-001.html' },
    });
    expect(input.firstPage?.key).toBe(productDataKey('CA-SOF-001'));
    expect(input.firstPage!.val).toMatchObject({ sku_number: 'CA-SOF-001' });
    // Its head still has the product's tags for sharing and search engines; the summary for
    // browsers without script is left out, as the page itself shows the product.
    expect(res.body).toContain('application/ld+json');
    expect(res.body).not.toContain('<noscript>');
    const plain = await get('/page/products/product-CA-SOF-001.html', 'hom.localhost', {
      cookie: 'X-Auth-Token=abc',
    });
    expect(plain.body).toContain('<noscript><article><h1>');
  });

  it("prerenders a brand's home too, which needs no data", async () => {
    const input = echoed((await get('/home', 'hom.localhost')).body)!;
    expect(input).toMatchObject({ url: '/home', route: 'home', viewport: 'narrow' });
    expect(input.firstPage).toBeUndefined();
  });

  it('prerenders only lists and homes, and nothing for brands without a server build', async () => {
    for (const url of ['/login', '/contactUs', '/no-such-page']) {
      expect(echoed((await get(url, 'hom.localhost')).body)).toBeNull();
    }
    const jc = await get('/productList/category', 'jc.localhost');
    expect(jc.statusCode).toBe(200);
    expect(echoed(jc.body)).toBeNull();
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { Brands, ErrorCode } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { expectPage } from './fixtures/expect-page';
import { useTestApp } from './fixtures/use-test-app';
import { createTestApp, FAKE_FIRST_SCREENS, PRECOMPRESSED_ASSET } from './test-app';

const t = useTestApp();

const get = (url: string, host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('brand hosting by Host header', () => {
  it.each(Object.values(Brands).map((b) => [b.defaultHost, b.code]))(
    '%s serves the %s build on any port',
    async (host, code) => {
      for (const h of [host, `${host}:8080`, `${host}:4173`]) {
        const res = await get('/home', h);
        expectPage(res, 200, `data-brand="${code}"`);
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    },
  );

  it('serves HOM on plain localhost and 127.0.0.1', async () => {
    for (const host of ['localhost:8080', '127.0.0.1:8080', 'LOCALHOST']) {
      expect((await get('/home', host)).body).toContain('data-brand="HOM"');
    }
  });

  it('falls back to index.html for deep links (history routing)', async () => {
    const res = await get('/product/category/sofas', 'ca.localhost');
    expectPage(res, 200, 'data-brand="CA"');
  });

  it("names the files of the route's first screen in the page's head (decision 013)", async () => {
    const preloads = (html: string) =>
      [
        ...html.matchAll(
          /<link rel="(?:modulepreload|preload" as="style)" crossorigin href="([^"]+)">/g,
        ),
      ].map((m) => m[1]);
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const list = (await get('/productList?Room=bed_room', 'hom.localhost')).body;
    expect(preloads(head(list))).toEqual([
      ...FAKE_FIRST_SCREENS.every,
      ...FAKE_FIRST_SCREENS.screens.list,
    ]);
    expect(list).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/catalog-1.css">',
    );
    expect(list).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/product-list-1.js">',
    );
    // A route without its own entry gets the files every screen needs; a non-route gets none.
    expect(preloads((await get('/login', 'hom.localhost')).body)).toEqual(FAKE_FIRST_SCREENS.every);
    expect(preloads((await get('/no-such-page', 'hom.localhost')).body)).toEqual([]);
  });

  it('answers 404 (with the SPA) for paths that are not a route of that brand', async () => {
    const unknown = await get('/no-such-page', 'hom.localhost');
    expectPage(unknown, 404, 'data-brand="HOM"');
    // /shop is ART-only: on HOM it is not a route.
    expect((await get('/shop', 'hom.localhost')).statusCode).toBe(404);
    expect((await get('/shop', 'art.localhost')).statusCode).toBe(200);
  });

  it('marks hashed assets immutable and compresses them', async () => {
    const res = await get('/assets/index-abc123.js', 'jc.localhost');
    expectPage(res, 200, "'JC'");
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const html = await get('/home', 'jc.localhost', { 'accept-encoding': 'gzip' });
    expect(html.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's brotli copy of an asset as it is, varying on Accept-Encoding", async () => {
    const url = `/assets/${PRECOMPRESSED_ASSET}`;
    const br = await get(url, 'art.localhost', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const copy = await fs.readFile(
      path.join(t.config.storefrontDist, 'art', 'assets', `${PRECOMPRESSED_ASSET}.br`),
    );
    expect(Buffer.compare(br.rawPayload, copy)).toBe(0);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain("'ART-399'");
    const plain = await get(url, 'art.localhost');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain("'ART-0'");
  });

  it('answers a missing asset with 404, not the index', async () => {
    const res = await get('/assets/missing-123.js', 'hom.localhost');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
  });

  it('serves root files with a short cache and refuses traversal', async () => {
    const robots = await get('/robots.txt', 'rowe.localhost');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    const evil = await get('/assets/..%2F..%2F..%2Fetc%2Fpasswd', 'hom.localhost');
    expect(evil.body).not.toContain('root:');
  });

  it('answers JSON 404 for non-GET requests to unknown paths', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/home',
      headers: { host: 'hom.localhost' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().err).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('without builds', () => {
  it('says how to build instead of failing', async () => {
    const bare = await createTestApp({ withBuilds: false });
    try {
      const res = await bare.app.inject({
        method: 'GET',
        url: '/home',
        headers: { host: 'ca.localhost' },
      });
      expectPage(res, 503, 'npm run build');
    } finally {
      await bare.close();
    }
  });

  it('honours BRAND_HOSTS overrides', async () => {
    const custom = await createTestApp({ env: { BRAND_HOSTS: 'shop.example.test=ART' } });
    try {
      const res = await custom.app.inject({
        method: 'GET',
        url: '/home',
        headers: { host: 'shop.example.test' },
      });
      expect(res.body).toContain('data-brand="ART"');
    } finally {
      await custom.close();
    }
  });
});

describe('page security headers', () => {
  it('send a strict CSP that frames only the brand origins', async () => {
    const res = await get('/home', 'hom.localhost');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'self' [^;]*http:\/\/ca\.localhost:\*/);
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

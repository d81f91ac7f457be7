import { contactUs, ErrorCode, getHealthz, userRole } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../fixtures/production-env';
import { createTestApp, type TestApp } from '../test-app';

/**
 * In production the brand sites are the configured ones only (BRAND_ORIGINS, and BRAND_HOSTS
 * when set): the CSP frames no other origin, and a Host that names none of them gets no brand.
 */
let dev: TestApp;
let prod: TestApp;
beforeAll(async () => {
  dev = await createTestApp();
  prod = await createTestApp({
    env: { ...PRODUCTION_ENV, BRAND_HOSTS: 'www.example.com=HOM' },
  });
});
afterAll(async () => {
  await dev?.close();
  await prod?.close();
});

const get = (app: TestApp, url: string, host: string) =>
  app.app.inject({ method: 'GET', url, headers: { host, 'x-forwarded-proto': 'https' } });

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))
    ?.split(/\s+/)
    .slice(1) ?? [];

describe('production CSP frame sources', () => {
  it('attack: the production CSP still lists *.localhost frame sources', async () => {
    const res = await get(prod, '/home', 'shop.example.com');
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    for (const name of ['frame-src', 'frame-ancestors']) {
      const sources = directive(csp, name);
      expect(
        sources.filter((s) => /localhost|127\.0\.0\.1/.test(s)),
        name,
      ).toEqual([]);
      // Exactly 'self', the configured origins, and the extra host over https.
      expect([...sources].sort(), name).toEqual(
        [
          "'self'",
          'https://art.example.com',
          'https://ca.example.com',
          'https://dealer.example.com',
          'https://ffd.example.com',
          'https://jc.example.com',
          'https://rowe.example.com',
          'https://shop.example.com',
          'https://www.example.com',
        ].sort(),
      );
    }
  });

  it('keeps the local brand hosts as frame sources outside production', async () => {
    const res = await dev.app.inject({
      method: 'GET',
      url: '/home',
      headers: { host: 'ca.localhost' },
    });
    expect(directive(String(res.headers['content-security-policy']), 'frame-src')).toContain(
      'http://hom.localhost:*',
    );
  });
});

describe('unknown hosts in production', () => {
  it.each([
    ['a page', '/home'],
    ['a product page', '/product/ANY-1'],
    ['an asset', '/assets/index-abc123.js'],
    ['an API call', userRole.path],
  ])(
    'attack: an unknown Host such as hom.localhost is served in production (%s)',
    async (_n, url) => {
      for (const host of ['hom.localhost', 'ca.localhost', 'evil.example.net', '']) {
        const res = await get(prod, url, host);
        expect([421, 404], `${host} ${url}`).toContain(res.statusCode);
        expect(res.headers['content-type'], `${host} ${url}`).toMatch(/^text\/plain/);
        expect(res.body).not.toMatch(/<html|data-brand|Role/);
        expect(res.headers['content-security-policy']).toBeUndefined();
      }
    },
  );

  it('answers a POST to an unknown Host without running the call', async () => {
    const res = await prod.app.inject({
      method: 'POST',
      url: contactUs.path,
      headers: { host: 'hom.localhost' },
      payload: { full_name: 'Probe', email: 'probe@example.net', comments: 'hello' },
    });
    expect([421, 404]).toContain(res.statusCode);
    const kept = await prod.testDb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE body LIKE '%Probe%'`,
    );
    expect(kept.rows[0]?.n).toBe(0);
  });

  it('serves the configured hosts, BRAND_HOSTS included, and health on any Host', async () => {
    for (const [host, brand] of [
      ['shop.example.com', 'HOM'],
      ['ca.example.com', 'CA'],
      ['www.example.com', 'HOM'],
      ['SHOP.example.com:443', 'HOM'],
    ] as const) {
      const page = await get(prod, '/home', host);
      expect(page.statusCode, host).toBe(200);
      expect(page.body, host).toContain(`data-brand="${brand}"`);
    }
    const api = await get(prod, userRole.path, 'ca.example.com');
    expect(api.json().err).toBe(ErrorCode.OK);
    // A load balancer asks by address: health names no brand.
    for (const host of ['127.0.0.1:8080', '10.0.0.5', 'hom.localhost']) {
      const health = await get(prod, getHealthz.path, host);
      expect(health.statusCode, host).toBe(200);
      expect(health.json().val.status).toBe('ok');
    }
  });

  it('serves the local brand hosts outside production', async () => {
    const res = await dev.app.inject({
      method: 'GET',
      url: '/home',
      headers: { host: 'hom.localhost' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-brand="HOM"');
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import {
  AuthMessages,
  ErrorCode,
  forgetPassword,
  type PrerenderInput,
  prerenderEntry,
  sendActivationEmail,
  setPassword,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutbox } from '../../src/routes/dev/outbox-call';
import { ACCOUNTS, loadAccountsFixture } from '../fixtures/accounts-fixture';
import { loadCatalogFixture } from '../fixtures/catalog-fixture';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Links the portal hands out (mails, canonical and Open Graph links, prerendered sibling links)
 * come from BRAND_ORIGINS only: Host and X-Forwarded-* are the caller's to choose.
 */
const HOM = 'https://shop.example.com';
const CA = 'https://caracole.example.com';
const EVIL = 'evil.example';
const FORGED = {
  'x-forwarded-host': EVIL,
  'x-forwarded-proto': 'https',
  'x-forwarded-port': '8443',
  forwarded: `host=${EVIL};proto=https`,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { BRAND_ORIGINS: `HOM=${HOM},CA=${CA}` },
    // What the server believes a caller's address is, for the X-Forwarded-For check.
    extend: (app) => app.get('/test/ip', async (request) => ({ ip: request.ip })),
  });
  await loadAccountsFixture(t.testDb.db);
  await loadCatalogFixture(t.testDb.db);
  // A stand-in server build for HOM that echoes what it was asked to render.
  await fs.writeFile(
    path.join(t.config.storefrontDist, 'hom', 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  const entry = path.join(t.config.storefrontDist, prerenderEntry('hom'));
  await fs.mkdir(path.dirname(entry), { recursive: true });
  await fs.writeFile(
    entry,
    `export const prerender = async (input) => '<p id="echo">' + encodeURIComponent(JSON.stringify(input)) + '</p>';`,
  );
});
afterAll(() => t.close());

const post = async (url: string, payload: object, headers: Record<string, string>) =>
  (await t.app.inject({ method: 'POST', url, payload, headers })).json() as {
    err: number;
    errmsg: string;
  };

const mails = async (to: string) =>
  (
    await t.app.inject({ method: 'GET', url: `${devOutbox.path}?to=${encodeURIComponent(to)}` })
  ).json().val.list as { body: string }[];

const linkIn = (body: string) => /(\S+)\/setPassword\?token=([A-Za-z0-9_-]+)/.exec(body);

describe('mail links', () => {
  it('attack: a reset requested with Host: evil.example mails a link to the brand origin, not to evil.example', async () => {
    const res = await post(
      forgetPassword.path,
      { email: ACCOUNTS.customer },
      { host: EVIL, ...FORGED },
    );
    expect(res.err).toBe(ErrorCode.OK);
    const [mail] = await mails(ACCOUNTS.customer);
    expect(mail!.body).not.toContain(EVIL);
    // An unknown host is HOM, the multi-brand site.
    expect(linkIn(mail!.body)?.[1]).toBe(HOM);
  });

  it("attack: a reset requested on a brand's host with X-Forwarded-Host: evil.example links to that brand's origin", async () => {
    await post(
      forgetPassword.path,
      { email: ACCOUNTS.designer },
      {
        host: 'ca.localhost',
        ...FORGED,
      },
    );
    const [mail] = await mails(ACCOUNTS.designer);
    expect(mail!.body).not.toContain(EVIL);
    expect(linkIn(mail!.body)?.[1]).toBe(CA);
  });

  it('attack: an activation mail re-sent with a forged Host links to the brand origin', async () => {
    const email = 'approved@studio.test';
    await t.testDb.db.query(
      `INSERT INTO users (company_id, account_type, email, first_name, last_name, status)
       SELECT company_id, 'designer', $1, 'Ada', 'Tester', 'active' FROM users WHERE email = $2`,
      [email, ACCOUNTS.designer],
    );
    const res = await post(
      sendActivationEmail.path,
      { email },
      { host: `${EVIL}:8443`, ...FORGED },
    );
    expect(res.err).toBe(ErrorCode.OK);
    const [mail] = await mails(email);
    expect(mail!.body).not.toContain(EVIL);
    expect(linkIn(mail!.body)?.[1]).toBe(HOM);
  });

  it('attack: a reset link leaked from an older mail stops working once a newer one is sent', async () => {
    const email = 'other@studio.test';
    const headers = { host: 'hom.localhost' };
    await post(forgetPassword.path, { email }, headers);
    const leaked = linkIn((await mails(email))[0]!.body)![2]!;
    await post(forgetPassword.path, { email }, headers);
    const fresh = linkIn((await mails(email))[0]!.body)![2]!;
    expect(fresh).not.toBe(leaked);
    const password = 'Brand-New-Pass-7';
    const set = (token: string) =>
      post(setPassword.path, { token, password, confirm_password: password }, headers);
    expect((await set(leaked)).errmsg).toBe(AuthMessages.linkExpired);
    expect((await set(fresh)).err).toBe(ErrorCode.OK);
  });
});

describe('page links', () => {
  it('attack: a product page asked for with X-Forwarded-Host: evil.example has canonical, Open Graph and JSON-LD links on the brand origin', async () => {
    for (const [host, origin] of [
      ['ca.localhost', CA],
      [EVIL, HOM],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/page/products/product-CA-SOF-001.html',
        headers: { host, ...FORGED },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(EVIL);
      expect(res.body).toContain(
        `<link rel="canonical" href="${origin}/page/products/product-CA-SOF-001.html">`,
      );
      expect(res.body).toContain(`"url":"${origin}/page/products/product-CA-SOF-001.html"`);
    }
  });

  it("attack: a page asked for with a forged Host port and X-Forwarded-Proto prerenders sibling links on the brand origin's protocol and port", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/home',
      headers: { host: 'hom.localhost:6666', ...FORGED, 'x-forwarded-proto': 'http' },
    });
    expect(res.body).not.toContain(EVIL);
    const m = /<p id="echo">([^<]*)<\/p>/.exec(res.body);
    expect(m).not.toBeNull();
    const input = JSON.parse(decodeURIComponent(m![1]!)) as PrerenderInput;
    expect(input.origin).toEqual({ protocol: 'https:', port: '' });
  });
});

describe('caller address', () => {
  it('attack: X-Forwarded-For from a caller that is not a configured proxy does not change request.ip', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/test/ip',
      remoteAddress: '203.0.113.5',
      headers: { host: 'hom.localhost', 'x-forwarded-for': '198.51.100.1, 198.51.100.2' },
    });
    expect(res.json()).toEqual({ ip: '203.0.113.5' });
  });

  it('believes X-Forwarded-For only from a proxy named in TRUST_PROXY', async () => {
    const proxied = await createTestApp({
      withBuilds: false,
      env: { TRUST_PROXY: '10.0.0.1' },
      extend: (app) => app.get('/test/ip', async (request) => ({ ip: request.ip })),
    });
    try {
      const ip = async (remoteAddress: string) =>
        (
          await proxied.app.inject({
            method: 'GET',
            url: '/test/ip',
            remoteAddress,
            headers: { 'x-forwarded-for': '198.51.100.1' },
          })
        ).json().ip;
      expect(await ip('10.0.0.1')).toBe('198.51.100.1');
      expect(await ip('203.0.113.5')).toBe('203.0.113.5');
    } finally {
      await proxied.close();
    }
  });
});

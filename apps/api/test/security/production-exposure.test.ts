import fs from 'node:fs';
import path from 'node:path';
import { contactUs, ErrorCode, getHealthz } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { HSTS } from '../../src/plugins/response-headers';
import { devOutbox } from '../../src/routes/dev/outbox-call';
import { CONTACT_FORM } from '../fixtures/form-fixtures';
import { NOT_CALLS } from '../fixtures/not-calls';
import { PRODUCTION_ENV } from '../fixtures/production-env';
import { createTestApp, type TestApp } from '../test-app';

/**
 * What production shows the world and what it keeps to itself: HSTS over https, no API
 * documentation unless configured, never the development mailbox.
 */
let dev: TestApp;
let prod: TestApp;
beforeAll(async () => {
  dev = await createTestApp();
  prod = await createTestApp({ env: PRODUCTION_ENV });
});
afterAll(async () => {
  await dev?.close();
  await prod?.close();
});

const https = { host: 'shop.example.com', 'x-forwarded-proto': 'https' };

describe('HSTS in production over https', () => {
  it.each([
    ['an API answer', getHealthz.path],
    ['a page', '/home'],
    ['a file', '/assets/index-abc123.js'],
    ['an error', NOT_CALLS.unknownMibd],
    ['a malformed address', NOT_CALLS.malformedEscape],
  ])('attack (https downgrade): %s over https carries HSTS', async (_name, url) => {
    const res = await prod.app.inject({ method: 'GET', url, headers: https });
    expect(res.headers['strict-transport-security']).toBe(HSTS);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends no HSTS over http, nor when an untrusted client claims https', async () => {
    const plain = await prod.app.inject({
      method: 'GET',
      url: getHealthz.path,
      headers: { host: 'shop.example.com' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await prod.app.inject({
      method: 'GET',
      url: getHealthz.path,
      headers: https,
      remoteAddress: '203.0.113.9',
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends no HSTS outside production', async () => {
    const res = await dev.app.inject({
      method: 'GET',
      url: getHealthz.path,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('API documentation', () => {
  it('attack (reconnaissance): /docs answers 404 in production', async () => {
    for (const url of [NOT_CALLS.docs, NOT_CALLS.docsJson, NOT_CALLS.docsStatic]) {
      const res = await prod.app.inject({ method: 'GET', url, headers: https });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ err: ErrorCode.NOT_FOUND, val: null });
      expect(res.body).not.toContain('openapi');
    }
  });

  it('serves /docs by default (development and tests)', async () => {
    const page = await dev.app.inject({ method: 'GET', url: NOT_CALLS.docs });
    expect(page.statusCode).toBe(200);
    const doc = await dev.app.inject({ method: 'GET', url: NOT_CALLS.docsJson });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
  });
});

describe('development mailbox', () => {
  const contact = { ...CONTACT_FORM, comments: 'Secret order details for customer service only.' };

  it('attack: production never serves /mibd/dev/outbox nor /mibd/dev/mailbox, and reveals no mail', async () => {
    const sent = await prod.app.inject({
      method: 'POST',
      url: contactUs.path,
      headers: https,
      payload: contact,
    });
    expect(sent.json().err).toBe(ErrorCode.OK);
    // The mail is kept (MAIL_OFF): there is something the mailbox could have shown.
    const kept = await prod.testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox');
    expect(kept.rows[0]?.n).toBeGreaterThan(0);
    for (const url of [
      devOutbox.path,
      NOT_CALLS.devMailboxPage,
      `${devOutbox.path}?to=rae@studio.test`,
    ]) {
      const res = await prod.app.inject({ method: 'GET', url, headers: https });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ err: ErrorCode.NOT_FOUND, val: null });
      expect(res.body).not.toContain('Secret order details');
      expect(res.body).not.toContain('Contact form');
    }
  });

  it('attack (reading the disk): production writes no mail to DATA_DIR, where a sign-in code or a reset link would lie in clear', async () => {
    const message = { ...contact, comments: 'Kept off the disk in production.' };
    for (const app of [prod, dev]) {
      const sent = await app.app.inject({
        method: 'POST',
        url: contactUs.path,
        headers: app === prod ? https : {},
        payload: message,
      });
      expect(sent.json().err).toBe(ErrorCode.OK);
    }
    // Development writes it beside its mailbox (the relay runs after the answer).
    const folder = (app: TestApp) => path.join(app.config.dataDir, 'outbox');
    await expect
      .poll(() => fs.existsSync(folder(dev)) && fs.readdirSync(folder(dev)).length)
      .toBeGreaterThan(0);
    const kept = await prod.testDb.db.query<{ body: string }>('SELECT body FROM outbox');
    expect(kept.rows.some((r) => r.body.includes('Kept off the disk'))).toBe(true);
    expect(fs.existsSync(folder(prod))).toBe(false);
  });

  it('attack: production without SMTP_URL and without MAIL_OFF refuses to start', () => {
    const { MAIL_OFF: _off, ...withoutMail } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutMail)).toThrow(ConfigError);
    expect(() => loadConfig(withoutMail)).toThrow(/SMTP_URL/);
    // With a transport, or mail switched off out loud, it starts: and never with the mailbox.
    expect(loadConfig({ ...withoutMail, SMTP_URL: 'smtp://mail.example.com' }).mailboxPage).toBe(
      false,
    );
    expect(loadConfig(PRODUCTION_ENV).mailboxPage).toBe(false);
  });
});

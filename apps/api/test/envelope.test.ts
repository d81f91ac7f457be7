import { ErrorCode, getHealthz, Messages, readFile } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../src/app';
import { pathOf } from './fixtures/call';
import { NOT_CALLS } from './fixtures/not-calls';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  // Two test-only calls: one that parses a JSON body, one that throws.
  t = await createTestApp({
    extend: (app) => {
      app.post('/__test/echo', async (req) => ({ err: 200, errmsg: '', val: req.body }));
      app.post('/__test/boom', async () => {
        throw new Error('secret internal detail at /srv/app.ts:10:5');
      });
    },
  });
});
afterAll(() => t.close());

const noStack = (body: string) => {
  expect(body).not.toMatch(/at .+\(.+:\d+:\d+\)/);
  expect(body).not.toContain('node_modules');
};

describe('the response envelope', () => {
  it('answers /healthz with err 200 and the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: getHealthz.path });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.err).toBe(ErrorCode.OK);
    expect(body.errmsg).toBe('');
    expect(body.val.status).toBe('ok');
    expect(body.val.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('refuses malformed JSON with 400 and an envelope, even on an unknown call', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: NOT_CALLS.anyUnknown,
      headers: { 'content-type': 'application/json' },
      payload: '{"sku_number": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      err: ErrorCode.BAD_REQUEST,
      errmsg: Messages.malformedJson,
      val: null,
    });
  });

  it.each([
    ['malformed JSON', 'application/json', '{"a": ', 400, Messages.malformedJson],
    ['a wrong content type', 'text/xml', '<a/>', 415, Messages.unsupportedContentType],
    [
      'a body over the limit',
      'application/json',
      `{"a":"${'x'.repeat(BODY_LIMIT_BYTES)}"}`,
      413,
      Messages.bodyTooLarge,
    ],
  ])(
    'answers %s on a real call with an envelope',
    async (_name, type, payload, status, message) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/__test/echo',
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ err: ErrorCode.BAD_REQUEST, errmsg: message, val: null });
      noStack(res.body);
    },
  );

  it('answers a schema violation with 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${pathOf(readFile, { block_id: 'product', file_name: 'a.png' })}?width=123`,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.err).toBe(ErrorCode.BAD_REQUEST);
    expect(body.errmsg).toContain('width');
    expect(body.val).toBeNull();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    for (const url of [
      NOT_CALLS.unknownMibd,
      NOT_CALLS.unknownXbom,
      NOT_CALLS.unknownCa,
      NOT_CALLS.unknownMibdOl,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().err).toBe(ErrorCode.NOT_FOUND);
    }
  });

  it('hides the details of an unexpected fault', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/__test/boom', payload: {} });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      err: ErrorCode.SERVER_ERROR,
      errmsg: Messages.serverError,
      val: null,
    });
    noStack(res.body);
    expect(res.body).not.toContain('secret internal detail');
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: NOT_CALLS.docsJson });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain(getHealthz.path);
    expect(Object.keys(doc.paths)).toContain(readFile.path.replace(/:(\w+)/g, '{$1}'));
    const html = await t.app.inject({ method: 'GET', url: NOT_CALLS.docs });
    expect([200, 302]).toContain(html.statusCode);
  });
});

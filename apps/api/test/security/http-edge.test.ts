import net from 'node:net';
import {
  certificateDetail,
  ErrorCode,
  getHealthz,
  Messages,
  readFile,
  searchProducts,
  userInfo,
  userLogin,
  userRole,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../src/app';
import { ACCOUNTS, loadAccountsFixture, PASSWORD } from '../fixtures/accounts-fixture';
import { pathOf } from '../fixtures/call';
import { NOT_CALLS } from '../fixtures/not-calls';
import { createTestApp, type TestApp } from '../test-app';

/**
 * The edge of every answer: error envelopes typed as JSON (6,662 fuzz answers had no content
 * type), nosniff everywhere, faults before routing in the envelope, and per-user answers never
 * cached. Production-only headers and pages: production-exposure.test.ts.
 */
let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      app.post('/__test/boom', async () => {
        throw new Error('secret internal detail');
      });
    },
  });
  await loadAccountsFixture(t.testDb.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };
const json = (res: Answer) => JSON.parse(res.body) as { err: number; errmsg: string; val: unknown };
const expectEnvelope = (res: Answer, status: number, err: number) => {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(json(res)).toMatchObject({ err, val: null });
};

const inject = (
  method: string,
  url: string,
  headers: Record<string, string> = {},
  payload?: string,
) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { host: 'hom.localhost', ...headers },
    ...(payload !== undefined && { payload }),
  });

/** One raw HTTP exchange on a socket; the answer as text, whatever the socket does after. */
const rawExchange = (request: string) =>
  new Promise<string>((resolve) => {
    let data = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(data));
  });
const parseRaw = (text: string): Answer => {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((l) => [
      l.slice(0, l.indexOf(':')).toLowerCase(),
      l.slice(l.indexOf(':') + 1).trim(),
    ]),
  );
  return { statusCode: Number(statusLine.split(' ')[1]), headers, body };
};

describe('error envelopes are JSON with nosniff', () => {
  const json415 = { 'content-type': 'text/xml' };
  const jsonType = { 'content-type': 'application/json' };
  it.each([
    ['an unknown API path', 'GET', NOT_CALLS.unknownMibd, {}, undefined, 404, ErrorCode.NOT_FOUND],
    ['a method no route has', 'DELETE', userLogin.path, {}, undefined, 404, ErrorCode.NOT_FOUND],
    ['malformed JSON', 'POST', userLogin.path, jsonType, '{"a":', 400, ErrorCode.BAD_REQUEST],
    ['a wrong content type', 'POST', userLogin.path, json415, '<a/>', 415, ErrorCode.BAD_REQUEST],
    [
      'a body over the limit',
      'POST',
      userLogin.path,
      jsonType,
      `{"a":"${'x'.repeat(BODY_LIMIT_BYTES)}"}`,
      413,
      ErrorCode.BAD_REQUEST,
    ],
    [
      'a schema violation',
      'GET',
      `${pathOf(readFile, { block_id: 'product', file_name: 'a.png' })}?width=123`,
      {},
      undefined,
      400,
      ErrorCode.BAD_REQUEST,
    ],
    ['an unexpected fault', 'POST', '/__test/boom', jsonType, '{}', 500, ErrorCode.SERVER_ERROR],
    [
      'a stale session (spec 8, HTTP 200)',
      'POST',
      userRole.path,
      { 'x-auth-token': 'stale' },
      undefined,
      200,
      ErrorCode.SESSION_INVALID,
    ],
    [
      'a malformed escape in an API address',
      'GET',
      NOT_CALLS.malformedEscape,
      {},
      undefined,
      400,
      ErrorCode.BAD_REQUEST,
    ],
    [
      'a malformed escape in a page address',
      'GET',
      '/%E0%A4%A',
      {},
      undefined,
      400,
      ErrorCode.BAD_REQUEST,
    ],
  ])(
    'attack: %s answers the envelope typed as JSON',
    async (_name, method, url, headers, payload, status, err) => {
      const res = await inject(method, url, headers, payload);
      expectEnvelope(res, status, err);
      expect(res.body).not.toContain('secret internal detail');
      expect(res.body).not.toContain('FST_ERR');
    },
  );

  it('attack: a malformed escape answers the envelope with a clear message', async () => {
    expect(json(await inject('GET', NOT_CALLS.malformedEscape)).errmsg).toBe(Messages.malformedUrl);
  });

  it.each([
    ['the session cookie', userRole.path, { cookie: 'X-Auth-Token=%E0%A4%A' }],
    ['a product page address', '/page/products/product-%25E0%25A4%25A.html', {}],
  ])(
    'attack: a malformed escape in %s answers 4xx in the envelope, not 500',
    async (_n, url, headers) => {
      const res = await inject('GET', url, headers);
      expect(res.statusCode).toBeGreaterThanOrEqual(200);
      expect(res.statusCode).toBeLessThan(500);
      expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
      expect(json(res).err).not.toBe(ErrorCode.SERVER_ERROR);
    },
  );

  it('attack: headers of 20 KB answer 431 in the envelope, not Fastify’s own shape', async () => {
    const answer = parseRaw(
      await rawExchange(
        `GET /healthz HTTP/1.1\r\nHost: hom.localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expectEnvelope(answer, 431, ErrorCode.BAD_REQUEST);
    expect(json(answer).errmsg).toBe(Messages.headersTooLarge);
    // And through a real client.
    const res = await fetch(`http://127.0.0.1:${port}${getHealthz.path}`, {
      headers: { 'x-big': 'a'.repeat(20_000) },
    });
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      err: ErrorCode.BAD_REQUEST,
      errmsg: Messages.headersTooLarge,
      val: null,
    });
  });

  it('attack: a request the HTTP parser refuses answers 400 in the envelope', async () => {
    const answer = parseRaw(
      await rawExchange('GET /healthz HTTP/1.1\r\nHost hom.localhost\r\n\r\n'),
    );
    expectEnvelope(answer, 400, ErrorCode.BAD_REQUEST);
  });

  it('attack: a malformed escape on a real socket answers the envelope', async () => {
    const res = await fetch(`http://127.0.0.1:${port}${NOT_CALLS.malformedEscape}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(((await res.json()) as { errmsg: string }).errmsg).toBe(Messages.malformedUrl);
  });
});

describe('nosniff on every answer', () => {
  it.each([
    ['an API answer', getHealthz.path],
    ['a page', '/home'],
    ['a page that is not a route', '/no-such-page'],
    ['a hashed asset', '/assets/index-abc123.js'],
    ['a file of the build', '/robots.txt'],
    ['an image', pathOf(readFile, { block_id: 'product', file_name: 'missing.png' })],
    ['the API documentation', NOT_CALLS.docsJson],
  ])('attack: %s cannot be sniffed into another type', async (_name, url) => {
    const res = await inject('GET', url);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('per-user answers are never cached', () => {
  let token = '';
  beforeAll(async () => {
    const res = await inject(
      'POST',
      userLogin.path,
      { 'content-type': 'application/json' },
      JSON.stringify({ username: ACCOUNTS.designer, password: PASSWORD }),
    );
    token = json(res).val ? (json(res).val as { token: string }).token : '';
  });

  it('attack: a sign-in answer (it carries the new token) is no-store', async () => {
    const res = await inject(
      'POST',
      userLogin.path,
      { 'content-type': 'application/json' },
      JSON.stringify({ username: ACCOUNTS.designer, password: PASSWORD }),
    );
    expect(json(res).err).toBe(ErrorCode.OK);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['GET', userRole.path],
    ['POST', userInfo.path],
    ['GET', certificateDetail.path],
    ['POST', searchProducts.path],
  ])(
    'attack: a signed-in answer of %s %s is no-store, by header or by cookie',
    async (method, url) => {
      expect(token).toBeTruthy();
      const type: Record<string, string> =
        method === 'POST' ? { 'content-type': 'application/json' } : {};
      const body = method === 'POST' ? '{}' : undefined;
      const carriers: Record<string, string>[] = [
        { 'x-auth-token': token },
        { cookie: `X-Auth-Token=${token}` },
      ];
      for (const headers of carriers) {
        const res = await inject(method, url, { ...type, ...headers }, body);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toMatch(/\bno-store\b/);
      }
    },
  );

  it('keeps images cacheable: the same bytes for everyone, signed in or not', async () => {
    const res = await inject(
      'GET',
      pathOf(readFile, { block_id: 'product', file_name: 'missing.png' }),
      {
        'x-auth-token': token,
      },
    );
    expect(res.headers['cache-control']).toMatch(/^public/);
  });
});

import {
  changeMode,
  ErrorCode,
  logout,
  Messages,
  roweUserInfo,
  searchProducts,
  userLogin,
  userRole,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { isBrandOrigin } from '../../src/plugins/csrf-origin';
import { ACCOUNTS, PASSWORD } from '../fixtures/accounts-fixture';
import { PRODUCTION_ENV } from '../fixtures/production-env';
import { useTestApp } from '../fixtures/use-test-app';
import { expectEnvelopeError } from './security-helpers';

/**
 * The session token rides in a cookie every brand site shares (decision 008), so a page on
 * another site could make a signed-in browser post to us. State-changing calls from a foreign
 * Origin, or that the browser itself calls cross-site, are refused with 403 before they run.
 */
const t = useTestApp({ accounts: true });
let token = '';
const HOST = 'hom.localhost:8080';
beforeAll(async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: userLogin.path,
    headers: { host: HOST },
    payload: { username: ACCOUNTS.designer, password: PASSWORD },
  });
  token = res.json().val.token;
});

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { host: HOST, cookie: `X-Auth-Token=${token}`, ...headers },
    payload,
  });

const expectRefused = (res: Awaited<ReturnType<typeof post>>) =>
  expectEnvelopeError(res, 403, Messages.crossSiteRequest);

/** The session still works: the refused call did not run. */
const stillSignedIn = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: userRole.path,
    headers: { host: HOST, 'x-auth-token': token },
  });
  expect(res.json().err).toBe(ErrorCode.OK);
};

describe('CSRF: state-changing calls from another site', () => {
  it('attack: a foreign page posting logout with the shared cookie is refused with 403', async () => {
    expect(token).toBeTruthy();
    expectRefused(await post(logout.path, { origin: 'https://evil.example' }));
    await stillSignedIn();
  });

  it('attack: a foreign page posting a sign-in (login CSRF) is refused', async () => {
    const res = await post(
      userLogin.path,
      { origin: 'https://evil.example' },
      { username: ACCOUNTS.designer, password: PASSWORD },
    );
    expectRefused(res);
    expect(res.body).not.toContain('token');
  });

  it.each([
    ['a look-alike host', 'http://hom.localhost.evil.example:8080'],
    ['a brand host on another port', 'http://hom.localhost:9999'],
    ['a brand host under another scheme', 'ftp://hom.localhost:8080'],
    ['an opaque origin (sandboxed frame, data: URL)', 'null'],
    ['a brand host with a path', 'http://hom.localhost:8080/x'],
    ['garbage', 'not an origin'],
    ['a host named like an object property', 'http://constructor:8080'],
  ])('attack: an Origin of %s is refused', async (_name, origin) => {
    expectRefused(await post(changeMode.path, { origin }, { mode: 'mibd_designer' }));
  });

  it('attack: a request the browser calls cross-site is refused even without Origin', async () => {
    expectRefused(await post(logout.path, { 'sec-fetch-site': 'cross-site' }));
    await stillSignedIn();
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)(
    'attack: a cross-site %s on an API path is refused',
    async (method) => {
      const res = await t.app.inject({
        method,
        url: logout.path,
        headers: { host: HOST, origin: 'https://evil.example' },
      });
      expect(res.statusCode).toBe(403);
    },
  );
});

describe('CSRF: what still passes', () => {
  it.each([
    ['its own origin', { origin: 'http://hom.localhost:8080', 'sec-fetch-site': 'same-origin' }],
    ['another brand site of this server', { origin: 'http://ca.localhost:8080' }],
    ['a same-site call', { origin: 'http://art.localhost:8080', 'sec-fetch-site': 'same-site' }],
    ['no Origin (curl, server to server)', {}],
    ['a typed address (Sec-Fetch-Site none)', { 'sec-fetch-site': 'none' }],
  ])('a call from %s runs', async (_name, headers) => {
    const res = await post(searchProducts.path, headers as Record<string, string>);
    expect(res.statusCode).toBe(200);
    expect(res.json().err).toBe(ErrorCode.OK);
  });

  it('reads (GET) from another site are not state-changing and are not refused', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: userRole.path,
      headers: { host: HOST, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.json().err).toBe(ErrorCode.OK);
  });

  it('the Rowe sign-in comes back by a cross-site GET of our page, which then posts from our origin', async () => {
    const back = await t.app.inject({
      method: 'GET',
      url: '/validateLogon?code=abc&state=xyz',
      headers: { host: 'rowe.localhost:8080', 'sec-fetch-site': 'cross-site' },
    });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toMatch(/^text\/html/);
    const finish = await t.app.inject({
      method: 'POST',
      url: roweUserInfo.path,
      headers: {
        host: 'rowe.localhost:8080',
        origin: 'http://rowe.localhost:8080',
        'sec-fetch-site': 'same-origin',
      },
      payload: { code: 'abc', state: 'xyz' },
    });
    expect(finish.statusCode).not.toBe(403);
  });

  it('accepts the configured public origins whatever Host the proxy passes on', () => {
    const config = loadConfig(PRODUCTION_ENV);
    expect(isBrandOrigin('https://ca.example.com', 'app.internal:3000', config)).toBe(true);
    expect(isBrandOrigin('https://shop.example.com', 'shop.example.com', config)).toBe(true);
    expect(isBrandOrigin('https://evil.example.com', 'shop.example.com', config)).toBe(false);
    expect(isBrandOrigin('http://ca.example.com:8443', 'ca.example.com', config)).toBe(false);
  });
});

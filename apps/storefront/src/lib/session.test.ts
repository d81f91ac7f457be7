import { AuthCookies, RoleMatrix } from '@portal/contract';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  createGuestId,
  ensureGuestId,
  getCookie,
  getMode,
  getRoles,
  getStored,
  isLoggedIn,
  navigationU,
  SESSION_COOKIE_DAYS,
  setStored,
  setVisitorRole,
} from './session';

describe('session store', () => {
  it('keeps values under the spec names, typed on the way out', () => {
    setStored('userFirstName', 'Ada');
    setStored('shoppingCartNum', 12);
    setStored('role', ['favorites', 'mode']);
    setStored('noAgain', true);
    setStored('COOKIES_HAVE_BEEN_SET', { BASIC_COOKIES: true, PERFORMANCE_COOKIES: false });
    setStored('sku_list', [{ sku_number: 'CA-1', count: 2 }]);

    expect(localStorage.getItem('userFirstName')).toBe('Ada');
    expect(localStorage.getItem('shoppingCartNum')).toBe('12');
    expect(localStorage.getItem('role')).toBe('["favorites","mode"]');
    expect(getStored('shoppingCartNum')).toBe(12);
    expect(getStored('role')).toEqual(['favorites', 'mode']);
    expect(getStored('noAgain')).toBe(true);
    expect(getStored('COOKIES_HAVE_BEEN_SET')).toEqual({
      BASIC_COOKIES: true,
      PERFORMANCE_COOKIES: false,
    });
    expect(getStored('sku_list')).toEqual([{ sku_number: 'CA-1', count: 2 }]);
  });

  it('reads damaged or foreign values as absent', () => {
    localStorage.setItem('mode', 'superuser');
    localStorage.setItem('role', '{not json');
    localStorage.setItem('shoppingCartNum', 'many');
    localStorage.setItem('language', 'fr');
    expect(getMode()).toBeNull();
    expect(getStored('role')).toBeNull();
    expect(getRoles()).toEqual([]);
    expect(getStored('shoppingCartNum')).toBeNull();
    expect(getStored('language')).toBeNull();
  });

  it('mirrors token, user id and mode into the X-Auth cookies', () => {
    setStored('token', 'tok-1');
    setStored('X-Auth-Uid', '42');
    setStored('mode', 'mibd_designer');
    expect(Cookies.get(AuthCookies.token)).toBe('tok-1');
    expect(getCookie(AuthCookies.uid)).toBe('42');
    expect(getCookie(AuthCookies.mode)).toBe('mibd_designer');
    expect(isLoggedIn()).toBe(true);

    setStored('token', null);
    expect(localStorage.getItem('token')).toBeNull();
    expect(getCookie(AuthCookies.token)).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('treats an empty string as removal', () => {
    setStored('customer_id', '7');
    setStored('customer_id', '');
    expect(localStorage.getItem('customer_id')).toBeNull();
  });

  it('clearSession forgets the account but keeps device choices', () => {
    setStored('token', 'tok');
    setStored('X-Auth-Uid', '9');
    setStored('mode', 'mibd_communicate');
    setStored('customer_id', '3');
    setStored('customer', 'Mrs Client');
    setStored('clientAgentId', 'agent-1');
    setStored('clientAgentCode', 'code-1');
    setStored('userEmail', 'a@b.c');
    setStored('role', ['order']);
    setStored('getRoleTime', 1);
    setStored('language', 'en');
    setStored('COOKIES_HAVE_BEEN_SET', { BASIC_COOKIES: true, PERFORMANCE_COOKIES: true });
    setStored('sku_list', [{ sku_number: 'X', count: 1 }]);
    const guest = ensureGuestId();

    clearSession();

    for (const key of [
      'token',
      'X-Auth-Uid',
      'mode',
      'customer_id',
      'customer',
      'clientAgentId',
      'clientAgentCode',
      'userEmail',
      'role',
      'getRoleTime',
    ] as const) {
      expect(getStored(key), key).toBeNull();
    }
    expect(getCookie(AuthCookies.token)).toBeNull();
    expect(getCookie(AuthCookies.uid)).toBeNull();
    expect(getCookie(AuthCookies.mode)).toBeNull();
    expect(getStored('language')).toBe('en');
    expect(getStored('COOKIES_HAVE_BEEN_SET')?.BASIC_COOKIES).toBe(true);
    expect(getStored('sku_list')).toHaveLength(1);
    expect(getStored('guestId')).toBe(guest);
  });

  it('setVisitorRole sets visitor mode and roles and asks for a role reload', () => {
    setStored('getRoleTime', Date.now());
    setVisitorRole();
    expect(getMode()).toBe('mibd_visitor');
    expect(getCookie(AuthCookies.mode)).toBe('mibd_visitor');
    expect(getRoles()).toEqual(RoleMatrix.mibd_visitor);
    expect(getStored('getRoleTime')).toBeNull();
  });

  it('navigation u is the stored X-Auth-Uid minus its first 4 characters', () => {
    expect(navigationU()).toBeNull();
    setStored('X-Auth-Uid', 'abcd');
    expect(navigationU()).toBeNull();
    setStored('X-Auth-Uid', 'abcdXYZ123');
    expect(navigationU()).toBe('XYZ123');
  });
});

describe('guest id', () => {
  it('is 32 random letters and digits followed by the timestamp', () => {
    const id = createGuestId(1_767_225_600_000);
    expect(id).toMatch(/^[A-Za-z0-9]{32}1767225600000$/);
    expect(createGuestId(1)).not.toBe(createGuestId(1));
  });

  it('is created once and kept', () => {
    const first = ensureGuestId();
    expect(first).toMatch(/^[A-Za-z0-9]{32}\d{13}$/);
    expect(ensureGuestId()).toBe(first);
    expect(localStorage.getItem('guestId')).toBe(first);
  });

  it('uses every character of the alphabet over many draws', () => {
    const seen = new Set(Array.from({ length: 200 }, () => createGuestId(0).slice(0, 32)).join(''));
    expect(seen.size).toBe(62);
  });
});

/** The cookie strings the page writes while `fn` runs (attributes are not readable back). */
const cookieWrites = (fn: () => void): string[] => {
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => native.get!.call(document),
    set: (value: string) => {
      writes.push(value);
      native.set!.call(document, value);
    },
  });
  try {
    fn();
  } finally {
    delete (document as { cookie?: string }).cookie;
  }
  return writes;
};

/** vitest's jsdom environment exposes its JSDOM instance, which can move the page. */
const moveTo = (url: string) =>
  (globalThis as unknown as { jsdom: { reconfigure(o: { url: string }): void } }).jsdom.reconfigure(
    {
      url,
    },
  );

describe('session cookies (decision 008)', () => {
  afterEach(() => moveTo('http://hom.localhost:8080/'));

  const signIn = () =>
    cookieWrites(() => {
      setStored('token', 'tok-1');
      setStored('X-Auth-Uid', '42');
      setStored('mode', 'mibd_designer');
    });

  it("attack: a stolen cookie lives no longer than the session's absolute life (7 days, not 30)", () => {
    expect(SESSION_COOKIE_DAYS).toBe(7);
    const writes = signIn();
    expect(writes).toHaveLength(3);
    for (const line of writes) {
      const expires = Date.parse(/expires=([^;]+)/i.exec(line)?.[1] ?? '');
      const days = (expires - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
      expect(line).toMatch(/;\s*samesite=lax/i);
      expect(line).toMatch(/;\s*path=\//i);
    }
  });

  it('attack: on an https page the session cookies are Secure, never sent over plain http', () => {
    moveTo('https://hom.example.com/home');
    const writes = signIn();
    expect(writes).toHaveLength(3);
    for (const line of writes) expect(line).toMatch(/;\s*secure(;|$)/i);
    expect(Cookies.get(AuthCookies.token)).toBe('tok-1');
  });

  it('leaves Secure off on an http page (development), where a browser would drop the cookie', () => {
    const writes = signIn();
    for (const line of writes) expect(line).not.toMatch(/secure/i);
    expect(Cookies.get(AuthCookies.token)).toBe('tok-1');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import {
  keepPathForLogin,
  loginPathFor,
  loginTarget,
  pathWithoutU,
  takeKeptPath,
} from './login-redirect';

afterEach(() => window.sessionStorage.clear());

describe('login target (spec 2 and 4)', () => {
  it('follows the redirect query', () => {
    expect(loginTarget('/cart')).toBe('/cart');
    expect(loginTarget('/personalCenter?type=orders')).toBe('/personalCenter?type=orders');
  });

  it('a redirect to /home becomes /page/home', () => {
    expect(loginTarget('/home')).toBe('/page/home');
    expect(loginTarget('/home?Room=bed_room')).toBe('/page/home?Room=bed_room');
    expect(loginTarget('/homepage')).toBe('/homepage');
  });

  it('goes to / without a redirect, for other sites and for the login screen itself', () => {
    for (const redirect of [
      null,
      undefined,
      '',
      'cart',
      '//evil.test/x',
      'https://evil.test',
      '/\\evil.test',
      '/\\/evil.test',
      '/login',
      '/auth/login?redirect=/cart',
    ]) {
      expect(loginTarget(redirect), String(redirect)).toBe('/');
    }
  });

  it('attack: a sign-in redirect that the browser normalises to another host goes to / instead', () => {
    // Each starts with one slash, or resolves to a path starting with two (another host), or
    // hides that behind a backslash, a control character or percent-encoding.
    for (const redirect of [
      '/.//evil.example/page/x',
      '/page/..//evil.example/page/x',
      '/page/%2e%2e//evil.example',
      '/%2F%2Fevil.example/page/x',
      '/%252F%252Fevil.example',
      '/%5Cevil.example/page/x',
      '/\t/evil.example',
      '//evil.example/page/x',
      'https://evil.example/page/x',
      'javascript:alert(document.domain)',
    ]) {
      expect(loginTarget(redirect), redirect).toBe('/');
    }
    // What it would have become: a full page load of a protocol-relative address.
    expect(new URL('/.//evil.example/page/x', 'http://hom.localhost').pathname).toBe(
      '//evil.example/page/x',
    );
  });

  it('the login address carries the path encoded', () => {
    expect(loginPathFor('/cart?u=1&t=s')).toBe('/login?redirect=%2Fcart%3Fu%3D1%26t%3Ds');
  });

  it('the kept FFD path is read once', () => {
    keepPathForLogin('/ffdOrder');
    expect(takeKeptPath()).toBe('/ffdOrder');
    expect(takeKeptPath()).toBeNull();
  });

  it('drops u from a path and keeps the rest of the query', () => {
    expect(pathWithoutU('/cart', '?u=42&t=s')).toBe('/cart?t=s');
    expect(pathWithoutU('/cart', '?u=42')).toBe('/cart');
    expect(pathWithoutU('/cart', '')).toBe('/cart');
  });
});

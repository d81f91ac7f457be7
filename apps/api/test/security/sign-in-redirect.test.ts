import { describe, expect, it } from 'vitest';
import { useTestApp } from '../fixtures/use-test-app';

/**
 * The open redirect after sign-in (`/login?redirect=/.//evil.example/page/x`) was the browser's:
 * the login screen normalised the target to `//evil.example/page/x` and, the address holding
 * /page/, loaded it as a full page, which the browser reads as another host. The fix and its
 * reproduction are in the storefront (lib/local-path.test.ts, features/identity/login-redirect.test.ts).
 * This is the server's half: the hostile targets, reaching the server as page loads, are
 * answered in place and never bounced elsewhere by a redirect of ours.
 */
const t = useTestApp();

const HOSTILE = [
  '/login?redirect=/.//evil.example/page/x',
  '/login?redirect=//evil.example/page/x',
  '/.//evil.example/page/x',
  '//evil.example/page/x',
  '/page/..//evil.example/page/x',
  '/%2F%2Fevil.example/page/x',
  '/%5Cevil.example/page/x',
  '/page/home?redirect=https://evil.example/',
];

describe('sign-in redirect targets on the server', () => {
  it('attack: a hostile redirect target reaching the server as a page load is answered in place, never redirected off-site', async () => {
    for (const url of HOSTILE) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'hom.localhost' } });
      // 200 for a route, 404 (the app's own page) for anything else: never a 3xx.
      expect([200, 404], url).toContain(res.statusCode);
      expect(res.headers.location, url).toBeUndefined();
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });
});

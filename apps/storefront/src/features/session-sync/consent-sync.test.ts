import { beforeEach, describe, expect, it } from 'vitest';
import { type CookieConsent, getStored, setStored } from '../../lib/session';
import {
  adoptConsentFromAddress,
  applySyncMessage,
  consentFragment,
  currentSyncMessage,
} from './sync-message';

const SIBLING = 'http://ca.localhost:8080';

/** A window whose address and referrer the test sets (history.replaceState is recorded). */
const fakeWindow = (hash: string, referrer: string) => {
  const location = { hash, pathname: '/home', search: '' };
  const replaced: string[] = [];
  return {
    win: {
      location,
      document: { referrer },
      history: {
        state: null,
        replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url),
      },
    } as unknown as Window,
    replaced,
  };
};

beforeEach(() => localStorage.clear());

/** COOKIES_HAVE_BEEN_SET as the consent store writes it (with its time). */
const storeConsent = (performance: boolean, setAt: number) =>
  setStored('COOKIES_HAVE_BEEN_SET', {
    BASIC_COOKIES: true,
    PERFORMANCE_COOKIES: performance,
    setAt,
  } as CookieConsent);

describe('the cookie choice crosses to the sibling sites (issue 18)', () => {
  it('rides along the session message; a newer choice holds, an older one does not', () => {
    storeConsent(false, 2000);
    const message = currentSyncMessage('consent', 'f');
    expect(message.consent).toEqual({
      BASIC_COOKIES: true,
      PERFORMANCE_COOKIES: false,
      setAt: 2000,
    });

    applySyncMessage({
      ...message,
      consent: { ...message.consent!, PERFORMANCE_COOKIES: true, setAt: 1000 },
    });
    expect(getStored('COOKIES_HAVE_BEEN_SET')).toMatchObject({ PERFORMANCE_COOKIES: false });
    applySyncMessage({
      ...message,
      consent: { ...message.consent!, PERFORMANCE_COOKIES: true, setAt: 3000 },
    });
    expect(getStored('COOKIES_HAVE_BEEN_SET')).toMatchObject({
      PERFORMANCE_COOKIES: true,
      setAt: 3000,
    });
  });

  it("a 'consent' message touches nothing of the session (a visitor's choice never signs out)", () => {
    setStored('token', 'tok-1');
    const message = { ...currentSyncMessage('consent', 'f'), token: null };
    applySyncMessage({
      ...message,
      consent: { BASIC_COOKIES: true, PERFORMANCE_COOKIES: true, setAt: 5 },
    });
    expect(getStored('token')).toBe('tok-1');
    expect(getStored('COOKIES_HAVE_BEEN_SET')).toMatchObject({ setAt: 5 });
  });

  it('a visitor link carries it in the fragment, taken only when coming from a sibling', () => {
    storeConsent(true, 1234);
    const fragment = consentFragment();
    expect(fragment).toBe('#portal-consent=1.1234');
    localStorage.clear();

    const foreign = fakeWindow(fragment!, 'http://evil.localhost:8080/');
    adoptConsentFromAddress(foreign.win, [SIBLING]);
    expect(getStored('COOKIES_HAVE_BEEN_SET')).toBeNull();
    expect(foreign.replaced).toEqual(['/home']);

    const sibling = fakeWindow(fragment!, `${SIBLING}/product/category`);
    adoptConsentFromAddress(sibling.win, [SIBLING]);
    expect(getStored('COOKIES_HAVE_BEEN_SET')).toMatchObject({
      PERFORMANCE_COOKIES: true,
      setAt: 1234,
    });
  });
});

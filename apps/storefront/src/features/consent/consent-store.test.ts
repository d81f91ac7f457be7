import { beforeEach, describe, expect, it } from 'vitest';
import { getStored, setStored } from '../../lib/session';
import { CONSENT_RETENTION_MS, isPolicyPath, readConsent, saveConsent } from './consent-store';

beforeEach(() => localStorage.clear());

describe('cookie consent', () => {
  it('is stored under COOKIES_HAVE_BEEN_SET with both answers, basic always on', () => {
    saveConsent(false, 1_000);
    expect(getStored('COOKIES_HAVE_BEEN_SET')).toEqual({
      BASIC_COOKIES: true,
      PERFORMANCE_COOKIES: false,
      setAt: 1_000,
    });
    expect(readConsent(2_000)).toEqual({ BASIC_COOKIES: true, PERFORMANCE_COOKIES: false });
  });

  it('lasts one year, then asks again', () => {
    expect(CONSENT_RETENTION_MS).toBe(365 * 24 * 3600 * 1000);
    saveConsent(true, 0);
    expect(readConsent(CONSENT_RETENTION_MS)).not.toBeNull();
    expect(readConsent(CONSENT_RETENTION_MS + 1)).toBeNull();
  });

  it('asks again when the stored answers are incomplete', () => {
    setStored('COOKIES_HAVE_BEEN_SET', { BASIC_COOKIES: true, PERFORMANCE_COOKIES: true });
    expect(readConsent()).toBeNull();
  });

  it('knows the policy pages', () => {
    expect(isPolicyPath('/cookiesPolicy')).toBe(true);
    expect(isPolicyPath('/privacyPolicy/')).toBe(true);
    expect(isPolicyPath('/home')).toBe(false);
  });
});

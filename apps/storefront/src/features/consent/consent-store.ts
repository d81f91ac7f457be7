import { type CookieConsentKeys, Policy } from '@portal/contract';
import { type CookieConsent, getStored, setStored } from '../../lib/session';

export type ConsentKey = (typeof CookieConsentKeys)[number];

/** Spec 9: consent is kept for one year, then the banner asks again. */
export const CONSENT_RETENTION_MS = Policy.cookieRetentionYears * 365 * 24 * 60 * 60 * 1000;

/** COOKIES_HAVE_BEEN_SET as stored: both answers and when they were given. */
type StoredConsent = CookieConsent & { setAt?: unknown };

/** The answers still in force, or null when the banner must ask (none, malformed or too old). */
export function readConsent(now: number = Date.now()): CookieConsent | null {
  const stored = getStored('COOKIES_HAVE_BEEN_SET') as StoredConsent | null;
  if (!stored) return null;
  const { BASIC_COOKIES, PERFORMANCE_COOKIES, setAt } = stored;
  if (typeof BASIC_COOKIES !== 'boolean' || typeof PERFORMANCE_COOKIES !== 'boolean') return null;
  if (typeof setAt !== 'number' || now - setAt > CONSENT_RETENTION_MS || setAt > now) return null;
  return { BASIC_COOKIES, PERFORMANCE_COOKIES };
}

/** Stores the answers. Basic cookies keep the site working (sign-in), so they are always on. */
export function saveConsent(performance: boolean, now: number = Date.now()): void {
  const value: StoredConsent = {
    BASIC_COOKIES: true,
    PERFORMANCE_COOKIES: performance,
    setAt: now,
  };
  setStored('COOKIES_HAVE_BEEN_SET', value);
}

/**
 * Policy pages: reading them is not consent. Any other route change while the banner shows
 * stores both on (spec 4).
 */
export const POLICY_PATHS: readonly string[] = [
  '/privacyPolicy',
  '/cookiesPolicy',
  '/TermsOfUse',
  '/refundPolicy',
  '/cancellation',
  '/warranty',
];
export const isPolicyPath = (pathname: string) =>
  POLICY_PATHS.some((path) => pathname.replace(/\/$/, '') === path);

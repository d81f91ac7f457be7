import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { useStoredValue } from '../../lib/use-stored';
import { isPolicyPath, readConsent, saveConsent } from './consent-store';
import { CookieBanner } from './cookie-banner';
import { loadPerformanceScripts } from './performance-scripts';

/**
 * The contract's STATIC_EXTRAS_ID, written out: importing it would put it in the entry chunk,
 * which sits at its budget (consent-host.test.tsx checks the two agree).
 */
export const STATIC_BANNER_ID = 'portal-static-extras';

/**
 * Mounted (lazily) in the shell: the banner until consent; the first route change to a page
 * that is not a policy page stores both on (spec 4); performance scripts only with consent.
 */
export default function ConsentHost() {
  const stored = useStoredValue('COOKIES_HAVE_BEEN_SET');
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read when the stored value changes
  const consent = useMemo(() => readConsent(), [stored]);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  // A prerendered page painted a static copy of the banner (decision 033): this one takes over
  // before the next paint, so it shows once, in the same place.
  useLayoutEffect(() => {
    document.getElementById(STATIC_BANNER_ID)?.remove();
  }, []);

  useEffect(() => {
    if (consent || pathname === firstPath.current) return;
    firstPath.current = pathname;
    if (!isPolicyPath(pathname)) saveConsent(true);
  }, [consent, pathname]);

  useEffect(() => {
    if (consent?.PERFORMANCE_COOKIES) void loadPerformanceScripts();
  }, [consent]);

  return consent ? null : <CookieBanner />;
}

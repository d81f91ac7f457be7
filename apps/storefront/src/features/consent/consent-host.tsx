import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { useStoredValue } from '../../lib/use-stored';
import { isPolicyPath, readConsent, saveConsent } from './consent-store';
import { CookieBanner } from './cookie-banner';
import { loadPerformanceScripts } from './performance-scripts';

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

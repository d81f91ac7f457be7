import { LATE_SCRIPTS_CSP } from './late-scripts';

/**
 * Headers of every storefront page. The session token lives in storage shared by the brand sites
 * (decision 008), so script injection must be impossible: scripts only from our own origin, no
 * inline script but the one fixed loader of prerendered pages (allowed by its hash, decision
 * 033); frames only to and from the brand origins (the cross-site session frames).
 * Mantine writes its theme variables into a style tag, hence 'unsafe-inline' for styles only.
 */
export const pageSecurityHeaders = (brandHosts: string[]): Record<string, string> => {
  const origins = [...new Set(brandHosts)]
    .filter((h) => h !== '127.0.0.1')
    .flatMap((h) => [`http://${h}:*`, `https://${h}:*`, `http://${h}`, `https://${h}`])
    .join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${LATE_SCRIPTS_CSP}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self' ${origins}`,
    `frame-ancestors 'self' ${origins}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
};

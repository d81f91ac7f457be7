import type { BrandCode } from '@portal/contract';
import { LATE_SCRIPTS_CSP } from './late-scripts';

/**
 * Origins the brand sites frame and are framed by (the cross-site session frames). Production:
 * exactly the configured ones, the BRAND_ORIGINS and, over https, the other hosts of
 * BRAND_HOSTS. Elsewhere every brand host on any port (development servers run on any).
 */
export const frameSources = (opts: {
  production: boolean;
  brandHosts: Record<string, BrandCode>;
  brandOrigins: Record<BrandCode, string>;
}): string[] => {
  if (opts.production) {
    const origins = Object.values(opts.brandOrigins);
    const originHosts = new Set(origins.map((o) => new URL(o).hostname));
    const others = Object.keys(opts.brandHosts)
      .filter((h) => !originHosts.has(h))
      .map((h) => `https://${h}`);
    return [...new Set([...origins, ...others])];
  }
  return [...new Set(Object.keys(opts.brandHosts))]
    .filter((h) => h !== '127.0.0.1')
    .flatMap((h) => [`http://${h}:*`, `https://${h}:*`, `http://${h}`, `https://${h}`]);
};

/**
 * Headers of every storefront page. The session token lives in storage shared by the brand sites
 * (decision 008), so script injection must be impossible: scripts only from our own origin, no
 * inline script but the one fixed loader of prerendered pages (allowed by its hash, decision
 * 033); frames only to and from the brand origins (`frameSources`).
 * Mantine writes its theme variables into a style tag, hence 'unsafe-inline' for styles only.
 */
export const pageSecurityHeaders = (sources: string[]): Record<string, string> => {
  const origins = sources.join(' ');
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

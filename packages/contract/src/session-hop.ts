import type { BrandCode } from './brands';
import { TRADE_BRANDS } from './trade-brands';

/**
 * The top-level hop through the shared origin (decision 054), without zod: the storefront's entry
 * reads these before it decides to take the page over.
 */

/**
 * The site whose origin keeps the session first-party for every brand site: a site opened
 * without a session hops there at the top level once per browser session, and a sign-in
 * anywhere also signs it in.
 */
export const SESSION_HOP_BRAND = 'HOM' as const satisfies BrandCode;

/**
 * A session cookie (no expiry) of each brand site: "this browser session already asked the shared
 * origin", so a site without a session hops once, and never loops when none is there.
 */
export const SESSION_HOP_TRIED_COOKIE = 'portal_session_hop';

/** Whether a brand site hops: it shares the session (trade sites) and is not the shared origin. */
export const hopsThroughSharedOrigin = (brand: BrandCode): boolean =>
  brand !== SESSION_HOP_BRAND && (TRADE_BRANDS as readonly string[]).includes(brand);

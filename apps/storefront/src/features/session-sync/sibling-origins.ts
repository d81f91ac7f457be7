import { SESSION_SYNC_PATH, sharesSession } from '@portal/contract';
import { BRAND_SITES, CURRENT_BRAND } from '../../lib/current-brand';

interface Place {
  protocol: string;
  hostname: string;
  port: string;
}

/**
 * The origins of the other session-sharing brand sites (decision 010), derived at run time:
 * same scheme and port as this page; when this host is `<own slug>.<parent>`, the siblings are
 * `<slug>.<parent>` (ca.localhost → hom.localhost, ca.example.com → hom.example.com), otherwise
 * their default hosts. Empty on Flash Deals, which does not share the session.
 */
export function siblingOrigins(place: Place = window.location): string[] {
  if (!sharesSession(CURRENT_BRAND.code)) return [];
  const prefix = `${CURRENT_BRAND.slug}.`;
  const parent = place.hostname.startsWith(prefix) ? place.hostname.slice(prefix.length) : null;
  const port = place.port ? `:${place.port}` : '';
  return BRAND_SITES.filter(
    (site) => site.code !== CURRENT_BRAND.code && sharesSession(site.code),
  ).map((site) => {
    const slug = site.defaultHost.split('.')[0] ?? '';
    const host = parent ? `${slug}.${parent}` : site.defaultHost;
    return `${place.protocol}//${host}${port}`;
  });
}

/** The page of a sibling that answers cross-site messages. */
export const syncPageUrl = (origin: string) => `${origin}${SESSION_SYNC_PATH}`;

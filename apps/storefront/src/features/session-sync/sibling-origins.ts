import { SESSION_SYNC_PATH, sharesSession } from '@portal/contract';
import { CURRENT_BRAND } from '../../lib/current-brand';
import { fetchSiblingSites, type SiblingSite } from './handoff-api';

export type { SiblingSite };

/** An exact http(s) origin, other than this page's (anything else in the list is ignored). */
const usableOrigin = (origin: string, own: string) => {
  try {
    const url = new URL(origin);
    return /^https?:$/.test(url.protocol) && url.origin === origin && origin !== own;
  } catch {
    return false;
  }
};

let served: Promise<SiblingSite[]> | undefined;

/**
 * The other session-sharing brand sites, as the server lists them from its configured public
 * origins (decision 010, superseded in part): never derived from this page's host, so a
 * deployment whose brand hosts are not `<slug>.<parent>` posts no session to guessed origins.
 * Fetched once per page; when the list cannot be had, nothing is synced (an empty list).
 * Empty on Flash Deals, which does not share the session.
 */
export function siblingSites(own: string = window.location.origin): Promise<SiblingSite[]> {
  if (!sharesSession(CURRENT_BRAND.code)) return Promise.resolve([]);
  served ??= fetchSiblingSites().then(
    ({ sites }) =>
      sites.filter(
        (site) =>
          site.brand !== CURRENT_BRAND.code &&
          sharesSession(site.brand) &&
          usableOrigin(site.origin, own),
      ),
    () => {
      served = undefined; // a later page start may try again
      return [];
    },
  );
  return served;
}

export const siblingOrigins = async (own?: string): Promise<string[]> =>
  (await siblingSites(own)).map((site) => site.origin);

/** For tests: forget the fetched list. */
export const resetSiblingSites = () => {
  served = undefined;
};

/** The page of a sibling that answers cross-site messages. */
export const syncPageUrl = (origin: string) => `${origin}${SESSION_SYNC_PATH}`;

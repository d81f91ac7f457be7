import { safeLocalPath } from '../lib/local-path';

/**
 * Where spec 2's plumbing routes go (decision 017). Neither has a screen of its own: each
 * answers another address, and the route guard then treats that address like any other (a
 * signed-in navigation gets its `u`, a login-only one asks to sign in).
 */
const HOME = '/home';
/** Paths that would only send the browser round again. */
const PLUMBING = new Set(['/redirect', '/u']);

/**
 * `/redirect?url=<path>`: that path of this site, with its query and fragment. Anything else
 * (missing, another origin, `//host`, a path that resolves off-site, the plumbing routes
 * themselves) goes to /home: never off-site (lib/local-path.ts).
 */
export function redirectRouteTarget(search: string, origin: string): string {
  const path = safeLocalPath(new URLSearchParams(search).get('url'), origin);
  if (!path) return HOME;
  return PLUMBING.has(new URL(path, origin).pathname) ? HOME : path;
}

/**
 * `/u` (the short link, spec 2: "logged-in navigation carries query u"): lands on /home with
 * the same query, so the `u` it carries (and anything else) arrives with it.
 */
export const shortLinkTarget = (search: string): string => `${HOME}${search}`;

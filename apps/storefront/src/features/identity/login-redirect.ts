import { safeLocalPath } from '../../lib/local-path';

/**
 * Where a sign-in goes (spec 2 and 4): the `redirect` query, or the path the FFD guard kept,
 * else '/'. Only paths of this site are followed (lib/local-path.ts: `/.//evil/page/x` is not
 * one, though it starts with a single slash); /home becomes /page/home.
 */
const KEPT_PATH = 'loginRedirect';

export function loginTarget(
  redirect: string | null | undefined,
  origin: string = window.location.origin,
): string {
  const path = safeLocalPath(redirect, origin);
  if (!path) return '/';
  const url = new URL(path, origin);
  if (url.pathname === '/login' || url.pathname === '/auth/login') return '/';
  if (url.pathname === '/home') return `/page/home${url.search}${url.hash}`;
  return path;
}

/** The address for the login screen that comes back to `path` afterwards. */
export const loginPathFor = (path: string): string =>
  `/login?${new URLSearchParams({ redirect: path })}`;

/** FFD keeps the wanted path instead of a query (spec 4). */
export function keepPathForLogin(path: string): void {
  try {
    window.sessionStorage.setItem(KEPT_PATH, path);
  } catch {
    // Storage refused: the shopper lands on / after signing in.
  }
}

export function takeKeptPath(): string | null {
  try {
    const path = window.sessionStorage.getItem(KEPT_PATH);
    window.sessionStorage.removeItem(KEPT_PATH);
    return path;
  } catch {
    return null;
  }
}

/** The path with query, without the `u` of logged-in navigation. */
export function pathWithoutU(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('u');
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}`;
}

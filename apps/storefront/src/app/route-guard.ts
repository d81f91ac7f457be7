import {
  type BrandCode,
  ErrorCode,
  Messages,
  type RouteDef,
  SESSION_END_CODES,
} from '@portal/contract';
import { loginPathFor, pathWithoutU } from '../features/identity/login-redirect';
import { ApiError } from '../lib/api-client';

/** Where a navigation is going: the address bar's path and query. */
export interface GuardTarget {
  pathname: string;
  search: string;
}

/** What the guard reads and does; the loader passes the real ones, tests pass fakes. */
export interface GuardDeps {
  brand: BrandCode;
  now: () => number;
  routeFor: (pathname: string) => RouteDef | undefined;
  token: () => string | null;
  /** The stored user name; unknown means user info must load. */
  username: () => string | null;
  /** The `u` of logged-in navigation, null when there is none. */
  navigationU: () => string | null;
  rolesStale: (now: number) => boolean;
  loadRoles: () => Promise<void>;
  loadUserInfo: () => Promise<void>;
  /** The empty ART product search of allow-listed routes (not awaited). */
  artSearch: () => void;
  notify: (message: string) => void;
  /** Forget the token and the account's values; visitor again. */
  resetToken: () => void;
  /** FFD: keep the wanted path for after the login. */
  keepPath: (path: string) => void;
}

/** Routes that pass untouched (spec 4). */
const PASS_THROUGH = new Set(['iframeMsg', '404']);
/** The allow list of spec 4 (our reading): ART's screens, where its live search lives. */
export const ART_SEARCH_ROUTES: ReadonlySet<string> = new Set([
  'art',
  'artSearch',
  'artShop',
  'artSale',
  'DealerLocator',
]);
/** The sign-in screens (by route name). */
export const LOGIN_ROUTES: ReadonlySet<string> = new Set(['login', 'jcLogin']);

const errCode = (error: unknown) => (error instanceof ApiError ? error.err : 0);

/**
 * The route guard of spec 4 and issue 3. Resolves with the address to go to instead, or null
 * to let the navigation through. Runs before any screen of the target renders.
 */
export async function decideNavigation(
  target: GuardTarget,
  deps: GuardDeps,
): Promise<string | null> {
  const route = deps.routeFor(target.pathname);
  if (!route || PASS_THROUGH.has(route.name)) return null;
  if (ART_SEARCH_ROUTES.has(route.name)) deps.artSearch();
  const path = pathWithoutU(target.pathname, target.search);

  const failUserInfo = (error: unknown) => {
    deps.resetToken();
    deps.notify(errCode(error) === ErrorCode.NO_ROLE ? Messages.noRole : Messages.failedUserInfo);
    return loginPathFor(path);
  };

  // FFD skips role loading; elsewhere roles load when missing or older than an hour.
  if (deps.brand !== 'FFD' && deps.rolesStale(deps.now()) && !deps.token()) {
    // A visitor's list is fixed (mibd_visitor) and the store answers it until the call returns:
    // load it without holding the first paint behind a round trip.
    deps.loadRoles().catch(() => {});
  } else if (deps.brand !== 'FFD' && deps.rolesStale(deps.now())) {
    try {
      await deps.loadRoles();
    } catch (error) {
      // 22003 for a signed-in account is the user-info failure; other failures keep the old list
      // (21015/22007 already ended the session in the API client).
      if (errCode(error) === ErrorCode.NO_ROLE && deps.token()) return failUserInfo(error);
    }
  }

  if (deps.token()) {
    if (LOGIN_ROUTES.has(route.name)) return '/';
    if (!deps.username()) {
      try {
        await deps.loadUserInfo();
      } catch (error) {
        if (!SESSION_END_CODES.includes(errCode(error))) return failUserInfo(error);
      }
    }
  }

  if (deps.token()) return withU(target, deps.navigationU());
  if (!route.auth) return null;
  if (deps.brand === 'FFD') {
    deps.keepPath(path);
    return '/login';
  }
  return loginPathFor(path);
}

/** Logged-in navigation carries `u` (spec 2): the same address with it added, or null. */
export function withU(target: GuardTarget, u: string | null): string | null {
  if (!u) return null;
  const params = new URLSearchParams(target.search);
  if (params.has('u')) return null;
  params.set('u', u);
  return `${target.pathname}?${params}`;
}

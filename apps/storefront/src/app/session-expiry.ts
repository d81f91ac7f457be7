import { Messages, type RouteDef } from '@portal/contract';
import { loginPathFor, pathWithoutU } from '../features/identity/login-redirect';
import { LOGIN_ROUTES } from './route-guard';

/** What survives the reload of an ended session: this tab's sessionStorage. */
type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionEndedDeps {
  /** Where the app is, or is going while a navigation runs. */
  location: () => { pathname: string; search: string };
  routeFor: (pathname: string) => RouteDef | undefined;
  notify: (message: string) => void;
  navigate: (to: string) => void;
  loadRoles: () => Promise<void>;
  /** A full page load of `to` in place of the current entry (spec 8: "21015 reload page"). */
  reload: (to: string) => void;
  /** This tab's sessionStorage (absent or refusing: no notice is kept, no loop is guarded). */
  storage?: () => TabStorage | null;
  now?: () => number;
}

/** Set for the login screen after the reload: it says why the user must sign in again, once. */
const NOTICE_KEY = 'sessionEndedNotice';
/** When this tab last reloaded for an ended session. */
const RELOADED_AT_KEY = 'sessionEndedReloadAt';
/**
 * A second end this soon after a reload is not a new session ending (say, a stale cookie a
 * browser kept): finish in place instead of reloading again, so the page never loops.
 */
export const RELOAD_LOOP_WINDOW_MS = 10_000;

const tabStorage = (): TabStorage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

const attempt = (act: () => void) => {
  try {
    act();
  } catch {
    // Storage refused or full: the flow goes on without what it would have kept.
  }
};

/**
 * What follows the API client's session-expired flow (spec 4 and 8: 21015 or 22007, once until a
 * success; the client has already cleared the session, set the visitor's role and removed `u`).
 * Spec 8 says "21015 reload page", and 22007 is the same session end (decision 017): the page
 * loads again as a visitor's, so nothing the old session drew or cached survives, and the fresh
 * page loads the visitor's roles. On a login-only route the reload goes to the login screen
 * (coming back afterwards), which tells the user why once it has loaded.
 */
export function createSessionEndedHandler(deps: SessionEndedDeps): () => void {
  const storage = deps.storage ?? tabStorage;
  const now = deps.now ?? Date.now;
  return () => {
    const { pathname, search } = deps.location();
    const here = pathWithoutU(pathname, search);
    const route = deps.routeFor(pathname);
    const loginOnly = Boolean(route?.auth);
    const to = loginOnly ? loginPathFor(here) : here;
    // The guard may have sent the navigation to sign in first (the client had already cleared
    // the token when it looked): the login screen still says why.
    const tell = loginOnly || LOGIN_ROUTES.has(route?.name ?? '');
    const store = storage();
    const last = Number(store?.getItem(RELOADED_AT_KEY) ?? Number.NaN);
    if (!(now() - last < RELOAD_LOOP_WINDOW_MS)) {
      attempt(() => {
        store?.setItem(RELOADED_AT_KEY, String(now()));
        if (tell) store?.setItem(NOTICE_KEY, '1');
      });
      deps.reload(to);
      return;
    }
    // Just reloaded for this: finish in place.
    deps.loadRoles().catch(() => {});
    if (!tell) return;
    deps.notify(Messages.verificationFailed);
    if (loginOnly) deps.navigate(to);
  };
}

/** After the reload: shows the notice the ended session kept, once. */
export function showKeptSessionNotice(
  notify: (message: string) => void,
  storage: () => TabStorage | null = tabStorage,
): void {
  const store = storage();
  let kept = false;
  attempt(() => {
    kept = store?.getItem(NOTICE_KEY) === '1';
    store?.removeItem(NOTICE_KEY);
  });
  if (kept) notify(Messages.verificationFailed);
}

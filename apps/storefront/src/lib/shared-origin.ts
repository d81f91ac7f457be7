import {
  hopsThroughSharedOrigin,
  type Mode,
  RequestHeaders,
  SESSION_HOP_BRAND,
  SESSION_HOP_TRIED_COOKIE,
  SESSION_SYNC_PATH,
  sessionHandoffCreate,
  sessionHop,
  sessionSites,
} from '@portal/contract';
import Cookies from 'js-cookie';
import { call } from './call';
import { CURRENT_BRAND } from './current-brand';
import { getStored } from './session';

/**
 * The shared origin of decision 054: HOM's site keeps the session first-party for every brand
 * site, since browsers partition a sibling's frames (decisions 010 and 016 no longer reach a
 * typed URL). A site opened without a session hops there at the top level once per browser
 * session; a sign-in anywhere passes through it.
 */

/** The browser session already asked the shared origin (a cookie without expiry). */
export const HOP_TRIED_COOKIE = SESSION_HOP_TRIED_COOKIE;
const STATE_KEY = 'portal.sessionHop.state';
const quiet = { silent: true } as const;

/**
 * Worth a look before the page is taken over (cheap, no call): a site that hops, at the top
 * level, not the receiver page, no session here, not asked yet in this browser session.
 */
export const mayHopForSession = (win: Window = window): boolean =>
  hopsThroughSharedOrigin(CURRENT_BRAND.code) &&
  win.top === win &&
  win.location.pathname !== SESSION_SYNC_PATH &&
  !getStored('token') &&
  !hopTried();

let served: Promise<string | null> | undefined;

/** The shared origin, from the server's configured origins (never guessed); null if unknown. */
export function sharedOrigin(): Promise<string | null> {
  if (!hopsThroughSharedOrigin(CURRENT_BRAND.code)) return Promise.resolve(null);
  served ??= call(sessionSites, undefined, quiet).then(
    ({ sites }) => sites.find((site) => site.brand === SESSION_HOP_BRAND)?.origin ?? null,
    () => {
      served = undefined;
      return null;
    },
  );
  return served;
}

export const hopTried = (): boolean => Cookies.get(HOP_TRIED_COOKIE) === '1';

/** Marks the try; false when the browser keeps no cookie (then a hop could loop: none is made). */
function markHopTried(): boolean {
  Cookies.set(HOP_TRIED_COOKIE, '1', { path: '/', sameSite: 'lax' });
  return hopTried();
}

/** A random value the hop carries and this tab checks on return (a foreign page cannot know it). */
function newState(win: Window): string | null {
  const bytes = win.crypto.getRandomValues(new Uint8Array(24));
  const state = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  try {
    win.sessionStorage.setItem(STATE_KEY, state);
    return state;
  } catch {
    return null;
  }
}

/** True once for the state this tab sent out; the stored value is used up either way. */
export function takeHopState(state: string | null, win: Window = window): boolean {
  try {
    const sent = win.sessionStorage.getItem(STATE_KEY);
    win.sessionStorage.removeItem(STATE_KEY);
    return Boolean(state && sent && state === sent);
  } catch {
    return false;
  }
}

/**
 * Opened without a session: asks the shared origin for it, at the top level (its cookie is
 * first-party there), once per browser session. Returns whether the page is leaving.
 */
export async function hopForSession(win: Window = window): Promise<boolean> {
  if (!mayHopForSession(win)) return false;
  const origin = await sharedOrigin();
  if (!origin || getStored('token') || !markHopTried()) return false;
  const state = newState(win);
  if (!state) return false;
  const next = `${win.location.pathname}${win.location.search}`;
  const query = new URLSearchParams({ brand: CURRENT_BRAND.code, next, state });
  win.location.replace(`${origin}${sessionHop.path}?${query.toString()}`);
  return true;
}

/** What a sign-in answers that the shared origin's copy of the session needs. */
export interface SignedIn {
  token: string;
  mode: Mode;
  Role: readonly string[];
  user_first_name: string;
  user_last_name: string;
}

/**
 * A sign-in here also signs in the shared origin: a one-time code for it (decision 016), made
 * before this site stores the session, so nothing of the signed-in page shows before it leaves.
 * Answers the step that goes there and on to `target` on this site, or null when there is
 * nothing to do or no code could be had (the sign-in then goes on here alone).
 */
export async function sharedSignIn(
  user: SignedIn,
  win: Window = window,
): Promise<((target: string) => void) | null> {
  const origin = await sharedOrigin();
  if (!origin) return null;
  const username = `${user.user_first_name} ${user.user_last_name}`.trim();
  try {
    const { code } = await call(
      sessionHandoffCreate,
      {
        brand: SESSION_HOP_BRAND,
        session: {
          mode: user.mode,
          Uid: null,
          shoppingCartNum: null,
          role: [...user.Role],
          cookie_id: null,
          customer: null,
          customer_id: null,
          userFirstName: user.user_first_name,
          userLastName: user.user_last_name,
          username,
          clientAgentId: null,
          clientAgentCode: null,
        },
      },
      { ...quiet, headers: { [RequestHeaders.token]: user.token } },
    );
    return (target) => {
      const fragment = new URLSearchParams({
        handoff: code,
        back: CURRENT_BRAND.code,
        next: target,
      });
      win.location.assign(`${origin}${SESSION_SYNC_PATH}#${fragment.toString()}`);
    };
  } catch {
    return null;
  }
}

/** For tests: forget the fetched origin. */
export const resetSharedOrigin = () => {
  served = undefined;
};

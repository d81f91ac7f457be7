import {
  SESSION_SYNC_TYPE,
  type SessionSyncMessage,
  type SessionSyncReason,
  sessionSyncMessageSchema,
} from '@portal/contract';
import { clearSession, getStored, setStored, setVisitorRole } from '../../lib/session';

/** The cross-site message of spec 3, read from this site's stored values. */
export function currentSyncMessage(reason: SessionSyncReason, domId: string): SessionSyncMessage {
  return {
    type: SESSION_SYNC_TYPE,
    reason,
    domId,
    mode: getStored('mode'),
    Uid: getStored('X-Auth-Uid'),
    shoppingCartNum: getStored('shoppingCartNum'),
    role: getStored('role'),
    token: getStored('token'),
    cookie_id: getStored('guestId'),
    customer: getStored('customer'),
    customer_id: getStored('customer_id'),
    userFirstName: getStored('userFirstName'),
    userLastName: getStored('userLastName'),
    username: getStored('username'),
    clientAgentId: getStored('clientAgentId'),
    clientAgentCode: getStored('clientAgentCode'),
    consent: storedConsent(),
  };
}

type Consent = NonNullable<SessionSyncMessage['consent']>;

/** This site's cookie choice with its time, or null when none was made. */
function storedConsent(): Consent | null {
  const c = getStored('COOKIES_HAVE_BEEN_SET') as (Partial<Consent> & object) | null;
  if (!c || typeof c.BASIC_COOKIES !== 'boolean' || typeof c.PERFORMANCE_COOKIES !== 'boolean')
    return null;
  if (typeof c.setAt !== 'number') return null;
  return {
    BASIC_COOKIES: c.BASIC_COOKIES,
    PERFORMANCE_COOKIES: c.PERFORMANCE_COOKIES,
    setAt: c.setAt,
  };
}

const CONSENT_FRAGMENT = /^#portal-consent=([01])\.(\d{1,15})$/;

/**
 * A visitor's cookie choice rides along a link to a sibling site in the address fragment (a
 * visitor has no session to hand off, and this Chromium keeps sibling frames from their storage).
 */
export function consentFragment(): string | null {
  const c = storedConsent();
  return c ? `#portal-consent=${c.PERFORMANCE_COOKIES ? 1 : 0}.${c.setAt}` : null;
}

/**
 * Takes a sibling's cookie choice from the address, only when the page was reached from one of
 * the served sibling origins (a foreign page cannot switch a visitor's cookies on by a link).
 */
export function adoptConsentFromAddress(win: Window, siblings: readonly string[]): void {
  const match = CONSENT_FRAGMENT.exec(win.location.hash);
  if (!match) return;
  win.history.replaceState(win.history.state, '', `${win.location.pathname}${win.location.search}`);
  let from = '';
  try {
    from = new URL(win.document.referrer).origin;
  } catch {
    return;
  }
  const setAt = Number(match[2]);
  if (!siblings.includes(from) || setAt > Date.now() + 60_000) return;
  adoptConsent({ BASIC_COOKIES: true, PERFORMANCE_COOKIES: match[1] === '1', setAt });
}

/** A sibling's cookie choice holds here when it is newer than this site's own. */
function adoptConsent(consent: SessionSyncMessage['consent']): void {
  if (!consent) return;
  const own = storedConsent();
  if (own && own.setAt >= consent.setAt) return;
  setStored('COOKIES_HAVE_BEEN_SET', consent);
}

/** A message from another origin, checked against the contract (null when it is not ours). */
export const parseSyncMessage = (data: unknown): SessionSyncMessage | null => {
  const parsed = sessionSyncMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
};

/**
 * Applies a sibling's session to this origin's stored values and X-Auth-* cookies. A message
 * without token is a logout. The role list is kept but marked stale, so this site's route guard
 * reloads the roles of its own brand on the next navigation.
 */
export function applySyncMessage(message: SessionSyncMessage): void {
  adoptConsent(message.consent);
  if (message.reason === 'consent') return;
  if (!message.token) {
    if (getStored('token')) {
      clearSession();
      setVisitorRole();
    }
    return;
  }
  setStored('token', message.token);
  setStored('X-Auth-Uid', message.Uid);
  setStored('userRandom', message.Uid ? message.Uid.slice(0, 4) : null);
  setStored('mode', message.mode);
  setStored('role', message.role);
  setStored('getRoleTime', null);
  setStored('customer', message.customer);
  setStored('customer_id', message.customer_id);
  setStored('userFirstName', message.userFirstName);
  setStored('userLastName', message.userLastName);
  setStored('username', message.username);
  setStored('clientAgentId', message.clientAgentId);
  setStored('clientAgentCode', message.clientAgentCode);
  setStored('shoppingCartNum', message.shoppingCartNum);
  // A site keeps its own guest id (and the guest cart tied to it) when it has one.
  if (message.cookie_id && !getStored('guestId')) setStored('guestId', message.cookie_id);
}

/** FNV-1a: a short fingerprint, so the token itself is never kept twice. */
const fnv1a = (text: string): string => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
};

/** What a sign-in, logout or mode change alters (the cart count is tracked on its own). */
export const sessionFingerprint = (): string =>
  fnv1a(
    [
      getStored('token'),
      getStored('mode'),
      getStored('customer_id'),
      getStored('clientAgentId'),
    ].join('|'),
  );

export interface SyncState {
  session: string;
  /** Tells a sign-in (new token) from a mode change (same token). */
  token: string;
  cart: number | null;
  /** The cookie choice's time (0: none): a change is told to the siblings like the session. */
  consent?: number;
}

export const currentSyncState = (): SyncState => ({
  session: sessionFingerprint(),
  token: fnv1a(getStored('token') ?? ''),
  cart: getStored('shoppingCartNum'),
  consent: storedConsent()?.setAt ?? 0,
});

/**
 * What this origin last told (or was told by) its siblings. It survives the reload that follows
 * a mode change, so the change is still announced after it; it is not a session value.
 */
const SENT_KEY = 'portal.sessionSync';

export function readSyncState(): SyncState | null {
  try {
    const raw = window.localStorage.getItem(SENT_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof (value as SyncState).session === 'string' ? (value as SyncState) : null;
  } catch {
    return null;
  }
}

export function writeSyncState(state: SyncState): void {
  try {
    window.localStorage.setItem(SENT_KEY, JSON.stringify(state));
  } catch {
    // Storage refused: the next change is announced again, which is harmless.
  }
}

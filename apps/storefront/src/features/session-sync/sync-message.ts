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
  };
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
}

export const currentSyncState = (): SyncState => ({
  session: sessionFingerprint(),
  token: fnv1a(getStored('token') ?? ''),
  cart: getStored('shoppingCartNum'),
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

import {
  AuthCookies,
  type CookieConsentKeys,
  type Language,
  Languages,
  type Mode,
  Modes,
  rolesFor,
  SessionStoredKeys,
  type StoredKey,
  VISITOR_MODE,
} from '@portal/contract';
import Cookies from 'js-cookie';

/**
 * The session store of spec 3: every stored value under its spec name in localStorage, and the
 * X-Auth-* cookies the brand sites share. Nothing else in the storefront touches these keys.
 */

export type CookieConsent = Record<(typeof CookieConsentKeys)[number], boolean>;
/** A line of the guest cart (FFD shoppers without an account). */
export interface GuestCartLine {
  sku_number: string;
  count: number;
}

interface Codec<T> {
  read(raw: string): T | null;
  write(value: T): string;
}
const text: Codec<string> = { read: (raw) => raw, write: (v) => v };
const num: Codec<number> = {
  read: (raw) => (raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : null),
  write: String,
};
const bool: Codec<boolean> = { read: (raw) => raw === 'true', write: String };
const json = <T>(valid: (value: unknown) => boolean): Codec<T> => ({
  read: (raw) => {
    try {
      const value: unknown = JSON.parse(raw);
      return valid(value) ? (value as T) : null;
    } catch {
      return null;
    }
  },
  write: (v) => JSON.stringify(v),
});
const oneOf = <T extends string>(values: readonly T[]): Codec<T> => ({
  read: (raw) => ((values as readonly string[]).includes(raw) ? (raw as T) : null),
  write: (v) => v,
});
const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

const codecs = {
  role: json<string[]>((v) => Array.isArray(v) && v.every((t) => typeof t === 'string')),
  getRoleTime: num,
  userRandom: text,
  customer_id: text,
  customer: text,
  userFirstName: text,
  userLastName: text,
  userEmail: text,
  userHead_img: text,
  clientAgentId: text,
  clientAgentCode: text,
  shoppingCartNum: num,
  token: text,
  mode: oneOf<Mode>(Modes),
  username: text,
  'X-Auth-Uid': text,
  language: oneOf<Language>(Languages),
  noAgain: bool,
  COOKIES_HAVE_BEEN_SET: json<CookieConsent>(isObject),
  sku_list: json<GuestCartLine[]>(Array.isArray),
  guestId: text,
  accountType: text,
} satisfies { [K in StoredKey]: Codec<unknown> };

export type StoredValues = {
  [K in StoredKey]: (typeof codecs)[K] extends Codec<infer T> ? T : never;
};

/** Stored values mirrored into the cookies the API and the other brand sites read. */
const cookieFor: Partial<Record<StoredKey, string>> = {
  token: AuthCookies.token,
  'X-Auth-Uid': AuthCookies.uid,
  mode: AuthCookies.mode,
};
/**
 * The absolute life of a session (SESSION_ABSOLUTE_MS in the API's session-policy.ts): a cookie
 * that outlives it only carries a dead token, and a longer-lived copy is longer to steal.
 */
export const SESSION_COOKIE_DAYS = 7;

/**
 * Lax: sent on a top-level visit from elsewhere, never with another site's posts or frames.
 * Secure on https pages so the token never crosses plain http; not on http pages (development),
 * where a browser would drop a Secure cookie.
 */
const cookieOptions = () =>
  ({
    path: '/',
    sameSite: 'lax',
    expires: SESSION_COOKIE_DAYS,
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  }) as const;

/** localStorage, or memory when the browser refuses storage (private modes, disabled). */
const memory = new Map<string, string>();
const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set(key: string, value: string) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      memory.set(key, value);
    }
  },
  remove(key: string) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      memory.delete(key);
    }
  },
};

/** Who hears of stored-value changes (this tab's setStored and other tabs' storage events). */
const listeners = new Set<(key: StoredKey | null) => void>();

/** Calls `listener` after any stored value changes (key null: unknown, from another tab). */
export function subscribeSession(listener: (key: StoredKey | null) => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('storage', onOtherTab);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('storage', onOtherTab);
    }
  };
}
const notify = (key: StoredKey | null) => {
  for (const listener of listeners) listener(key);
};
const onOtherTab = () => notify(null);

/** The raw stored text of a value (stable between changes, for React snapshots). */
export const getStoredRaw = (key: StoredKey): string | null => storage.get(key);

export function getStored<K extends StoredKey>(key: K): StoredValues[K] | null {
  return readStored(key, storage.get(key));
}

/** A stored value from its raw text (as getStoredRaw gave it), null for none. */
export function readStored<K extends StoredKey>(
  key: K,
  raw: string | null,
): StoredValues[K] | null {
  if (raw === null) return null;
  return (codecs[key] as Codec<StoredValues[K]>).read(raw);
}

/** Stores a value (null or '' removes it) and keeps the matching cookie in step. */
export function setStored<K extends StoredKey>(key: K, value: StoredValues[K] | null): void {
  const cookie = cookieFor[key];
  if (value === null || value === '') {
    storage.remove(key);
    if (cookie) Cookies.remove(cookie, { path: '/' });
  } else {
    const raw = (codecs[key] as Codec<StoredValues[K]>).write(value);
    storage.set(key, raw);
    if (cookie) Cookies.set(cookie, raw, cookieOptions());
  }
  notify(key);
}

export const getCookie = (name: (typeof AuthCookies)[keyof typeof AuthCookies]) =>
  Cookies.get(name) ?? null;

export const getToken = () => getStored('token');
export const isLoggedIn = () => Boolean(getStored('token'));
export const getMode = (): Mode | null => getStored('mode');
export const getRoles = (): readonly string[] => getStored('role') ?? [];

/** The `u` query of logged-in navigation (spec 2): the stored X-Auth-Uid minus its first 4 characters. */
export const navigationU = (): string | null => {
  const value = getStored('X-Auth-Uid');
  return value && value.length > 4 ? value.slice(4) : null;
};

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 32 random letters and digits (crypto.getRandomValues, no modulo bias) plus a timestamp. */
export function createGuestId(now: number = Date.now()): string {
  let id = '';
  const bytes = new Uint8Array(64);
  while (id.length < 32) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      // 248 = 4 * 62: bytes above it would favour the first letters.
      if (byte < 248 && id.length < 32) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return `${id}${now}`;
}

/** The guest id of this browser, created on first use and kept across logins. */
export function ensureGuestId(): string {
  const existing = getStored('guestId');
  if (existing) return existing;
  const id = createGuestId();
  setStored('guestId', id);
  return id;
}

/** Keys of the forms an account left half-filled (`account-drafts.ts`, kept out of the entry). */
export const DRAFT_PREFIX = 'draft:';

/**
 * Logout and session expiry (spec 4): forget the account, its customer and client-agent data,
 * and the forms it left half-filled.
 */
export function clearSession(): void {
  for (const key of SessionStoredKeys) setStored(key, null);
  try {
    for (const k of Object.keys(localStorage))
      if (k.startsWith(DRAFT_PREFIX)) localStorage.removeItem(k);
  } catch {
    // No storage: no drafts.
  }
}

/**
 * Role back to visitor (spec 4): visitor mode and its role list; `getRoleTime` is cleared so the
 * route guard reloads the visitor's roles from the server on the next navigation.
 */
export function setVisitorRole(): void {
  setStored('mode', VISITOR_MODE);
  setStored('role', [...rolesFor(VISITOR_MODE)]);
  setStored('getRoleTime', null);
}

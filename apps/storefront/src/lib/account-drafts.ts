import { BRAND } from './current-brand';
import { DRAFT_PREFIX as PREFIX } from './session';

/**
 * Half-filled forms kept in the browser per account and brand site (decision 048): a failed
 * payment, a reload or a page in between leaves them where they were. Sign-out forgets every
 * account's (`clearSession`): they hold addresses, never payment numbers.
 */

const keyOf = (form: string, owner: string) => `${PREFIX}${form}:${BRAND}:${owner}`;

const local = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The stored draft, or null when there is none or it is not JSON. */
export function readDraft(form: string, owner: string): unknown {
  const raw = local()?.getItem(keyOf(form, owner));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeDraft(form: string, owner: string, value: unknown): void {
  try {
    local()?.setItem(keyOf(form, owner), JSON.stringify(value));
  } catch {
    // A full or refused storage keeps no draft; the form still works.
  }
}

export function removeDraft(form: string, owner: string): void {
  local()?.removeItem(keyOf(form, owner));
}

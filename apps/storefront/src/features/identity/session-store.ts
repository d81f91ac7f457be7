import { type Mode, type SessionUser, Timing, VISITOR_MODE } from '@portal/contract';
import { clearSession, getStored, getToken, setStored } from '../../lib/session';
import type { RoleAnswer, UserInfo } from './api/auth-api';

/** What signing in, role loading and user info keep in the stored values of spec 3. */

const LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';
const randomPrefix = (length: number) => {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => LETTERS[b % LETTERS.length]).join('');
};

/**
 * Spec 4: the token, the user's names, email and avatar; client-agent data cleared. X-Auth-Uid is
 * four random characters and the user id (the `u` query is the id: the value minus its first 4).
 */
export function storeSignIn(user: SessionUser, now: number = Date.now()): void {
  clearSession();
  const random = randomPrefix(4);
  setStored('token', user.token);
  setStored('userRandom', random);
  setStored('X-Auth-Uid', `${random}${user.user_id}`);
  setStored('userFirstName', user.user_first_name);
  setStored('userLastName', user.user_last_name);
  setStored('userEmail', user.user_email);
  setStored('userHead_img', user.head_img);
  setStored('accountType', user.account_type);
  setStored(
    'username',
    user.ol_user_name ?? `${user.user_first_name} ${user.user_last_name}`.trim(),
  );
  setStored('clientAgentId', null);
  setStored('clientAgentCode', null);
  storeRoles({ Role: user.Role, mode: user.mode }, now);
}

/** The role list of the session's mode, and when it was loaded (refreshed after an hour). */
export function storeRoles(answer: RoleAnswer, now: number = Date.now()): void {
  setStored('mode', answer.mode);
  setStored('role', [...answer.Role]);
  setStored('getRoleTime', now);
}

/** Whether the guard must load roles: none stored, or older than Timing.roleRefreshMs. */
export function rolesStale(now: number = Date.now()): boolean {
  const roles = getStored('role');
  const loadedAt = getStored('getRoleTime');
  return !roles?.length || loadedAt === null || now - loadedAt > Timing.roleRefreshMs;
}

/** Before loading roles without a token, the Mode header must say visitor. */
export function prepareRoleLoad(): void {
  if (!getToken()) setStored('mode', VISITOR_MODE);
}

export function storeUserInfo(info: UserInfo): void {
  setStored('username', info.name);
  setStored('userFirstName', info.user_first_name);
  setStored('userLastName', info.user_last_name);
  setStored('userEmail', info.user_email);
  setStored('userHead_img', info.head_img);
  setStored('accountType', info.account_type);
}

/** A mode change: the new roles; the customer of communicate mode, else none (spec 4). */
export function storeMode(
  answer: { mode: Mode; Role: readonly string[]; customer_id: number | null },
  customerName: string | null,
  now: number = Date.now(),
): void {
  storeRoles({ mode: answer.mode, Role: [...answer.Role] }, now);
  const preset = answer.mode === 'mibd_communicate' && answer.customer_id !== null;
  setStored('customer_id', preset ? String(answer.customer_id) : null);
  setStored('customer', preset ? customerName : null);
}

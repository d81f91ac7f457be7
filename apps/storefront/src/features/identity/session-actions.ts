import type { Mode } from '@portal/contract';
import { clearSession, setVisitorRole } from '../../lib/session';
import { fetchRoles, fetchUserInfo, logout, switchMode } from './api/auth-api';
import { prepareRoleLoad, storeMode, storeRoles, storeUserInfo } from './session-store';

/** Roles of the session's mode (visitor without a token): GET /mibd/common/user_role. */
export async function loadRoles(): Promise<void> {
  prepareRoleLoad();
  storeRoles(await fetchRoles());
}

/** The signed-in user's names: POST /xbom/login/userInfo. */
export async function loadUserInfo(): Promise<void> {
  storeUserInfo(await fetchUserInfo());
}

/**
 * Logout (spec 4): the server ends the session; the token, customer, state and client-agent
 * data go and the role is visitor's again, even when the call fails.
 */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } catch {
    // Signed out here regardless: the session ends with its idle expiry on the server.
  }
  clearSession();
  setVisitorRole();
}

/** Mode change (spec 4): the server's new mode, roles reloaded, the customer preset or cleared. */
export async function changeMode(
  mode: Mode,
  customer?: { id: number; name: string },
): Promise<void> {
  const answer = await switchMode({ mode, customer_id: customer?.id });
  storeMode(answer, customer?.name ?? null);
  await loadRoles();
}

import { userInfo } from '@portal/contract';
import { call } from '../../lib/call';
import { getStored } from '../../lib/session';

/** At most one check in this interval: focus events come in bursts. */
const CHECK_EVERY_MS = 30_000;
let lastCheck = 0;

/**
 * Asks the server whether the stored token still holds. The token is shared by the brand sites,
 * so a logout on one ends it for all; the API client's session-expired flow (21015/22007) then
 * clears this site's session and shows the visitor's state.
 */
export function checkSessionStillValid(now: number = Date.now()): void {
  if (!getStored('token') || now - lastCheck < CHECK_EVERY_MS) return;
  lastCheck = now;
  call(userInfo, undefined, { silent: true }).catch(() => {});
}

/** For tests: forget when the last check ran. */
export const resetSessionCheck = () => {
  lastCheck = 0;
};

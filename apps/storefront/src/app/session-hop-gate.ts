import { hopsThroughSharedOrigin, SESSION_HOP_TRIED_COOKIE } from '@portal/contract';
import { BRAND } from '../lib/current-brand';
import { getStored } from '../lib/session';

/**
 * Before the page is taken over: opened without a session, once per browser session, the site
 * asks the shared origin for one at the top level (decision 054), so nothing on the page becomes
 * clickable and is then navigated away from. The checks here are cheap and need no zod (a
 * literal path: the contract's session-sync module would pull zod into the entry); the hop's own
 * code loads only when they all pass. Resolves true when the page is leaving.
 */
export function hopForSessionFirst(win: Window = window): Promise<boolean> {
  const worthALook =
    hopsThroughSharedOrigin(BRAND) &&
    win.top === win &&
    win.location.pathname !== '/iframeMsg' &&
    !getStored('token') &&
    !win.document.cookie.split('; ').includes(`${SESSION_HOP_TRIED_COOKIE}=1`);
  if (!worthALook) return Promise.resolve(false);
  return import('../lib/shared-origin').then(
    ({ hopForSession }) => hopForSession(win),
    () => false,
  );
}

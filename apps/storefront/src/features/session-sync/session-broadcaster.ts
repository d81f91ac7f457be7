import { getStored, subscribeSession } from '../../lib/session';
import { broadcastToFrames } from './frame-broadcast';
import { handoffUrl } from './handoff';
import { createHandoffCode } from './handoff-api';
import { checkSessionStillValid } from './session-check';
import { type SiblingSite, siblingSites } from './sibling-origins';
import {
  adoptConsentFromAddress,
  consentFragment,
  currentSyncMessage,
  currentSyncState,
  readSyncState,
  type SyncState,
  writeSyncState,
} from './sync-message';

/** Changes arrive as a burst of stored values (sign-in writes about fifteen): wait for the end. */
const SETTLE_MS = 250;

const reasonFor = (before: SyncState, now: SyncState) => {
  if (before.session === now.session)
    return before.cart === now.cart ? ('consent' as const) : ('cart' as const);
  if (!getStored('token')) return 'logout' as const;
  return before.token === now.token ? ('mode' as const) : ('login' as const);
};

/**
 * Announces this site's session changes (sign-in, logout, mode, cart count) to the sibling
 * brand sites through hidden frames, and carries the session along links to a sibling whose
 * frame could not take it (decision 010, by one-time code: decision 016). Also re-checks the
 * session with the server when the page loads or regains focus, so a logout on a sibling shows
 * here. The siblings are the server's list; without it nothing is shared. Returns a stop function.
 */
export function startBroadcaster(win: Window = window): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void siblingSites(win.location.origin).then((sites) => {
    if (stopped || sites.length === 0) return;
    adoptConsentFromAddress(
      win,
      sites.map((site) => site.origin),
    );
    stop = broadcastTo(sites, win);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

function broadcastTo(sites: readonly SiblingSite[], win: Window): () => void {
  const origins = sites.map((site) => site.origin);
  const reached = new Set<string>();
  let timer: number | undefined;

  const announce = () => {
    const now = currentSyncState();
    const before = readSyncState();
    writeSyncState(now);
    // A first visit has nothing to announce; the reload after a mode change does.
    if (
      !before ||
      (before.session === now.session &&
        before.cart === now.cart &&
        (before.consent ?? 0) === now.consent)
    )
      return;
    const { domId: _unused, ...message } = currentSyncMessage(reasonFor(before, now), 'pending');
    void broadcastToFrames(message, origins, { win }).then((outcomes) => {
      for (const [origin, outcome] of outcomes) {
        if (outcome === 'success') reached.add(origin);
        else reached.delete(origin);
      }
    });
  };
  const schedule = () => {
    win.clearTimeout(timer);
    timer = win.setTimeout(announce, SETTLE_MS);
  };
  // Only this tab's own changes (key set): other tabs of this origin announce theirs.
  const unsubscribe = subscribeSession((key) => {
    if (key !== null) schedule();
  });
  schedule();

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) {
      return;
    }
    const url = new URL(anchor.href);
    const site = sites.find((s) => s.origin === url.origin);
    const consent = consentFragment();
    if (site && !getStored('token') && consent && !url.hash) {
      // A visitor's cookie choice goes along (the session hand-off below is for signed-in ones).
      event.preventDefault();
      win.location.assign(`${url.href}${consent}`);
      return;
    }
    if (!site || reached.has(url.origin) || !getStored('token')) return;
    event.preventDefault();
    // Without a code (refused, offline) the link is still followed, just without the session.
    void createHandoffCode(site.brand, currentSyncMessage('login', 'handoff')).then(
      (code) => win.location.assign(handoffUrl(url, code)),
      () => win.location.assign(url.href),
    );
  };
  win.document.addEventListener('click', onClick, true);
  // Links to siblings carry the session from here on (browser tests wait for this mark).
  win.document.documentElement.dataset.sessionSync = 'on';

  const onVisible = () => {
    if (win.document.visibilityState === 'visible') checkSessionStillValid();
  };
  win.document.addEventListener('visibilitychange', onVisible);
  win.addEventListener('focus', onVisible);
  onVisible();

  return () => {
    win.clearTimeout(timer);
    unsubscribe();
    win.document.removeEventListener('click', onClick, true);
    win.document.removeEventListener('visibilitychange', onVisible);
    win.removeEventListener('focus', onVisible);
    delete win.document.documentElement.dataset.sessionSync;
  };
}

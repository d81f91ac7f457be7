import { SESSION_SYNC_TYPE, type SessionSyncReply } from '@portal/contract';
import { takeHopState } from '../../lib/shared-origin';
import { readHandoff, redeemHandoff } from './handoff';
import { siblingOrigins, siblingSites } from './sibling-origins';
import {
  applySyncMessage,
  currentSyncState,
  parseSyncMessage,
  writeSyncState,
} from './sync-message';

/**
 * Whether this document may use its site's own storage. A third-party frame is refused it
 * (SecurityError) or handed a partitioned copy (no storage access): writing there would not
 * reach the site's own tabs, so the frame says 'blocked' instead of pretending.
 */
export async function ownStorageUsable(win: Window = window): Promise<boolean> {
  try {
    const probe = 'portal.sessionSync.probe';
    win.localStorage.setItem(probe, '1');
    win.localStorage.removeItem(probe);
  } catch {
    return false;
  }
  if (win.top === win) return true;
  const doc = win.document as Document & { hasStorageAccess?: () => Promise<boolean> };
  return doc.hasStorageAccess ? doc.hasStorageAccess().catch(() => false) : true;
}

let handoffTaken = false;

/** For tests: a new page, whose fragment has not been taken yet. */
export const resetReceiver = () => {
  handoffTaken = false;
};

/** Applies a message and records it, so this site does not announce it back to its siblings. */
function adopt(data: Parameters<typeof applySyncMessage>[0]) {
  applySyncMessage(data);
  writeSyncState(currentSyncState());
}

/**
 * The /iframeMsg page: in a frame it answers messages from the sibling origins (exact origin
 * match against the served list; anything else is ignored), at the top level it redeems a
 * hand-off code and moves on to its `next` path. Returns a function that stops listening.
 */
export function startReceiver(win: Window = window): () => void {
  if (win.top === win) {
    // Once per page: a second start (React's strict mode) finds the fragment already gone.
    if (handoffTaken) return () => {};
    handoffTaken = true;
    const { hash } = win.location;
    // The fragment holds a code: drop it from the address before anything else.
    win.history.replaceState(null, '', win.location.pathname);
    void takeHandoff(win, hash).then((next) => win.location.replace(next));
    return () => {};
  }

  let allowed = new Set<string>();
  let stopped = false;
  const onMessage = async (event: MessageEvent) => {
    if (!allowed.has(event.origin)) return;
    const message = parseSyncMessage(event.data);
    if (!message || !event.source) return;
    const usable = await ownStorageUsable(win);
    if (usable) adopt(message);
    const reply: SessionSyncReply = {
      type: SESSION_SYNC_TYPE,
      result: usable ? 'success' : 'blocked',
      domId: message.domId,
      host: win.location.host,
    };
    (event.source as Window).postMessage(reply, event.origin);
  };
  void siblingOrigins(win.location.origin).then((origins) => {
    if (stopped || origins.length === 0) return;
    allowed = new Set(origins);
    win.addEventListener('message', onMessage);
    // Tell the parent we listen, by exact origin: the frame's referrer names the parent.
    const parent = originOf(win.document.referrer);
    for (const origin of parent && allowed.has(parent) ? [parent] : allowed) {
      win.parent.postMessage({ type: SESSION_SYNC_TYPE, ready: true }, origin);
    }
  });
  return () => {
    stopped = true;
    win.removeEventListener('message', onMessage);
  };
}

/**
 * Redeems the hand-off in `hash` (if it came from a sibling, or ends this tab's own hop through
 * the shared origin) and answers where to go next: a path here, or after a sign-in passing
 * through the shared origin, that path on the brand site it came from (a served origin only).
 */
async function takeHandoff(win: Window, hash: string): Promise<string> {
  const sites = await siblingSites(win.location.origin);
  const allowed = new Set(sites.map((site) => site.origin));
  const state = new URLSearchParams(hash.replace(/^#/, '')).get('state');
  const ownHop = state !== null && takeHopState(state, win);
  const handoff = readHandoff(hash, win.document.referrer, allowed, win.location.origin, ownHop);
  if (!handoff) return '/';
  const message = await redeemHandoff(handoff.code);
  if (message) adopt(message);
  const back = handoff.back && sites.find((site) => site.brand === handoff.back);
  return back ? `${back.origin}${handoff.next}` : handoff.next;
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

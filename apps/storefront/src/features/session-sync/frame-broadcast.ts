import {
  SESSION_SYNC_TYPE,
  type SessionSyncMessage,
  sessionSyncReplySchema,
  Timing,
} from '@portal/contract';
import { syncPageUrl } from './sibling-origins';

export type FrameOutcome = 'success' | 'blocked' | 'timeout';

interface BroadcastOptions {
  /** The sender gives up on a frame after this long (spec 9: cross-site fallback 15000 ms). */
  timeoutMs?: number;
  win?: Window;
}

let sequence = 0;

/** The receiver says it listens; only then is the session posted to it. */
export const isReadySignal = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === SESSION_SYNC_TYPE &&
  (data as { ready?: unknown }).ready === true;

/**
 * Posts the message to a hidden frame of each sibling origin (exact target origin) and waits for
 * its answer: 'success' with domId and host, 'blocked' when the browser keeps the frame from its
 * own storage, or 'timeout' after the fallback time. Frames are removed once settled and loaded.
 */
export function broadcastToFrames(
  message: Omit<SessionSyncMessage, 'domId'>,
  origins: readonly string[],
  { timeoutMs = Timing.crossSiteFallbackMs, win = window }: BroadcastOptions = {},
): Promise<Map<string, FrameOutcome>> {
  return Promise.all(origins.map((origin) => toOneFrame(message, origin, timeoutMs, win))).then(
    (outcomes) => new Map(origins.map((origin, i) => [origin, outcomes[i] ?? 'timeout'])),
  );
}

function toOneFrame(
  message: Omit<SessionSyncMessage, 'domId'>,
  origin: string,
  timeoutMs: number,
  win: Window,
): Promise<FrameOutcome> {
  const doc = win.document;
  const domId = `session-sync-${++sequence}-${Date.now().toString(36)}`;
  const frame = doc.createElement('iframe');
  frame.id = domId;
  frame.title = 'Session';
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.src = syncPageUrl(origin);

  // Removed only once loaded: the receiver answers before its page has finished loading, and
  // removing the frame then aborted each of its requests (about 15 per consent click).
  let loaded = false;
  frame.addEventListener('load', () => {
    loaded = true;
  });
  const removeWhenLoaded = () => {
    if (loaded) frame.remove();
    else frame.addEventListener('load', () => frame.remove(), { once: true });
  };

  return new Promise<FrameOutcome>((resolve) => {
    const finish = (outcome: FrameOutcome) => {
      win.removeEventListener('message', onMessage);
      win.clearTimeout(timer);
      removeWhenLoaded();
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      // Only this frame's window, from exactly the origin it was loaded from.
      if (event.origin !== origin || event.source !== frame.contentWindow) return;
      if (isReadySignal(event.data)) {
        frame.contentWindow?.postMessage({ ...message, domId }, origin);
        return;
      }
      const reply = sessionSyncReplySchema.safeParse(event.data);
      if (reply.success && reply.data.domId === domId) finish(reply.data.result);
    };
    const timer = win.setTimeout(() => finish('timeout'), timeoutMs);
    win.addEventListener('message', onMessage);
    doc.body.append(frame);
  });
}

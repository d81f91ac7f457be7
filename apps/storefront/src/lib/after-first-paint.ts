import { useEffect, useState } from 'react';

/** Longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 1500;

/**
 * Calls `run` once the page has loaded and the main thread has had an idle moment: for code the
 * first screen does not show (the product menu, the cookie banner, the cross-site session), so
 * its download and parsing do not compete with the screen's own requests and its largest paint.
 * Returns a cancel function (an unmounted component must not be called back).
 */
export function onAfterFirstPaint(run: () => void, win: Window = window): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    if (!cancelled) run();
  };
  const idle = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function')
      idleId = win.requestIdleCallback(fire, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(fire, 200);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', idle);
    if (idleId !== undefined) win.cancelIdleCallback?.(idleId);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * True once `onAfterFirstPaint` has fired (at once when `now`); `wake` makes it true early (the
 * pointer reached the part it guards).
 */
export function useAfterFirstPaint(now = false): [boolean, () => void] {
  const [ready, setReady] = useState(now);
  useEffect(() => {
    if (ready) return;
    return onAfterFirstPaint(() => setReady(true));
  }, [ready]);
  return [ready, () => setReady(true)];
}

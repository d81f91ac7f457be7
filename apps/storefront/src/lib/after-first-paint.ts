import { useEffect, useState } from 'react';

/** Longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 1500;

/**
 * Resolves once the page has loaded and the main thread has had an idle moment: for code the
 * first screen does not show (the cookie banner, the cross-site session), so its download and
 * parsing do not compete with the screen's own requests and its largest paint.
 */
export function afterFirstPaint(win: Window = window): Promise<void> {
  const idle = () =>
    new Promise<void>((resolve) => {
      if ('requestIdleCallback' in win)
        win.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(resolve, 200);
    });
  if (win.document.readyState === 'complete') return idle();
  return new Promise<void>((resolve) => {
    win.addEventListener('load', () => resolve(idle()), { once: true });
  });
}

/** True once `afterFirstPaint` has resolved. */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    afterFirstPaint().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

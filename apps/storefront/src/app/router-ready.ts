import type { createBrowserRouter } from 'react-router';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Longest the first render waits for the first screen before showing its placeholder. */
export const FIRST_SCREEN_WAIT_MS = 400;

/**
 * Resolves once the router has loaded the first screen's code and run its loaders, or after
 * `waitMs` (a slow call then shows the screen's placeholder meanwhile), whichever is first.
 */
export function whenRouterReady(router: AppRouter, waitMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
  });
}

import './app/mantine-styles';
import '@mantine/notifications/styles.css';
// The brand's card style (decision 044): brand files reach features only through app/.
import '@brand-card';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { hydrationTarget } from './app/hydration';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { whenRouterReady } from './app/router-ready';
import { hopForSessionFirst } from './app/session-hop-gate';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Marks the page as live (rendered or hydrated: buttons work), for tests and tools. */
function LiveMark() {
  useEffect(() => {
    document.documentElement.dataset.app = 'live';
  }, []);
  return null;
}

const router = createAppRouter();
const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
    <LiveMark />
  </StrictMode>
);

const target = hydrationTarget(container);
// A page leaving for the shared origin (decision 054) is not taken over first.
const leaving = hopForSessionFirst();
if (target) {
  // A prerendered page (decision 014) is on screen already: take it over once the router has
  // the same screen ready (no hurry), or render afresh where it went elsewhere (a redirect).
  void Promise.all([leaving, whenRouterReady(router, 10_000)]).then(([gone]) => {
    if (gone) return;
    const { pathname, search } = router.state.location;
    if (router.state.initialized && pathname + search === target) {
      // As a transition, hydration yields to the browser every few milliseconds instead of
      // holding the main thread for the whole tree; a tap on a part not yet hydrated hydrates
      // that part first (React's selective hydration). React Router's own entry does the same.
      startTransition(() => {
        hydrateRoot(container, app, {
          onRecoverableError: (error) => console.error('hydration:', error),
        });
      });
    } else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
  });
} else {
  // The first render waits (briefly) for the screen's code and loaders, so the first paint shows
  // the screen rather than its placeholder, and the page lays out and paints once, not twice.
  // A prerendered page this browser does not hydrate (a signed-in one) stays until then.
  void Promise.all([leaving, whenRouterReady(router)]).then(([gone]) => {
    if (gone) return;
    container.replaceChildren();
    createRoot(container).render(app);
  });
}

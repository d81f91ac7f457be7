import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { i18n } from '../i18n/i18n';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/** Resolves when the router has loaded its current screen (lazy modules and redirects). */
export function settled(router: MemoryRouter): Promise<void> {
  const done = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe(() => {
      if (done()) {
        unsubscribe();
        resolve();
      }
    });
  });
}

/** A fresh data cache that does not retry: a test sees a failed call at once. */
const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/**
 * Renders routes in a memory router inside the theme, texts and a fresh data cache, as the app
 * does; `strict` adds StrictMode (effects run twice, as in development).
 */
export function renderRoutes(routes: RouteObject[], path = '/', { strict = false } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const tree = (
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={testQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { router, ...view };
}

/** One element at a path, for components that need a router around them. */
export const renderWithRouter = (element: ReactNode, path = '/') =>
  renderRoutes([{ path: '*', element }], path);

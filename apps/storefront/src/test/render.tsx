import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
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

/** Renders routes in a memory router inside the theme and texts the app uses. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </MantineProvider>,
  );
  return { router, ...view };
}

/** One element at a path, for components that need a router around them. */
export const renderWithRouter = (element: ReactNode, path = '/') =>
  renderRoutes([{ path: '*', element }], path);

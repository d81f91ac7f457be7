import { act, screen } from '@testing-library/react';
import type { LoaderFunction } from 'react-router';
import { redirect } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, settled } from '../test/render';
import { buildAppRoutes } from './route-builder';
import { decideNavigation, type GuardDeps } from './route-guard';
import { routeForPath } from './route-lookup';

/** The guard as the router runs it: before the target's screen renders. */
function guardWith(deps: Partial<GuardDeps>): LoaderFunction {
  const all: GuardDeps = {
    brand: 'HOM',
    now: () => 0,
    routeFor: (pathname) => routeForPath('HOM', pathname),
    token: () => null,
    username: () => null,
    navigationU: () => null,
    rolesStale: () => false,
    loadRoles: async () => {},
    loadUserInfo: async () => {},
    artSearch: () => {},
    notify: () => {},
    resetToken: () => {},
    keepPath: () => {},
    ...deps,
  };
  return async ({ request }) => {
    const url = new URL(request.url);
    const to = await decideNavigation({ pathname: url.pathname, search: url.search }, all);
    if (to) throw redirect(to);
    return null;
  };
}

describe('the guard in the router', () => {
  it('a visitor never sees a login-only screen: /cart lands on /login?redirect=/cart', async () => {
    const cartRendered = vi.fn();
    const modules = {
      cart: async () => ({
        Component: () => {
          cartRendered();
          return <p>cart screen</p>;
        },
      }),
      login: async () => ({ Component: () => <p>login screen</p> }),
    };
    const { router } = renderRoutes(buildAppRoutes('HOM', modules, guardWith({})), '/cart');
    await act(() => settled(router));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fcart');
    expect(await screen.findByText('login screen')).toBeTruthy();
    expect(cartRendered).not.toHaveBeenCalled();
  });

  it('runs again on every navigation (a signed-in user gets u added)', async () => {
    const loadUserInfo = vi.fn(async () => {});
    const guard = guardWith({ token: () => 'tok', username: () => 'Dana', navigationU: () => '9' });
    const { router } = renderRoutes(
      buildAppRoutes('HOM', { home: async () => ({ Component: () => <p>home</p> }) }, guard),
      '/home',
    );
    await act(() => settled(router));
    expect(router.state.location.search).toBe('?u=9');
    await act(() => router.navigate('/privacyPolicy'));
    await act(() => settled(router));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/privacyPolicy?u=9',
    );
    expect(loadUserInfo).not.toHaveBeenCalled();
  });
});

import { BrandCodes, RouteTable, routeAvailableOn } from '@portal/contract';
import { act, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ALL_BRAND_CONFIGS } from '../test/all-brands';
import { renderRoutes, settled } from '../test/render';
import { buildAppRoutes, buildScreenRoutes } from './route-builder';
import type { RouteHandle } from './route-handle';

type Brand = (typeof BrandCodes)[number];
type Router = ReturnType<typeof createMemoryRouter>;

/** A concrete address for a route pattern: '/product/:type' → '/product/sample'. */
const addressOf = (pattern: string) => pattern.replace(/:[A-Za-z_]+/g, 'sample');
const appRoutes = (brand: Brand) => buildAppRoutes(brand, ALL_BRAND_CONFIGS[brand].routeModules);
const screenName = (router: Router) =>
  (router.state.matches.at(-1)?.route.handle as RouteHandle | undefined)?.route.name;

/** Plumbing routes without a screen: they answer another address (decision 017). */
const REDIRECTING = new Set(['redirect', 'shortLink']);

async function go(router: Router, to: string) {
  await act(() => router.navigate(to));
  await act(() => settled(router));
}

describe.each(BrandCodes)('route table of %s', (brand) => {
  const own = RouteTable.filter((route) => routeAvailableOn(route, brand));
  const others = RouteTable.filter((route) => !routeAvailableOn(route, brand));

  it('has a screen for every path of its routes and none of the others', () => {
    const paths = buildScreenRoutes(brand, ALL_BRAND_CONFIGS[brand].routeModules)
      .map((route) => route.path)
      .filter(Boolean);
    expect(paths).toEqual([...own.flatMap((route) => route.paths), '*']);
  });

  it('resolves each of its routes to that route and loads its screen', async () => {
    const router = createMemoryRouter(appRoutes(brand), { initialEntries: ['/home'] });
    await settled(router);
    for (const route of own.filter((r) => !REDIRECTING.has(r.name))) {
      for (const pattern of route.paths) {
        const address = addressOf(pattern);
        await router.navigate(address);
        expect(router.state.location.pathname, address).toBe(address);
        expect(screenName(router), address).toBe(route.name);
        // Loaded: the lazy module's Component became the route's element.
        expect(router.state.matches.at(-1)?.route.element, address).toBeTruthy();
      }
    }
    router.dispose();
  });

  it("shows /404 for other brands' routes", async () => {
    // A brand-only path may still be another route here (JC's /productList/:type covers HOM's
    // /productList/search): the paths no route of this brand matches must land on /404.
    const screens = buildScreenRoutes(brand, {});
    const foreign = others
      .flatMap((route) => route.paths.map(addressOf))
      .filter((address) => matchRoutes(screens, address)?.at(-1)?.route.path === '*');
    expect(foreign.length).toBeGreaterThan(0);
    const { router } = renderRoutes(appRoutes(brand), '/home');
    await act(() => settled(router));
    for (const address of foreign) {
      await go(router, address);
      await waitFor(() => expect(router.state.location.pathname, address).toBe('/404'));
      await act(() => settled(router));
      expect(screenName(router)).toBe('404');
    }
  });

  it('brand screens are only for routes the brand has', () => {
    for (const name of Object.keys(ALL_BRAND_CONFIGS[brand].routeModules)) {
      const route = RouteTable.find((r) => r.name === name);
      expect(route && routeAvailableOn(route, brand), name).toBe(true);
    }
  });
});

describe('redirects', () => {
  it('/ goes to /home, keeping the query, in place of /', async () => {
    const { router } = renderRoutes(appRoutes('HOM'), '/?u=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(router.state.location.search).toBe('?u=abc');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('an unknown path becomes /404 in its place, so Back returns to the last real page', async () => {
    const { router } = renderRoutes(appRoutes('CA'), '/home');
    await act(() => settled(router));
    await go(router, '/no/such/page?x=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it.each([
    ['/redirect?url=%2FprivacyPolicy%3Fx%3D1%23cookies', '/privacyPolicy', '?x=1', 'privacyPolicy'],
    ['/redirect?url=%2Fcart', '/cart', '', 'cart'],
    ['/redirect?url=https%3A%2F%2Fevil.example%2Fx', '/home', '', 'home'],
    ['/redirect?url=%2F%2Fevil.example%2Fx', '/home', '', 'home'],
    ['/redirect?url=%2F.%2F%2Fevil.example', '/home', '', 'home'],
    ['/redirect?url=%2Fredirect%3Furl%3D%252Fcart', '/home', '', 'home'],
    ['/redirect', '/home', '', 'home'],
    ['/u?u=42', '/home', '?u=42', 'home'],
    ['/u', '/home', '', 'home'],
  ])('%s goes to %s%s in its place', async (from, pathname, search, screen) => {
    const { router } = renderRoutes(appRoutes('HOM'), '/home');
    await act(() => settled(router));
    await go(router, from);
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toBe(search);
    expect(screenName(router)).toBe(screen);
    // Replaced: Back goes to the page before, never to the plumbing address.
    if (pathname !== '/home') {
      await act(() => router.navigate(-1));
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    }
  });

  it("HOM's /shop (an ART route) is a 404, ART's is its shop", async () => {
    const hom = renderRoutes(appRoutes('HOM'), '/shop').router;
    await waitFor(() => expect(hom.state.location.pathname).toBe('/404'));
    const art = createMemoryRouter(appRoutes('ART'), { initialEntries: ['/shop?keyWord=chair'] });
    await settled(art);
    expect(screenName(art)).toBe('artSearch');
  });
});

import brand from '@brand';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, settled } from '../test/render';
import { buildAppRoutes } from './route-builder';

// Unit tests run as the HOM build (vitest.config.ts).
function Broken(): never {
  throw new Error('boom');
}

const openApp = async (path: string, modules = brand.routeModules) => {
  const view = renderRoutes(buildAppRoutes('HOM', modules), path);
  await act(() => settled(view.router));
  await screen.findByTestId('page-title');
  return view;
};

describe('page titles', () => {
  it.each([
    ['/login', 'Login | HOM'],
    ['/auth/login', 'Login | HOM'],
    ['/setPassword', 'Set Password'],
    ['/home', 'Home | HOM'],
    ['/productList/search?keyWord=%20velvet%20sofa%20', 'Search Results: velvet sofa | HOM'],
    ['/productList/search', 'Search Results | HOM'],
    ['/nowhere', 'Page Not Found | HOM'],
  ])('%s → %s', async (path, title) => {
    await openApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('later screens show their route title as the h1', async () => {
    await openApp('/personalCenter');
    expect(screen.getByTestId('page-title')).toHaveProperty('tagName', 'H1');
    expect(screen.getByTestId('page-title').textContent).toBe('Personal Center');
  });
});

describe('screens', () => {
  it('the home screen is the brand landing with name and tagline', async () => {
    await openApp('/home');
    expect(screen.getByTestId('page-title').textContent).toBe('Home of the Group');
    expect(screen.getAllByText('Every house brand, one trade account').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Browse products/ }).getAttribute('href')).toBe(
      '/productList',
    );
  });

  it('the 404 screen says the page was not found and links home', async () => {
    const { router } = await openApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(screen.getByTestId('page-title').textContent).toBe('Page Not Found');
    expect(screen.getByText(/could not find the page/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
  });

  it('a screen that fails shows the error screen inside the shell', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await openApp('/login', { login: async () => ({ Component: Broken }) });
    expect(screen.getByRole('alert').textContent).toMatch(/Something went wrong/);
    expect(screen.getByRole('banner')).toBeTruthy();
    vi.mocked(console.error).mockRestore();
  });
});

describe('shell', () => {
  it('marks the brand, links the logo home and offers Sign In and Sign Up', async () => {
    await openApp('/login');
    const header = screen.getByRole('banner');
    expect(
      within(header).getByRole('link', { name: 'HOM, Home of the Group home' }),
    ).toHaveProperty('pathname', '/home');
    expect(within(header).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(within(header).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(document.querySelector('[data-brand]')?.getAttribute('data-brand')).toBe('HOM');
  });

  it('the brand bar links the other brand sites on this port', async () => {
    await openApp('/home');
    const bar = screen.getByRole('navigation', { name: 'Our brand sites' });
    expect(within(bar).getByRole('link', { name: 'Caracole' }).getAttribute('href')).toBe(
      'http://ca.localhost:8080/home',
    );
    expect(within(bar).queryByRole('link', { name: 'Home of the Group' })).toBeNull();
    expect(within(bar).getAllByRole('link')).toHaveLength(6);
  });

  it('the footer has the legal links', async () => {
    await openApp('/home');
    const footer = screen.getByRole('contentinfo');
    for (const [name, href] of [
      ['Privacy Policy', '/privacyPolicy'],
      ['Terms of Use', '/TermsOfUse'],
      ['Terms of Sale', '/salesTerms'],
      ['Cookies Policy', '/cookiesPolicy'],
    ]) {
      expect(within(footer).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('Enter in the search goes to the search route with the trimmed, encoded keyword', async () => {
    const { router } = await openApp('/home');
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(search, { target: { value: '  oak & brass  ' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/productList/search'));
    expect(router.state.location.search).toBe('?keyWord=oak%20%26%20brass');
    await waitFor(() => expect(document.title).toBe('Search Results: oak & brass | HOM'));
  });

  it('an empty search on HOM goes to the product list', async () => {
    const { router } = await openApp('/home');
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/productList'));
  });

  it('scrolls to the top after a navigation', async () => {
    const { router } = await openApp('/home');
    vi.mocked(window.scrollTo).mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacyPolicy'));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });
});

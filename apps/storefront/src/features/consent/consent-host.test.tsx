import { STATIC_EXTRAS_ID } from '@portal/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getStored } from '../../lib/session';
import { renderRoutes } from '../../test/render';
import ConsentHost, { STATIC_BANNER_ID } from './consent-host';
import { ConsentTexts } from './consent-texts';

const routes = [{ path: '*', element: <ConsentHost /> }];
const banner = () => screen.queryByRole('region', { name: ConsentTexts.region });

beforeEach(() => localStorage.clear());

describe('ConsentHost', () => {
  it('shows the banner until consent; Accept all stores both on and hides it', async () => {
    renderRoutes(routes, '/home');
    expect(banner()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: ConsentTexts.acceptAll }));
    expect(getStored('COOKIES_HAVE_BEEN_SET')).toMatchObject({
      BASIC_COOKIES: true,
      PERFORMANCE_COOKIES: true,
    });
    expect(banner()).toBeNull();
  });

  it('a policy page is no consent; the first route change elsewhere stores both on', async () => {
    const { router } = renderRoutes(routes, '/home');
    await act(() => router.navigate('/cookiesPolicy'));
    expect(getStored('COOKIES_HAVE_BEEN_SET')).toBeNull();
    expect(banner()).not.toBeNull();
    await act(() => router.navigate('/productList'));
    await waitFor(() => expect(banner()).toBeNull());
    expect(getStored('COOKIES_HAVE_BEEN_SET')).toMatchObject({ PERFORMANCE_COOKIES: true });
  });

  it("takes over from the prerendered page's static banner: one banner, the working one", () => {
    expect(STATIC_BANNER_ID).toBe(STATIC_EXTRAS_ID);
    const copy = document.createElement('div');
    copy.id = STATIC_EXTRAS_ID;
    copy.setAttribute('inert', '');
    copy.textContent = ConsentTexts.message;
    document.body.append(copy);
    renderRoutes(routes, '/home');
    expect(document.getElementById(STATIC_EXTRAS_ID)).toBeNull();
    expect(screen.getAllByText(ConsentTexts.message, { exact: false })).toHaveLength(1);
    expect(banner()).not.toBeNull();
  });
});

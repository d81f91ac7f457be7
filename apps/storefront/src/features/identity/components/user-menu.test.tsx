import { MantineProvider } from '@mantine/core';
import { RoleMatrix } from '@portal/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStored, setStored } from '../../../lib/session';
import { envelope, fakeApi } from '../../../test/fake-api';
import { pageLoad } from '../page-load';
import { AccountSwitch } from './account-switch';
import { toggledMode } from './user-menu';

function renderHeader() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AccountSwitch>
            <a href="/login">Sign In</a>
          </AccountSwitch>
        ),
      },
    ],
    { initialEntries: ['/home'] },
  );
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

const signIn = (mode: keyof typeof RoleMatrix) => {
  setStored('token', 'tok');
  setStored('username', 'Dana Whitfield');
  setStored('mode', mode);
  setStored('role', [...RoleMatrix[mode]]);
};

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'Account menu of Dana Whitfield' }));
  await screen.findAllByRole('menuitem');
}
const items = () => screen.queryAllByRole('menuitem').map((item) => item.textContent);

beforeEach(() => {
  vi.spyOn(pageLoad, 'assign').mockImplementation(() => {});
  vi.spyOn(pageLoad, 'reload').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('header account corner', () => {
  it('shows the visitor links, then the user menu once signed in (and back on sign-out)', async () => {
    renderHeader();
    expect(screen.getByText('Sign In')).toBeTruthy();
    act(() => signIn('mibd_safe'));
    expect(await screen.findByRole('button', { name: /Account menu of/ })).toBeTruthy();
    expect(screen.queryByText('Sign In')).toBeNull();
    act(() => setStored('token', null));
    expect(await screen.findByText('Sign In')).toBeTruthy();
  });

  it.each([
    {
      mode: 'mibd_safe' as const,
      what: 'browsing mode: mode items and favourites, no orders or projects',
      menu: ['Switch to designer view', 'My Favorites'],
    },
    {
      mode: 'mibd_designer' as const,
      what: 'designer mode: projects and orders; the toggle goes back to browsing',
      menu: ['Switch to browsing view', 'My Projects', 'My Orders', 'My Favorites'],
    },
  ])('$what', async ({ mode, menu }) => {
    signIn(mode);
    renderHeader();
    await openMenu();
    expect(items()).toEqual(['Select view mode', ...menu, 'Account Settings', 'Sign Out']);
  });

  it('customers get no mode switch (spec 6)', async () => {
    signIn('mibd_customer');
    renderHeader();
    await openMenu();
    expect(items()).not.toContain('Select view mode');
    expect(items()).not.toContain('Switch to designer view');
    expect(items()).toContain('My Orders');
  });

  it('the quick toggle changes the mode on the server and stores it, without reloading the page', async () => {
    signIn('mibd_safe');
    const role = { mode: 'mibd_designer', Role: RoleMatrix.mibd_designer };
    const calls = fakeApi((url) =>
      envelope(
        200,
        '',
        url.pathname.endsWith('change_mode') ? { ...role, customer_id: null } : role,
      ),
    );
    renderHeader();
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Switch to designer view' }));
    await waitFor(() => expect(getStored('mode')).toBe('mibd_designer'));
    expect(calls.map((c) => c.url.pathname)).toEqual([
      '/mibd/common/change_mode',
      '/mibd/common/user_role',
    ]);
    // The header follows the new mode in place (a reload took ~3.5 s).
    expect(await screen.findByRole('menuitem', { name: 'Switch to browsing view' })).toBeTruthy();
    expect(pageLoad.reload).not.toHaveBeenCalled();
  });

  it('Sign Out ends the session on the server, forgets it and goes to the brand home', async () => {
    signIn('mibd_designer');
    setStored('customer_id', '4');
    setStored('clientAgentId', 'ag');
    const calls = fakeApi(() => envelope(200, '', { ended: true }));
    renderHeader();
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(pageLoad.assign).toHaveBeenCalledWith('/home'));
    expect(calls[0]?.url.pathname).toBe('/mibd/login/logout');
    expect(getStored('token')).toBeNull();
    expect(getStored('customer_id')).toBeNull();
    expect(getStored('clientAgentId')).toBeNull();
    expect(getStored('mode')).toBe('mibd_visitor');
  });
});

describe('quick toggle', () => {
  it('browsing ⇄ designer', () => {
    expect(toggledMode('mibd_safe')).toBe('mibd_designer');
    expect(toggledMode('mibd_designer')).toBe('mibd_safe');
    expect(toggledMode('mibd_communicate')).toBe('mibd_designer');
  });
});

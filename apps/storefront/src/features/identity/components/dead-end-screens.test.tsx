import { customerList, RoleMatrix } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setStored } from '../../../lib/session';
import { envelope, fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { NoPermissionScreen } from './no-permission-screen';
import { SelectModeScreen } from './select-mode-screen';

const signIn = (mode: keyof typeof RoleMatrix) => {
  setStored('token', 'tok');
  setStored('mode', mode);
  setStored('role', [...RoleMatrix[mode]]);
};

const renderAt = (path: string) => {
  const calls = fakeApi(() => envelope(200, '', { list: [] }), 'http://ca.localhost');
  const { router } = renderRoutes(
    [
      { path: '/selectMode', element: <SelectModeScreen /> },
      { path: '/noPermission', element: <NoPermissionScreen /> },
      { path: '*', element: <p>landed</p> },
    ],
    path,
  );
  return { router, calls };
};

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe("a customer's /selectMode", () => {
  it('explains there is no mode switch, asks for no customer list, and leads home', async () => {
    signIn('mibd_customer');
    const { router, calls } = renderAt('/selectMode');
    expect((await screen.findByTestId('no-view-modes')).textContent).toContain(
      'Customer accounts have no view modes',
    );
    // The customer list answers a customer 25010, which sent them to No Permission.
    expect(calls.some((c) => c.url.pathname === customerList.path)).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Go to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it("a designer's still lists the modes and the customers for client mode", async () => {
    signIn('mibd_designer');
    const { calls } = renderAt('/selectMode');
    expect(await screen.findByTestId('mode-mibd_designer')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url.pathname === customerList.path)).toBe(true));
  });
});

describe('No Permission', () => {
  it('offers home and no mode switch to an account without one (no loop back to /selectMode)', async () => {
    signIn('mibd_customer');
    const { router } = renderAt('/noPermission');
    expect(await screen.findByRole('link', { name: 'Back to home' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Change view mode' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('offers the mode switch to a designer', async () => {
    signIn('mibd_safe');
    renderAt('/noPermission');
    expect(await screen.findByRole('link', { name: 'Change view mode' })).toBeTruthy();
  });
});

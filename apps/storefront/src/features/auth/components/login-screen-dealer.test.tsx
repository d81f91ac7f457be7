import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { LoginScreen } from './login-screen';

/** ART's Dealer Login (decision 017): /login?account=dealer, the dealer lands on the shop. */
function renderLogin(path: string, accountType: string, dealerLanding?: string) {
  const calls = fakeApi(() =>
    envelope(200, '', {
      token: 'tok-1',
      user_id: 9,
      user_first_name: 'Derek',
      user_last_name: 'Hale',
      user_email: 'dealer@demo.test',
      head_img: '',
      account_type: accountType,
      mode: 'mibd_safe',
      Role: ['mode'],
    }),
  );
  const { router } = renderRoutes(
    [
      { path: '/login', element: <LoginScreen dealerLanding={dealerLanding} /> },
      { path: '*', element: <p>landed</p> },
    ],
    path,
  );
  return { router, calls };
}

async function signIn() {
  fireEvent.change(screen.getByLabelText('Email or phone number'), {
    target: { value: 'dealer@demo.test' },
  });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), {
    target: { value: 'Portal-Demo-2026!' },
  });
  await act(async () => {
    fireEvent.submit(screen.getByLabelText('Password', { selector: 'input' }).closest('form')!);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('Dealer Login (/login?account=dealer)', () => {
  it('is titled Dealer Login and links back to the trade sign-in, keeping redirect', () => {
    renderLogin('/login?account=dealer&redirect=%2Fcart', 'dealer', '/shop');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dealer Login');
    expect(screen.getByRole('link', { name: 'Trade Login' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fcart',
    );
  });

  it('a dealer account lands on the dealer landing', async () => {
    const { router } = renderLogin('/login?account=dealer', 'dealer', '/shop');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
  });

  it('a redirect still wins', async () => {
    const { router } = renderLogin('/login?account=dealer&redirect=%2Fcart', 'dealer', '/shop');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('another account signing in there lands as from the trade sign-in', async () => {
    const { router } = renderLogin('/login?account=dealer', 'designer', '/shop');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a brand without a Dealer Login shows the plain sign-in and lands on /', async () => {
    const { router } = renderLogin('/login?account=dealer', 'dealer');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign In');
    expect(screen.queryByRole('link', { name: 'Trade Login' })).toBeNull();
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '../../../test/fake-api';
import { renderLoginRoute, signedInUser, submitPasswordSignIn } from '../../../test/sign-in';
import { LoginScreen } from './login-screen';

/** ART's Dealer Login (decision 017): /login?account=dealer, the dealer lands on the shop. */
function renderLogin(path: string, accountType: string, dealerLanding?: string) {
  const calls = fakeApi(() =>
    envelope(
      200,
      '',
      signedInUser({
        user_id: 9,
        user_first_name: 'Derek',
        user_last_name: 'Hale',
        user_email: 'dealer@demo.test',
        account_type: accountType,
      }),
    ),
  );
  const { router } = renderLoginRoute(<LoginScreen dealerLanding={dealerLanding} />, path);
  return { router, calls };
}

const signIn = () => submitPasswordSignIn('dealer@demo.test', 'Portal-Demo-2026!');

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

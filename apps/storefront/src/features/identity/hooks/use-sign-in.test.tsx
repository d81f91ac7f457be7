import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStored } from '../../../lib/session';
import { envelope, fakeApi } from '../../../test/fake-api';
import { renderLoginRoute, signedInUser, submitPasswordSignIn } from '../../../test/sign-in';
import { LoginScreen } from '../components/login-screen';
import { pageLoad } from '../page-load';

afterEach(() => {
  vi.restoreAllMocks();
});

async function signInAt(path: string) {
  fakeApi(() => envelope(200, '', signedInUser()));
  const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => {});
  const { router } = renderLoginRoute(<LoginScreen />, path);
  await submitPasswordSignIn('designer@demo.test', 'Secret-1');
  await waitFor(() => expect(getStored('token')).toBe('tok-1'));
  return { router, assign };
}

describe('after sign-in', () => {
  it('attack: /login?redirect=/.//evil.example/page/x does not send the signed-in user off-site', async () => {
    const { router, assign } = await signInAt(
      `/login?redirect=${encodeURIComponent('/.//evil.example/page/x')}`,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('a redirect to /home still becomes the full page load of /page/home', async () => {
    const { assign } = await signInAt('/login?redirect=%2Fhome%3FRoom%3Dbed_room');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/page/home?Room=bed_room'));
  });
});

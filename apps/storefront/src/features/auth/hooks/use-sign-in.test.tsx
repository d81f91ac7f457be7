import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStored } from '../../../lib/session';
import { envelope, fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { LoginScreen } from '../components/login-screen';
import { pageLoad } from '../page-load';

const session = {
  token: 'tok-1',
  user_id: 5,
  user_first_name: 'Dana',
  user_last_name: 'Whitfield',
  user_email: 'designer@demo.test',
  head_img: '',
  account_type: 'designer',
  mode: 'mibd_safe',
  Role: ['mode'],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function signInAt(path: string) {
  fakeApi(() => envelope(200, '', session));
  const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => {});
  const { router } = renderRoutes(
    [
      { path: '/login', element: <LoginScreen /> },
      { path: '*', element: <p>landed</p> },
    ],
    path,
  );
  fireEvent.change(screen.getByLabelText('Email or phone number'), {
    target: { value: 'designer@demo.test' },
  });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), {
    target: { value: 'Secret-1' },
  });
  await act(async () => {
    fireEvent.submit(screen.getByLabelText('Password', { selector: 'input' }).closest('form')!);
  });
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

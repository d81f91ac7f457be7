import { AuthMessages, ErrorCode } from '@portal/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getStored } from '../../../lib/session';
import { envelope, fakeApi } from '../../../test/fake-api';
import {
  expectRefused,
  fillPasswordSignIn,
  renderLoginRoute,
  signedInUser,
  submitPasswordSignIn,
} from '../../../test/sign-in';
import { LoginScreen } from './login-screen';

function renderLogin(path: string, answers: (url: URL, body: unknown) => Response) {
  const calls = fakeApi(answers);
  const { router } = renderLoginRoute(<LoginScreen />, path);
  return { router, calls };
}

const session = signedInUser();

describe('login screen', () => {
  it("shows the server's errmsg under the form, word for word", async () => {
    renderLogin('/login', () => envelope(ErrorCode.AUTH_FAILED, AuthMessages.signInFailed, null));
    fillPasswordSignIn('designer@demo.test', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectRefused(AuthMessages.signInFailed);
  });

  it('sends the username trimmed, the password as typed, login_type 1 and obtain 1; stores and follows redirect', async () => {
    const { router, calls } = renderLogin('/login?redirect=%2Fcart%3Ft%3Ds', () =>
      envelope(200, '', session),
    );
    await submitPasswordSignIn('  designer@demo.test ', ' Pass word ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(router.state.location.search).toBe('?t=s');
    expect(calls[0]!.url.pathname).toBe('/mibd/login/user_login');
    expect(calls[0]!.body).toEqual({
      username: 'designer@demo.test',
      password: ' Pass word ',
      login_type: '1',
      obtain: '1',
    });
    expect(getStored('token')).toBe('tok-1');
    expect(getStored('username')).toBe('Dana Whitfield');
  });

  it('SMS: sends the code request, counts down, then signs in with login_type 2', async () => {
    const { router, calls } = renderLogin('/login', (url) =>
      url.pathname.endsWith('get_phone_code')
        ? envelope(200, '', { sent: true, expires_in_s: 600 })
        : envelope(200, '', session),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Verification code' }));
    fireEvent.change(await screen.findByLabelText('Phone number'), {
      target: { value: '704 555 0102' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(AuthMessages.codeSent)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Resend in \d+ s/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(calls[0]!.body).toEqual({ phone: '704 555 0102' });
    fireEvent.change(screen.getByLabelText('Verification code', { selector: 'input' }), {
      target: { value: '123456' },
    });
    await act(async () => {
      fireEvent.submit(
        screen.getByLabelText('Verification code', { selector: 'input' }).closest('form')!,
      );
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls[1]!.body).toMatchObject({
      username: '704 555 0102',
      login_type: '2',
      code: '123456',
    });
  });
});

import { ErrorCode, RoweMessages, roweSsoStatus } from '@portal/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStored, setStored } from '../../../lib/session';
import { type ApiCall, envelope, fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { expectRefused, signedInUser } from '../../../test/sign-in';
import { takeKeptPath } from '../login-redirect';
import { pageLoad } from '../page-load';
import { loadDraft } from '../register/register-draft';
import { BindAccountScreen } from './bind-account-screen';
import { RoweLoginOption } from './rowe-login-option';
import { ValidateLogonScreen } from './validate-logon-screen';

let codes = 0;
/** A fresh code per test: the screen shares one call per code and state. */
const callbackQuery = () => `?code=c${++codes}&state=s${codes}&iss=http%3A%2F%2Fidp.test`;

const CONFIGURED = { configured: true, reason: '' };

/** The calls made, without the sign-in button's status read (answered with `status`). */
function renderAt(
  path: string,
  answers: (url: URL, body: unknown) => Response,
  status: { configured: boolean; reason: string } = CONFIGURED,
) {
  const all = fakeApi(
    (url, body) =>
      url.pathname === roweSsoStatus.path ? envelope(200, '', status) : answers(url, body),
    'http://rowe.localhost',
  );
  const calls = new Proxy([] as ApiCall[], {
    get: (_target, key) => {
      const shown = all.filter((c) => c.url.pathname !== roweSsoStatus.path);
      const value = Reflect.get(shown, key);
      return typeof value === 'function' ? value.bind(shown) : value;
    },
  });
  const { router } = renderRoutes(
    [
      { path: '/validateLogon', element: <ValidateLogonScreen /> },
      { path: '/bindAccount', element: <BindAccountScreen /> },
      { path: '/login', element: <RoweLoginOption /> },
      { path: '*', element: <p>landed</p> },
    ],
    path,
    { strict: true },
  );
  return { router, calls };
}

const session = signedInUser({ token: 'tok-rowe' });
const identity = { email: 'riley@rowe.test', name: 'Riley Rowe' };
const notLinked = { linked: false, user: null, RoweLinkingCode: 'link-1', ...identity };

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('/validateLogon', () => {
  it('a linked identity signs in like a password login, with one getRoweUserInfo call', async () => {
    const query = callbackQuery();
    const { router, calls } = renderAt(`/validateLogon${query}`, () =>
      envelope(200, '', { linked: true, user: session, RoweLinkingCode: null, ...identity }),
    );
    expect(screen.getByText('Finishing your Rowe sign-in…')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe('/mibd/roweSSO/getRoweUserInfo');
    const params = new URLSearchParams(query);
    expect(calls[0]!.body).toEqual({
      code: params.get('code'),
      state: params.get('state'),
      iss: 'http://idp.test',
    });
    expect(getStored('token')).toBe('tok-rowe');
    expect(getStored('username')).toBe('Dana Whitfield');
  });

  it('a new identity links by signing in with is_bind_rowe_id and the linking code', async () => {
    const { router, calls } = renderAt(`/validateLogon${callbackQuery()}`, (url) =>
      url.pathname.endsWith('getRoweUserInfo')
        ? envelope(200, '', notLinked)
        : envelope(200, '', session),
    );
    expect(await screen.findByRole('heading', { name: 'Link your Rowe account' })).toBeTruthy();
    expect(screen.getByTestId('rowe-identity').textContent).toContain('riley@rowe.test');
    fireEvent.change(screen.getByLabelText('Email or phone number'), {
      target: { value: ' designer@demo.test ' },
    });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), {
      target: { value: 'Secret-1' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in and link' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.url.pathname).toBe('/mibd/login/user_login');
    expect(calls[1]!.body).toEqual({
      username: 'designer@demo.test',
      password: 'Secret-1',
      login_type: '1',
      obtain: '1',
      is_bind_rowe_id: '1',
      RoweLinkingCode: 'link-1',
    });
    expect(getStored('token')).toBe('tok-rowe');
  });

  it("shows the server's message when linking fails", async () => {
    renderAt(`/validateLogon${callbackQuery()}`, (url) =>
      url.pathname.endsWith('getRoweUserInfo')
        ? envelope(200, '', notLinked)
        : envelope(ErrorCode.AUTH_FAILED, RoweMessages.alreadyLinked, null),
    );
    fireEvent.change(await screen.findByLabelText('Email or phone number'), {
      target: { value: 'designer@demo.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in and link' }));
    await expectRefused(RoweMessages.alreadyLinked);
  });

  it('Create a trade account prefills the wizard from roweSSO/register', async () => {
    const { router, calls } = renderAt(`/validateLogon${callbackQuery()}`, (url) =>
      url.pathname.endsWith('getRoweUserInfo')
        ? envelope(200, '', notLinked)
        : envelope(200, '', { email: 'riley@rowe.test', first_name: 'Riley', last_name: 'Rowe' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Create a trade account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(calls[1]!.url.pathname).toBe('/mibd/roweSSO/register');
    expect(calls[1]!.body).toEqual({ RoweLinkingCode: 'link-1' });
    expect(loadDraft().values).toMatchObject({
      email: 'riley@rowe.test',
      first_name: 'Riley',
      last_name: 'Rowe',
    });
    // The linking code goes with the application (spec 5's RoweLinkingCode).
    expect(loadDraft().roweLinkingCode).toBe('link-1');
  });

  it("shows the server's errmsg when Rowe's answer cannot be used", async () => {
    renderAt(`/validateLogon${callbackQuery()}`, () =>
      envelope(ErrorCode.AUTH_FAILED, RoweMessages.failed, null),
    );
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', RoweMessages.failed);
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('after /bindAccount: confirms the link', async () => {
    setStored('token', 'tok-here');
    renderAt(`/validateLogon${callbackQuery()}`, () =>
      envelope(200, '', { linked: true, user: null, RoweLinkingCode: null, ...identity }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Your Rowe account is linked' }),
    ).toBeTruthy();
    expect(getStored('token')).toBe('tok-here');
  });

  it('without code and state: explains, links to /login and calls nothing', () => {
    const { calls } = renderAt('/validateLogon', () => envelope(200, '', null));
    expect(screen.getByText(/missing the details Rowe adds/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(calls).toHaveLength(0);
  });
});

describe('/bindAccount', () => {
  it('sends visitors to sign in first', async () => {
    const { router } = renderAt('/bindAccount', () => envelope(200, '', null));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2FbindAccount');
  });

  it('asks for the bind address and leaves for Rowe', async () => {
    setStored('token', 'tok-here');
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => {});
    const { calls } = renderAt('/bindAccount', () =>
      envelope(200, '', { redirect_url: 'http://idp.test/auth?x=1' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Link my Rowe account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://idp.test/auth?x=1'));
    expect(calls[0]!.url.pathname).toBe('/mibd/roweSSO/getRedirectCodeUrl');
    expect(calls[0]!.body).toEqual({ bind: true });
  });
});

describe('Sign in with Rowe on the login screen', () => {
  it('leaves for Rowe and keeps the redirect for after the sign-in', async () => {
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => {});
    const { calls } = renderAt('/login?redirect=%2Fcart', () =>
      envelope(200, '', { redirect_url: 'http://idp.test/auth' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Rowe' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://idp.test/auth'));
    expect(calls[0]!.body).toEqual({ bind: false });
    expect(takeKeptPath()).toBe('/cart');
  });

  it('is shown disabled, with the reason, when the server says Rowe sign-in is not configured', async () => {
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => {});
    const { calls } = renderAt(
      '/login',
      () => envelope(200, '', { redirect_url: 'http://idp.test/auth' }),
      { configured: false, reason: RoweMessages.notConfigured },
    );
    const button = screen.getByRole('button', { name: 'Sign in with Rowe' });
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
    const reason = screen.getByTestId('rowe-unavailable');
    expect(reason.textContent).toBe(RoweMessages.notConfigured);
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.click(button);
    expect(calls).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the server's message when Rowe sign-in is not available", async () => {
    renderAt('/login', () => envelope(ErrorCode.BAD_REQUEST, RoweMessages.notConfigured, null));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Rowe' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      RoweMessages.notConfigured,
    );
  });
});

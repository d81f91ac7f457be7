import {
  AuthMessages,
  changePassword,
  ErrorCode,
  forgetPassword,
  PasswordRules,
  setPassword as setPasswordCall,
  userLogin,
  userRole,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, PASSWORD } from '../../../test/fixtures/accounts-fixture';
import { apiClient } from '../../../test/fixtures/api-client';
import { useTestApp } from '../../../test/fixtures/use-test-app';
import { devOutbox } from '../../routes/dev/outbox-call';

const t = useTestApp({ accounts: true });

const client = apiClient(t);
const post = (url: string, payload: object, token?: string) =>
  client.post(url, payload, token) as Promise<{
    err: number;
    errmsg: string;
    val: Record<string, unknown>;
  }>;

const signIn = async (email: string, password = PASSWORD) =>
  (await post(userLogin.path, { username: email, password })).val?.token as string | undefined;

const lastLink = async (email: string) => {
  const list = (
    await t.app.inject({ method: 'GET', url: `${devOutbox.path}?to=${encodeURIComponent(email)}` })
  ).json().val.list;
  return /token=([A-Za-z0-9_-]+)/.exec(list[0].body)![1]!;
};

/** Sets a password through a reset link's token; the confirmation repeats it unless given. */
const setPassword = (token: string, password: string, confirm_password = password) =>
  post(setPasswordCall.path, { token, password, confirm_password });

describe('password policy', () => {
  it.each([
    ['Short-1a', PasswordRules[0].message],
    ['a'.repeat(21), PasswordRules[0].message],
    ['No-Digits-Here!', PasswordRules[1].message],
    ['lower-only-123', PasswordRules[2].message],
    ['UPPER-ONLY-123', PasswordRules[3].message],
    ['NoSymbols12345', PasswordRules[4].message],
  ])('refuses %j: %s', async (password, message) => {
    const res = await setPassword('whatever', password);
    expect(res.errmsg).toBe(message);
  });

  it("says Passwords don't match", async () => {
    const res = await setPassword('x', 'Good-Password-1', 'Good-Password-2');
    expect(res.errmsg).toBe("Passwords don't match");
  });
});

describe('forgotten password', () => {
  it.each([
    ['', AuthMessages.enterEmail],
    ['not-an-email', AuthMessages.invalidEmail],
    ['nobody@nowhere.test', AuthMessages.notRegistered],
  ])('refuses %j with %s', async (email, message) => {
    expect((await post(forgetPassword.path, { email })).errmsg).toBe(message);
  });

  it('mails a single-use link that sets the password and ends every session', async () => {
    const before = await signIn(ACCOUNTS.customer);
    expect((await post(forgetPassword.path, { email: ACCOUNTS.customer })).err).toBe(ErrorCode.OK);
    const token = await lastLink(ACCOUNTS.customer);
    const next = 'Brand-New-Pass-7';
    expect((await setPassword(token, next)).err).toBe(ErrorCode.OK);
    expect(await signIn(ACCOUNTS.customer, PASSWORD)).toBeUndefined();
    expect(await signIn(ACCOUNTS.customer, next)).toBeDefined();
    const stale = await t.app.inject({
      method: 'GET',
      url: userRole.path,
      headers: { 'x-auth-token': before! },
    });
    expect(stale.json().err).toBe(ErrorCode.SESSION_INVALID);
    const reuse = await setPassword(token, 'Another-Pass-8!');
    expect(reuse.errmsg).toBe(AuthMessages.linkExpired);
  });

  it('refuses an expired link', async () => {
    await post(forgetPassword.path, { email: ACCOUNTS.designer });
    const token = await lastLink(ACCOUNTS.designer);
    await t.testDb.db.query(`UPDATE password_links SET expires_at = now() - interval '1 second'`);
    const res = await setPassword(token, 'Brand-New-Pass-7');
    expect(res.errmsg).toBe(AuthMessages.linkExpired);
  });

  it('limits reset mails per address', async () => {
    const email = 'other@studio.test';
    for (let i = 0; i < 5; i++)
      expect((await post(forgetPassword.path, { email })).err).toBe(ErrorCode.OK);
    expect((await post(forgetPassword.path, { email })).err).toBe(ErrorCode.RATE_LIMITED);
  });
});

describe('changing a password', () => {
  it('needs the old password and ends the other sessions only', async () => {
    const keep = (await signIn(ACCOUNTS.designer))!;
    const other = (await signIn(ACCOUNTS.designer))!;
    const wrong = await post(
      changePassword.path,
      { old_password: 'nope', password: 'Fresh-Pass-123', confirm_password: 'Fresh-Pass-123' },
      keep,
    );
    expect(wrong.errmsg).toBe(AuthMessages.wrongPassword);
    const ok = await post(
      changePassword.path,
      { old_password: PASSWORD, password: 'Fresh-Pass-123', confirm_password: 'Fresh-Pass-123' },
      keep,
    );
    expect(ok.err).toBe(ErrorCode.OK);
    const role = async (token: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: userRole.path,
          headers: { 'x-auth-token': token },
        })
      ).json().err;
    expect(await role(keep)).toBe(ErrorCode.OK);
    expect(await role(other)).toBe(ErrorCode.SESSION_INVALID);
  });
});

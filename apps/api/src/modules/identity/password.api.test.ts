import { AuthMessages, ErrorCode, PasswordRules } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, loadAccountsFixture, PASSWORD } from '../../../test/fixtures/accounts-fixture';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadAccountsFixture(t.testDb.db);
});
afterAll(() => t.close());

const post = async (url: string, payload: object, token?: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { host: 'hom.localhost', ...(token ? { 'x-auth-token': token } : {}) },
    })
  ).json() as { err: number; errmsg: string; val: Record<string, unknown> };

const signIn = async (email: string, password = PASSWORD) =>
  (await post('/mibd/login/user_login', { username: email, password })).val?.token as
    | string
    | undefined;

const lastLink = async (email: string) => {
  const list = (
    await t.app.inject({ method: 'GET', url: `/mibd/dev/outbox?to=${encodeURIComponent(email)}` })
  ).json().val.list;
  return /token=([A-Za-z0-9_-]+)/.exec(list[0].body)![1]!;
};

describe('password policy', () => {
  it.each([
    ['Short-1a', PasswordRules[0].message],
    ['a'.repeat(21), PasswordRules[0].message],
    ['No-Digits-Here!', PasswordRules[1].message],
    ['lower-only-123', PasswordRules[2].message],
    ['UPPER-ONLY-123', PasswordRules[3].message],
    ['NoSymbols12345', PasswordRules[4].message],
  ])('refuses %j: %s', async (password, message) => {
    const res = await post('/mibd/login/set_password', {
      token: 'whatever',
      password,
      confirm_password: password,
    });
    expect(res.errmsg).toBe(message);
  });

  it("says Passwords don't match", async () => {
    const res = await post('/mibd/login/set_password', {
      token: 'x',
      password: 'Good-Password-1',
      confirm_password: 'Good-Password-2',
    });
    expect(res.errmsg).toBe("Passwords don't match");
  });
});

describe('forgotten password', () => {
  it.each([
    ['', AuthMessages.enterEmail],
    ['not-an-email', AuthMessages.invalidEmail],
    ['nobody@nowhere.test', AuthMessages.notRegistered],
  ])('refuses %j with %s', async (email, message) => {
    expect((await post('/mibd/login/forget_password', { email })).errmsg).toBe(message);
  });

  it('mails a single-use link that sets the password and ends every session', async () => {
    const before = await signIn(ACCOUNTS.customer);
    expect((await post('/mibd/login/forget_password', { email: ACCOUNTS.customer })).err).toBe(
      ErrorCode.OK,
    );
    const token = await lastLink(ACCOUNTS.customer);
    const next = 'Brand-New-Pass-7';
    expect(
      (await post('/mibd/login/set_password', { token, password: next, confirm_password: next }))
        .err,
    ).toBe(ErrorCode.OK);
    expect(await signIn(ACCOUNTS.customer, PASSWORD)).toBeUndefined();
    expect(await signIn(ACCOUNTS.customer, next)).toBeDefined();
    const stale = await t.app.inject({
      method: 'GET',
      url: '/mibd/common/user_role',
      headers: { 'x-auth-token': before! },
    });
    expect(stale.json().err).toBe(ErrorCode.SESSION_INVALID);
    const reuse = await post('/mibd/login/set_password', {
      token,
      password: 'Another-Pass-8!',
      confirm_password: 'Another-Pass-8!',
    });
    expect(reuse.errmsg).toBe(AuthMessages.linkExpired);
  });

  it('refuses an expired link', async () => {
    await post('/mibd/login/forget_password', { email: ACCOUNTS.designer });
    const token = await lastLink(ACCOUNTS.designer);
    await t.testDb.db.query(`UPDATE password_links SET expires_at = now() - interval '1 second'`);
    const res = await post('/mibd/login/set_password', {
      token,
      password: 'Brand-New-Pass-7',
      confirm_password: 'Brand-New-Pass-7',
    });
    expect(res.errmsg).toBe(AuthMessages.linkExpired);
  });

  it('limits reset mails per address', async () => {
    const email = 'other@studio.test';
    for (let i = 0; i < 5; i++)
      expect((await post('/mibd/login/forget_password', { email })).err).toBe(ErrorCode.OK);
    expect((await post('/mibd/login/forget_password', { email })).err).toBe(ErrorCode.RATE_LIMITED);
  });
});

describe('changing a password', () => {
  it('needs the old password and ends the other sessions only', async () => {
    const keep = (await signIn(ACCOUNTS.designer))!;
    const other = (await signIn(ACCOUNTS.designer))!;
    const wrong = await post(
      '/mibd/user/change_password',
      { old_password: 'nope', password: 'Fresh-Pass-123', confirm_password: 'Fresh-Pass-123' },
      keep,
    );
    expect(wrong.errmsg).toBe(AuthMessages.wrongPassword);
    const ok = await post(
      '/mibd/user/change_password',
      { old_password: PASSWORD, password: 'Fresh-Pass-123', confirm_password: 'Fresh-Pass-123' },
      keep,
    );
    expect(ok.err).toBe(ErrorCode.OK);
    const role = async (token: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/mibd/common/user_role',
          headers: { 'x-auth-token': token },
        })
      ).json().err;
    expect(await role(keep)).toBe(ErrorCode.OK);
    expect(await role(other)).toBe(ErrorCode.SESSION_INVALID);
  });
});

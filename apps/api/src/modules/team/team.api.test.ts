import {
  AuthMessages,
  changeMode,
  customerList,
  ErrorCode,
  TeamMessages as M,
  Messages,
  subAccountActivate,
  subAccountActivationInfo,
  subAccountClose,
  subAccountInvite,
  subAccountList,
  subAccountReopen,
  subAccountResend,
  userInfo,
  userLogin,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, PASSWORD } from '../../../test/fixtures/accounts-fixture';
import { apiClient } from '../../../test/fixtures/api-client';
import { useTestApp } from '../../../test/fixtures/use-test-app';
import { devOutbox } from '../../routes/dev/outbox-call';

const t = useTestApp({ accounts: true });

const { post } = apiClient(t);

const login = (email: string, password = PASSWORD) =>
  post(userLogin.path, { username: email, password });
const signIn = async (email: string, mode?: string) => {
  const token = (await login(email)).val.token as string;
  if (mode) expect((await post(changeMode.path, { mode }, token)).err).toBe(200);
  return token;
};

const linkFor = async (to: string): Promise<string> => {
  const mail = (
    await t.app.inject({ method: 'GET', url: `${devOutbox.path}?to=${encodeURIComponent(to)}` })
  ).json().val.list[0] as { body: string };
  const token = /\/subAccountActivation\?token=(\S+)/.exec(mail.body)?.[1];
  return decodeURIComponent(token!);
};

const invite = async (designer: string, email: string) => {
  const res = await post(subAccountInvite.path, { email, first_name: 'Sam' }, designer);
  expect(res.err, res.errmsg).toBe(200);
  return { id: res.val.id as number, token: await linkFor(email) };
};

const activation = (token: string, change: object = {}) => ({
  token,
  first_name: 'Sam',
  last_name: 'Helper',
  password: PASSWORD,
  confirm_password: PASSWORD,
  ...change,
});
const activate = (token: string, change: object = {}) =>
  post(subAccountActivate.path, activation(token, change));

const companyId = async () =>
  (
    await t.testDb.db.query<{ company_id: number }>('SELECT company_id FROM users WHERE id = $1', [
      t.ids.designer,
    ])
  ).rows[0]!.company_id;
const activeSeats = async () =>
  Number(
    (
      await t.testDb.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM users WHERE company_id = $1 AND status = 'active'
           AND account_type IN ('designer', 'dealer', 'sub_account')`,
        [await companyId()],
      )
    ).rows[0]!.n,
  );
const setLimit = async (max: number) =>
  t.testDb.db.query('UPDATE companies SET max_active_accounts = $1 WHERE id = $2', [
    max,
    await companyId(),
  ]);

describe('who may manage sub-accounts', () => {
  it('refuses visitors, customers and sub-accounts with 25010', async () => {
    expect((await post(subAccountList.path, {})).err).toBe(ErrorCode.NO_PERMISSION);
    const customer = await signIn(ACCOUNTS.customer);
    expect((await post(subAccountList.path, {}, customer)).err).toBe(ErrorCode.NO_PERMISSION);
    const designer = await signIn(ACCOUNTS.designer);
    const { token } = await invite(designer, 'sub-perm@studio.test');
    expect((await activate(token)).err).toBe(200);
    const sub = await signIn('sub-perm@studio.test');
    const res = await post(subAccountInvite.path, { email: 'x@studio.test' }, sub);
    expect([res.err, res.errmsg]).toEqual([ErrorCode.NO_PERMISSION, Messages.noPermission]);
  });
});

describe('invitation and activation', () => {
  it('checks the address and refuses one already registered', async () => {
    const designer = await signIn(ACCOUNTS.designer);
    const send = (email: string) => post(subAccountInvite.path, { email }, designer);
    expect((await send('')).errmsg).toBe(`email: ${AuthMessages.enterEmail}`);
    expect((await send('sam@')).errmsg).toBe(`email: ${AuthMessages.invalidEmail}`);
    expect((await send(ACCOUNTS.customer.toUpperCase())).errmsg).toBe(
      `email: ${M.alreadyRegistered}`,
    );
  });

  it('lists the account as to be activated, then activates it from the mailed link', async () => {
    const designer = await signIn(ACCOUNTS.designer);
    const { id, token } = await invite(designer, 'sam@studio.test');
    const listed = (await post(subAccountList.path, {}, designer)).val;
    expect(listed.tier).toBe('Bronze');
    expect(listed.list.find((s: { id: number }) => s.id === id)).toMatchObject({
      email: 'sam@studio.test',
      status: 'to_be_activated',
      account_type: 'sub_account',
      closing_time: null,
    });
    // No password yet: answered as any wrong password (status only after the right one).
    expect((await login('sam@studio.test')).errmsg).toBe(AuthMessages.signInFailed);
    expect((await post(subAccountActivationInfo.path, { token })).val).toMatchObject({
      email: 'sam@studio.test',
      inviter: 'Dana Tester',
    });
    expect((await activate(token, { first_name: ' ' })).errmsg).toBe(
      `first_name: ${AuthMessages.firstNameRequired}`,
    );
    expect((await activate(token, { password: 'short', confirm_password: 'short' })).errmsg).toBe(
      'password: Use 12 to 20 characters',
    );
    expect((await activate(token, { confirm_password: `${PASSWORD}x` })).errmsg).toBe(
      `confirm_password: ${AuthMessages.passwordsDontMatch}`,
    );
    expect((await activate(token)).val.message).toBe(M.activated);
    expect((await login('sam@studio.test')).err).toBe(200);
    expect((await activate(token)).errmsg).toBe(M.alreadyRegistered);
    const after = (await post(subAccountList.path, {}, designer)).val.list;
    expect(after.find((s: { id: number }) => s.id === id).status).toBe('activated');
  });

  it('refuses an unknown or expired link; a resent link replaces the old one', async () => {
    const designer = await signIn(ACCOUNTS.designer);
    expect((await activate('no-such-token')).errmsg).toBe(M.linkExpired);
    const { id, token: first } = await invite(designer, 'late@studio.test');
    await t.testDb.db.query(
      `UPDATE sub_account_invites SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [id],
    );
    expect((await post(subAccountActivationInfo.path, { token: first })).errmsg).toBe(
      M.linkExpired,
    );
    expect((await post(subAccountResend.path, { id }, designer)).val.message).toBe(
      M.invitationSent,
    );
    const second = await linkFor('late@studio.test');
    expect(second).not.toBe(first);
    expect((await activate(first)).errmsg).toBe(M.linkExpired);
    expect((await activate(second)).err).toBe(200);
    expect((await post(subAccountResend.path, { id }, designer)).errmsg).toBe(M.alreadyRegistered);
  });
});

describe("another designer's sub-accounts", () => {
  it('are not found, by real or guessed id', async () => {
    const designer = await signIn(ACCOUNTS.designer);
    const { id } = await invite(designer, 'mine@studio.test');
    const other = await signIn('other@studio.test');
    expect(
      (await post(subAccountList.path, {}, other)).val.list.map((s: { id: number }) => s.id),
    ).not.toContain(id);
    for (const call of [subAccountResend, subAccountClose, subAccountReopen]) {
      for (const target of [id, 999_999, t.ids.customer]) {
        const res = await post(call.path, { id: target }, other);
        expect([res.err, res.errmsg, res.val], `${call.path} ${target}`).toEqual([
          ErrorCode.NOT_FOUND,
          M.notFound,
          null,
        ]);
      }
    }
  });
});

describe('closing and reopening', () => {
  it("moves the account's customers and projects to the parent and refuses its token", async () => {
    const designer = await signIn(ACCOUNTS.designer);
    const { id, token } = await invite(designer, 'leaving@studio.test');
    await activate(token);
    const sub = await signIn('leaving@studio.test');
    const db = t.testDb.db;
    const customer = (
      await db.query<{ id: number }>(
        `INSERT INTO users (parent_user_id, account_type, email, first_name, last_name)
         VALUES ($1, 'customer', 'kept@home.test', 'Kept', 'Client') RETURNING id`,
        [id],
      )
    ).rows[0]!.id;
    await db.query(
      `INSERT INTO projects (owner_user_id, customer_id, name) VALUES ($1, $2, 'Den')`,
      [id, customer],
    );
    const closed = (await post(subAccountClose.path, { id }, designer)).val;
    expect(closed).toEqual({ id, message: M.closed, moved_customers: 1, moved_projects: 1 });
    const { rows } = await db.query<{ parent_user_id: number; owner: number }>(
      `SELECT u.parent_user_id, p.owner_user_id AS owner FROM users u
       JOIN projects p ON p.customer_id = u.id WHERE u.id = $1`,
      [customer],
    );
    expect(rows).toEqual([{ parent_user_id: t.ids.designer, owner: t.ids.designer }]);
    const designerMode = await signIn(ACCOUNTS.designer, 'mibd_designer');
    const customers = (await post(customerList.path, {}, designerMode)).val.list;
    expect(customers.map((c: { id: number }) => c.id)).toContain(customer);
    // The closed account's session and sign-in are refused.
    expect((await post(userInfo.path, {}, sub)).err).toBe(ErrorCode.SESSION_INVALID);
    expect((await login('leaving@studio.test')).errmsg).toBe(AuthMessages.accountClosed);
    const listed = (await post(subAccountList.path, {}, designer)).val.list;
    const row = listed.find((s: { id: number }) => s.id === id);
    expect(row.status).toBe('closed');
    expect(row.closing_time).toEqual(expect.any(String));
    expect((await post(subAccountClose.path, { id }, designer)).errmsg).toBe(M.accountClosed);
    expect((await post(subAccountResend.path, { id }, designer)).errmsg).toBe(M.accountClosed);

    // Reopened (the Activate button) within the limit, refused past it.
    await setLimit(await activeSeats());
    expect((await post(subAccountReopen.path, { id }, designer)).errmsg).toBe(M.limitReached);
    await setLimit((await activeSeats()) + 1);
    expect((await post(subAccountReopen.path, { id }, designer)).val.message).toBe(M.reopened);
    expect((await login('leaving@studio.test')).err).toBe(200);
    expect((await post(subAccountReopen.path, { id }, designer)).errmsg).toBe(M.alreadyRegistered);
  });

  it("a closed account's invitation link says so", async () => {
    const designer = await signIn(ACCOUNTS.designer);
    const { id, token } = await invite(designer, 'never@studio.test');
    await post(subAccountClose.path, { id }, designer);
    expect((await activate(token)).errmsg).toBe(M.linkExpired);
    // Reopening a never-activated account sends a new invitation.
    expect((await post(subAccountReopen.path, { id }, designer)).val.message).toBe(
      M.invitationSent,
    );
    const fresh = await linkFor('never@studio.test');
    await t.testDb.db.query(`UPDATE users SET status = 'closed' WHERE id = $1`, [id]);
    expect((await activate(fresh)).errmsg).toBe(M.accountClosed);
  });
});

describe('the company limit on activated accounts', () => {
  it('lets exactly the free seats in under 10 concurrent activations', async () => {
    // The other designer of the company: the first one has used most of its hourly invitations.
    const designer = await signIn('other@studio.test');
    const tokens: string[] = [];
    for (let i = 0; i < 10; i++)
      tokens.push((await invite(designer, `rush${i}@studio.test`)).token);
    const free = 3;
    await setLimit((await activeSeats()) + free);
    const answers = await Promise.all(tokens.map((token) => activate(token)));
    const ok = answers.filter((a) => a.err === 200);
    const refused = answers.filter((a) => a.err !== 200);
    expect(ok).toHaveLength(free);
    expect(refused.map((a) => a.errmsg)).toEqual(Array(10 - free).fill(M.limitReached));
    const listed = (await post(subAccountList.path, {}, designer)).val;
    expect(listed.active_accounts).toBe(listed.max_active_accounts);
  });
});

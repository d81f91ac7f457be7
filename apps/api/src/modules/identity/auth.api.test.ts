import {
  AuthMessages,
  changeMode,
  customerList,
  ErrorCode,
  ffdLogin,
  logout,
  Messages,
  RoleMatrix,
  searchProducts,
  userInfo,
  userLogin,
  userRole,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, PASSWORD } from '../../../test/fixtures/accounts-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';

const t = useTestApp({ accounts: true });

let address = 0;
/** Each call from its own address unless told, so address throttling stays out of the way. */
const call = async (
  method: 'GET' | 'POST',
  url: string,
  opts: { body?: object; token?: string; host?: string; ip?: string } = {},
) => {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: opts.ip ?? `10.0.${Math.floor(++address / 250)}.${address % 250}`,
    headers: {
      host: opts.host ?? 'hom.localhost',
      ...(opts.token ? { 'x-auth-token': opts.token } : {}),
    },
    ...(method === 'POST' ? { payload: opts.body ?? {} } : {}),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    err: number;
    errmsg: string;
    val: Record<string, unknown> & { Role?: string[] };
  };
};

const login = (username: string, password = PASSWORD, extra: object = {}) =>
  call('POST', userLogin.path, {
    body: { username, password, login_type: '1', obtain: '1', ...extra },
  });

const tokenFor = async (email: string) => {
  const res = await login(email);
  expect(res.err).toBe(ErrorCode.OK);
  return res.val.token as string;
};

describe('password sign-in', () => {
  it('signs in with a trimmed username and returns the session user', async () => {
    const res = await login(`  ${ACCOUNTS.designer.toUpperCase()}  `);
    expect(res.err).toBe(ErrorCode.OK);
    const v = res.val;
    expect(v.user_email).toBe(ACCOUNTS.designer);
    expect(v.user_first_name).toBe('Dana');
    expect(v.user_last_name).toBe('Tester');
    expect(v.mode).toBe('mibd_safe');
    expect(v.Role).toEqual([...RoleMatrix.mibd_safe]);
    // 256 random bits, base64url; only its hash is stored.
    expect(v.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = await t.testDb.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions',
    );
    expect(rows.map((r) => r.token_hash)).not.toContain(v.token);
  });

  it.each([
    ['', PASSWORD, AuthMessages.enterAccount],
    ['   ', PASSWORD, AuthMessages.enterAccount],
    [ACCOUNTS.designer, '', AuthMessages.enterPassword],
    // One answer for an unknown account and a wrong password (account-enumeration.test.ts).
    ['nobody@nowhere.test', PASSWORD, AuthMessages.signInFailed],
    [ACCOUNTS.designer, 'Wrong-Horse-42', AuthMessages.signInFailed],
    [ACCOUNTS.designer, ` ${PASSWORD}`, AuthMessages.signInFailed], // the password is taken as typed
    [ACCOUNTS.closed, PASSWORD, AuthMessages.accountClosed],
    [ACCOUNTS.notActivated, PASSWORD, AuthMessages.notActivated],
    [ACCOUNTS.pending, PASSWORD, AuthMessages.pendingReview],
    // No password of its own: any password is a wrong one (status only after the right one).
    [ACCOUNTS.phoneOnly, PASSWORD, AuthMessages.signInFailed],
    [ACCOUNTS.shopper, PASSWORD, AuthMessages.insufficientInfo],
    [ACCOUNTS.incomplete, PASSWORD, AuthMessages.insufficientInfo],
  ])('%j / %j → %s', async (username, password, message) => {
    const res = await login(username, password);
    expect(res.err).toBe(ErrorCode.AUTH_FAILED);
    expect(res.errmsg).toBe(message);
    expect(res.val).toBeNull();
  });

  it('lets flash-deal shoppers sign in on FFD with their email', async () => {
    const res = await call('POST', ffdLogin.path, {
      host: 'ffd.localhost',
      body: { email: ` ${ACCOUNTS.shopper} `, password: PASSWORD, obtain: '1' },
    });
    expect(res.err).toBe(ErrorCode.OK);
    expect(res.val.ol_user_name).toBe('Dana Tester');
    const empty = await call('POST', ffdLogin.path, {
      host: 'ffd.localhost',
      body: { email: ' ', password: 'x' },
    });
    expect(empty.errmsg).toBe(AuthMessages.enterEmail);
  });

  it('locks an account from an address after five wrong passwords there, even for the right one', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', userLogin.path, {
        ip,
        body: { username: 'other@studio.test', password: `nope-${i}` },
      });
      expect(res.errmsg).toBe(AuthMessages.signInFailed);
    }
    const locked = await call('POST', userLogin.path, {
      ip,
      body: { username: 'other@studio.test', password: PASSWORD },
    });
    expect(locked.err).toBe(ErrorCode.RATE_LIMITED);
    expect(locked.errmsg).toBe(AuthMessages.lockedOut.replace('{minutes}', '15'));
  });

  it('limits failures per address across accounts', async () => {
    const ip = '192.0.2.99';
    for (let i = 0; i < 30; i++) {
      await call('POST', userLogin.path, {
        ip,
        body: { username: `ghost${i}@x.test`, password: 'x' },
      });
    }
    const res = await call('POST', userLogin.path, {
      ip,
      body: { username: ACCOUNTS.designer, password: PASSWORD },
    });
    expect(res.err).toBe(ErrorCode.RATE_LIMITED);
  });
});

describe('roles and modes', () => {
  it('gives a visitor the visitor roles without a token', async () => {
    const res = await call('GET', userRole.path);
    expect(res.val).toEqual({ Role: [...RoleMatrix.mibd_visitor], mode: 'mibd_visitor' });
  });

  it('answers the role list of every mode a designer switches to', async () => {
    const token = await tokenFor(ACCOUNTS.designer);
    for (const mode of ['mibd_designer', 'mibd_communicate', 'mibd_safe'] as const) {
      // Communicate mode always names one of the designer's customers (test/security/modes).
      const body = mode === 'mibd_communicate' ? { mode, customer_id: t.ids.customer } : { mode };
      const changed = await call('POST', changeMode.path, { token, body });
      expect(changed.err).toBe(ErrorCode.OK);
      const roles = await call('GET', userRole.path, { token });
      expect(roles.val).toEqual({ Role: [...RoleMatrix[mode]], mode });
    }
    const alias = await call('POST', changeMode.path, {
      token,
      body: { mode: 'designer' },
    });
    expect(alias.val.mode).toBe('mibd_designer');
  });

  it('keeps customers in customer mode', async () => {
    const token = await tokenFor(ACCOUNTS.customer);
    expect((await call('GET', userRole.path, { token })).val).toEqual({
      Role: [...RoleMatrix.mibd_customer],
      mode: 'mibd_customer',
    });
    const res = await call('POST', changeMode.path, {
      token,
      body: { mode: 'mibd_designer' },
    });
    expect(res.errmsg).toBe(AuthMessages.modeNotAllowed);
  });

  it("presets only the designer's own customer in communicate mode", async () => {
    const token = await tokenFor(ACCOUNTS.designer);
    const own = await call('POST', changeMode.path, {
      token,
      body: { mode: 'mibd_communicate', customer_id: t.ids.customer },
    });
    expect(own.val.customer_id).toBe(t.ids.customer);
    const foreign = await call('POST', changeMode.path, {
      token,
      body: { mode: 'mibd_communicate', customer_id: t.ids.otherCustomer },
    });
    expect(foreign.err).toBe(ErrorCode.NO_PERMISSION);
  });

  it('refuses a mode change without a session', async () => {
    const res = await call('POST', changeMode.path, { body: { mode: 'mibd_designer' } });
    expect(res.err).toBe(ErrorCode.NO_PERMISSION);
  });

  it('answers 22003 for a flash-deal shopper on a trade site', async () => {
    const res = await call('POST', ffdLogin.path, {
      host: 'ffd.localhost',
      body: { email: ACCOUNTS.shopper, password: PASSWORD },
    });
    const roles = await call('GET', userRole.path, { token: res.val.token as string });
    expect(roles.err).toBe(ErrorCode.NO_ROLE);
    expect(roles.errmsg).toBe(Messages.noRole);
  });

  it("lists a designer's customers, and refuses a customer", async () => {
    const token = await tokenFor(ACCOUNTS.designer);
    // Browsing mode (where a login starts) hides customers; designer mode lists them.
    await call('POST', changeMode.path, { token, body: { mode: 'mibd_designer' } });
    const res = await call('POST', customerList.path, { token });
    expect(res.val.list).toEqual([
      { id: t.ids.customer, name: 'Dana Tester', email: ACCOUNTS.customer, status: 'active' },
    ]);
    const customer = await tokenFor(ACCOUNTS.customer);
    expect((await call('POST', customerList.path, { token: customer })).err).toBe(
      ErrorCode.NO_PERMISSION,
    );
  });

  it('returns user info for the token', async () => {
    const token = await tokenFor(ACCOUNTS.designer);
    const res = await call('POST', userInfo.path, { token });
    expect(res.val.name).toBe('Dana Tester');
    expect(res.val.phone).toBe('17045550111');
    const anonymous = await call('POST', userInfo.path);
    expect(anonymous.err).toBe(ErrorCode.NO_ROLE);
  });
});

describe('session expiry and ending', () => {
  it('answers 21015 after the idle expiry', async () => {
    const token = await tokenFor(ACCOUNTS.designer);
    await t.testDb.db.query(
      `UPDATE sessions SET last_seen_at = now() - interval '3 hours' WHERE ended_at IS NULL`,
    );
    const res = await call('GET', userRole.path, { token });
    expect(res.err).toBe(ErrorCode.SESSION_EXPIRED);
    expect(res.errmsg).toBe(Messages.verificationFailed);
  });

  it('a session in use stays alive: a call refreshes a last-seen older than a minute, not a newer one', async () => {
    const token = await tokenFor(ACCOUNTS.designer);
    const seen = async () =>
      (
        await t.testDb.db.query<{ age: number }>(
          `SELECT extract(epoch FROM now() - last_seen_at)::int AS age FROM sessions
            WHERE ended_at IS NULL ORDER BY id DESC LIMIT 1`,
        )
      ).rows[0]!.age;
    await t.testDb.db.query(
      `UPDATE sessions SET last_seen_at = now() - interval '90 minutes' WHERE ended_at IS NULL`,
    );
    expect((await call('GET', userRole.path, { token })).err).toBe(200);
    expect(await seen()).toBeLessThan(5);
    await t.testDb.db.query(
      `UPDATE sessions SET last_seen_at = now() - interval '30 seconds' WHERE ended_at IS NULL`,
    );
    expect((await call('GET', userRole.path, { token })).err).toBe(200);
    expect(await seen()).toBeGreaterThanOrEqual(29);
  });

  it('answers 21015 after the absolute expiry', async () => {
    const token = await tokenFor(ACCOUNTS.designer);
    await t.testDb.db.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE ended_at IS NULL`,
    );
    expect((await call('POST', searchProducts.path, { token })).err).toBe(
      ErrorCode.SESSION_EXPIRED,
    );
  });

  it('answers 22007 after logout and for an unknown token', async () => {
    const token = await tokenFor(ACCOUNTS.designer);
    expect((await call('POST', logout.path, { token })).val).toEqual({ ended: true });
    expect((await call('GET', userRole.path, { token })).err).toBe(ErrorCode.SESSION_INVALID);
    expect((await call('GET', userRole.path, { token: 'x'.repeat(43) })).err).toBe(
      ErrorCode.SESSION_INVALID,
    );
    // Logging out again with the ended token still succeeds (nothing to end).
    expect((await call('POST', logout.path, { token })).val).toEqual({ ended: false });
  });

  it('answers 22007 once the account is closed', async () => {
    const res = await login('other-closing@studio.test');
    expect(res.errmsg).toBe(AuthMessages.signInFailed);
    const token = await tokenFor(ACCOUNTS.customer);
    await t.testDb.db.query(`UPDATE users SET status = 'closed' WHERE email = $1`, [
      ACCOUNTS.customer,
    ]);
    expect((await call('GET', userRole.path, { token })).err).toBe(ErrorCode.SESSION_INVALID);
    await t.testDb.db.query(`UPDATE users SET status = 'active' WHERE email = $1`, [
      ACCOUNTS.customer,
    ]);
  });

  it('never fails a page load on a stale cookie', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/home',
      headers: { host: 'hom.localhost', cookie: 'X-Auth-Token=stale' },
    });
    expect(res.statusCode).toBe(200);
  });
});

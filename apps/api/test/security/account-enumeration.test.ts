import {
  AuthMessages,
  ErrorCode,
  ffdLogin as ffdLoginCall,
  getPhoneCode,
  userLogin,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { devOutbox } from '../../src/routes/dev/outbox-call';
import { ACCOUNTS, DESIGNER_PHONE, PASSWORD } from '../fixtures/accounts-fixture';
import { useTestApp } from '../fixtures/use-test-app';
import { type Envelope, freshAddress } from './security-helpers';

/**
 * Sign-in must not tell a stranger which addresses and phones hold an account, nor in what
 * state: an unknown account and a wrong password get one answer on every path (password, SMS
 * code request and code, Flash Deals), an account's status only follows its correct password,
 * and unknown names count against the same limits as real ones.
 */
const t = useTestApp({ withBuilds: false, accounts: true });

const call = async (url: string, payload: object, ip = freshAddress(), host = 'hom.localhost') => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: { host },
  });
  const { err, errmsg, val } = res.json() as Envelope;
  return { status: res.statusCode, err, errmsg, val };
};
const login = (username: string, password: string, ip?: string) =>
  call(userLogin.path, { username, password, login_type: '1', obtain: '1' }, ip);
const ffdLogin = (email: string, password: string, ip?: string) =>
  call(ffdLoginCall.path, { email, password, obtain: '1' }, ip, 'ffd.localhost');
const codeLogin = (username: string, code: string, ip?: string) =>
  call(userLogin.path, { username, code, login_type: '2' }, ip);
const askCode = (phone: string, ip?: string) => call(getPhoneCode.path, { phone }, ip);

const WRONG = { err: ErrorCode.AUTH_FAILED, errmsg: AuthMessages.signInFailed, val: null };
const sent = async (to: string) =>
  (await t.app.inject({ method: 'GET', url: `${devOutbox.path}?to=${to}` })).json().val
    .list as unknown[];

describe('one answer for an unknown account and a wrong password', () => {
  it('attack: sign-in gives distinct answers for an unknown account and a wrong password', async () => {
    const answers = [
      await login('nobody@nowhere.test', PASSWORD),
      await login('2125550199', PASSWORD),
      await login(ACCOUNTS.designer, 'Wrong-Horse-42'),
      await login(DESIGNER_PHONE, 'Wrong-Horse-42'),
      await ffdLogin('nobody@nowhere.test', PASSWORD),
      await ffdLogin(ACCOUNTS.shopper, 'Wrong-Horse-42'),
    ];
    for (const a of answers) expect({ err: a.err, errmsg: a.errmsg, val: a.val }).toEqual(WRONG);
  });

  it('attack: SMS sign-in tells an unknown phone from a wrong code', async () => {
    const unknown = await codeLogin('2125550188', '123456');
    const known = await codeLogin(DESIGNER_PHONE, '123456');
    expect(unknown).toEqual(known);
    expect(unknown.errmsg).toBe(AuthMessages.codeError);
  });

  it('attack: the SMS code request tells registered phones from unknown ones', async () => {
    const unknown = '2125550177';
    const registered = '7045550111'; // DESIGNER_PHONE
    const first = [await askCode(unknown), await askCode(registered)];
    expect(first[0]).toEqual(first[1]);
    expect(first[0]!.err).toBe(ErrorCode.OK);
    // The minute between codes applies to both alike.
    const again = [await askCode(unknown), await askCode(registered)];
    expect(again[0]).toEqual(again[1]);
    expect(again[0]!.errmsg).toBe(AuthMessages.codeTooSoon);
    // Only the registered phone is sent anything.
    expect(await sent(`1${unknown}`)).toHaveLength(0);
    expect(await sent(DESIGNER_PHONE)).toHaveLength(1);
  });
});

describe('status only after the correct password', () => {
  it.each([
    [ACCOUNTS.closed, AuthMessages.accountClosed],
    [ACCOUNTS.notActivated, AuthMessages.notActivated],
    [ACCOUNTS.pending, AuthMessages.pendingReview],
    [ACCOUNTS.incomplete, AuthMessages.insufficientInfo],
    [ACCOUNTS.shopper, AuthMessages.insufficientInfo],
  ])('attack: account status is shown before the password check (%s)', async (email, status) => {
    const wrong = await login(email, 'Wrong-Horse-42');
    expect({ err: wrong.err, errmsg: wrong.errmsg, val: wrong.val }).toEqual(WRONG);
    const right = await login(email, PASSWORD);
    expect([right.err, right.errmsg]).toEqual([ErrorCode.AUTH_FAILED, status]);
  });

  it('attack: a phone-only account answers its way of signing in to any password', async () => {
    const res = await login(ACCOUNTS.phoneOnly, PASSWORD);
    expect({ err: res.err, errmsg: res.errmsg, val: res.val }).toEqual(WRONG);
  });
});

describe('limits count unknown accounts too', () => {
  it('attack: five tries on an unknown name lock exactly as five on a real account do', async () => {
    const ip = freshAddress();
    const real: string[] = [];
    const ghost: string[] = [];
    for (let i = 0; i < 6; i++) {
      real.push((await login('other@studio.test', `Guess-${i}-pass!`, ip)).errmsg);
      ghost.push((await login('ghost-owner@nowhere.test', `Guess-${i}-pass!`, ip)).errmsg);
    }
    expect(ghost).toEqual(real);
    expect(real.at(-1)).toBe(AuthMessages.lockedOut.replace('{minutes}', '15'));
  });

  it('attack: 40 unknown addresses and phones were answered from one address with no limit', async () => {
    const ip = '198.51.100.99';
    const codes: number[] = [];
    for (let i = 0; i < 20; i++) codes.push((await askCode(`212555${1000 + i}`, ip)).err);
    // Code requests are counted per address like any call that sends something.
    expect(codes.slice(0, 10).every((err) => err === ErrorCode.OK)).toBe(true);
    expect(codes.slice(10).every((err) => err === ErrorCode.RATE_LIMITED)).toBe(true);
    // They count as sign-in attempts of the address too: 10 of them and 20 unknown names
    // reach the address limit (30 in 15 minutes), and the address is locked for every account.
    const logins: number[] = [];
    for (let i = 0; i < 25; i++) logins.push((await login(`ghost${i}@nowhere.test`, 'x', ip)).err);
    expect(logins.slice(0, 20).every((err) => err === ErrorCode.AUTH_FAILED)).toBe(true);
    expect(logins.slice(20).every((err) => err === ErrorCode.RATE_LIMITED)).toBe(true);
    expect((await login(ACCOUNTS.designer, PASSWORD, ip)).err).toBe(ErrorCode.RATE_LIMITED);
    // Another address is not affected.
    expect((await askCode('2125550166')).err).toBe(ErrorCode.OK);
    expect((await login(ACCOUNTS.designer, PASSWORD)).err).toBe(ErrorCode.OK);
  });
});

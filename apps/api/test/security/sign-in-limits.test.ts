import { AuthMessages, changePassword, ErrorCode, userLogin } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { devOutbox } from '../../src/routes/dev/outbox-call';
import { ACCOUNTS, PASSWORD } from '../fixtures/accounts-fixture';
import { useTestApp } from '../fixtures/use-test-app';

/**
 * Sign-in limits against the two ways round them: forging the address that is counted, and
 * using the lock-out itself to keep the owner out (rules in session-policy.ts).
 */
const t = useTestApp({ withBuilds: false, accounts: true });

type Answer = { err: number; errmsg: string; val: { token?: string } | null };

const login = async (
  username: string,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) =>
  (
    await t.app.inject({
      method: 'POST',
      url: userLogin.path,
      remoteAddress,
      headers: { host: 'hom.localhost', ...headers },
      payload: { username, password, login_type: '1', obtain: '1' },
    })
  ).json() as Answer;

const notices = async (email: string) =>
  (
    (await t.app.inject({ method: 'GET', url: `${devOutbox.path}?to=${email}` })).json().val
      .list as { subject: string; body: string }[]
  ).filter((m) => m.body.includes('Someone tried to sign in to your account'));

const lockedFor = (minutes: number) => AuthMessages.lockedOut.replace('{minutes}', String(minutes));

describe('sign-in limits', () => {
  it('attack: 40 failed sign-ins from one socket, each with a different X-Forwarded-For, are locked by the address limit', async () => {
    const socket = '198.51.100.7';
    const answers: Answer[] = [];
    for (let i = 0; i < 40; i++) {
      answers.push(
        await login(`ghost${i}@nowhere.test`, 'x', socket, {
          'x-forwarded-for': `203.0.113.${i + 1}`,
        }),
      );
    }
    expect(answers.slice(0, 30).every((a) => a.errmsg === AuthMessages.signInFailed)).toBe(true);
    expect(answers.slice(30).every((a) => a.err === ErrorCode.RATE_LIMITED)).toBe(true);
    const owner = await login(ACCOUNTS.designer, PASSWORD, socket, {
      'x-forwarded-for': '192.0.2.200',
    });
    expect(owner.err).toBe(ErrorCode.RATE_LIMITED);
  });

  it('attack: five wrong passwords from address A do not lock the owner out at address B, lock A, and tell the owner once', async () => {
    const account = 'other@studio.test';
    const attacker = '198.51.100.20';
    for (let i = 0; i < 5; i++) {
      expect((await login(account, `Guess-${i}-pass!`, attacker)).errmsg).toBe(
        AuthMessages.signInFailed,
      );
    }
    const blocked = await login(account, PASSWORD, attacker);
    expect(blocked.err).toBe(ErrorCode.RATE_LIMITED);
    expect(blocked.errmsg).toBe(lockedFor(15));

    const owner = await login(account, PASSWORD, '192.0.2.50');
    expect(owner.err).toBe(ErrorCode.OK);
    expect(owner.val?.token).toBeTruthy();

    // A second attacker address locks too, but the owner is not mailed again within the hour.
    for (let i = 0; i < 5; i++) await login(account, `Guess-${i}-again!`, '198.51.100.21');
    expect((await login(account, PASSWORD, '198.51.100.21')).err).toBe(ErrorCode.RATE_LIMITED);
    const told = await notices(account);
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('198.51.100.20');
  });

  it('attack: wrong passwords spread over many addresses lock the whole account after 50 an hour, and the owner is told', async () => {
    const account = ACCOUNTS.customer;
    for (let a = 0; a < 10; a++) {
      for (let i = 0; i < 5; i++) {
        expect((await login(account, `Spread-${a}-${i}!`, `203.0.113.${100 + a}`)).errmsg).toBe(
          AuthMessages.signInFailed,
        );
      }
    }
    const owner = await login(account, PASSWORD, '192.0.2.60');
    expect(owner.err).toBe(ErrorCode.RATE_LIMITED);
    expect(owner.errmsg).toBe(lockedFor(60));
    const told = await notices(account);
    // One notice for the first address's lock, one for the account's.
    expect(told).toHaveLength(2);
    expect(told[0]!.body).toContain('signing in is paused for 60 minutes');
  });
});

describe('changing a password', () => {
  it('attack: a stolen session cannot guess the old password in change_password: five wrong tries lock it', async () => {
    const token = (await login(ACCOUNTS.designer, PASSWORD, '192.0.2.70')).val!.token!;
    const change = async (old_password: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: changePassword.path,
          remoteAddress: '192.0.2.70',
          headers: { host: 'hom.localhost', 'x-auth-token': token },
          payload: { old_password, password: 'Fresh-Pass-123', confirm_password: 'Fresh-Pass-123' },
        })
      ).json() as Answer;
    for (let i = 0; i < 5; i++) {
      expect((await change(`Guess-${i}-old!`)).errmsg).toBe(AuthMessages.wrongPassword);
    }
    const right = await change(PASSWORD);
    expect(right.err).toBe(ErrorCode.RATE_LIMITED);
    expect(right.errmsg).toBe(lockedFor(15));
    // The password is unchanged.
    expect((await login(ACCOUNTS.designer, PASSWORD, '192.0.2.71')).err).toBe(ErrorCode.OK);
  });
});

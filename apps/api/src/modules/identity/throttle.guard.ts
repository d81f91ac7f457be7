import { AuthMessages, ErrorCode } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { OutboxService } from '../messaging/outbox.service';
import {
  LOGIN_ACCOUNT_RULE,
  LOGIN_ADDRESS_RULE,
  LOGIN_NOTICE_MS,
  LOGIN_PAIR_RULE,
} from './session-policy';
import type { ThrottleRepository, ThrottleRule } from './throttle.repository';

/** The lock-out answer, with the minutes left rounded up. */
export const lockedOut = (ms: number) =>
  new AppError(
    ErrorCode.RATE_LIMITED,
    AuthMessages.lockedOut.replace('{minutes}', String(Math.max(1, Math.ceil(ms / 60_000)))),
  );

/** Who is told about a lock. */
export interface AccountOwner {
  id: number;
  email: string;
  first_name: string;
}

const ipKey = (address: string) => `login-ip:${address}`;
const pairKey = (userId: number, address: string) => `login-pair:${userId}:${address}`;
const accountKey = (userId: number) => `login-account:${userId}`;
const noticeKey = (userId: number) => `login-notice:${userId}`;
const minutes = (rule: ThrottleRule) => Math.round(rule.lockMs / 60_000);

/**
 * Sign-in throttling (rules in session-policy.ts): per address, per (account, address) pair and
 * per account, with a lock-out, a clear message, and a notice mail to the account's owner.
 */
export class ThrottleGuard {
  constructor(
    private readonly repo: ThrottleRepository,
    private readonly outbox: OutboxService,
  ) {}

  /** Refuses a locked address; with the account, also a locked pair or a locked account. */
  async check(address: string, userId?: number) {
    const keys = [
      ipKey(address),
      ...(userId ? [pairKey(userId, address), accountKey(userId)] : []),
    ];
    for (const key of keys) {
      const ms = await this.repo.lockedFor(key);
      if (ms > 0) throw lockedOut(ms);
    }
  }

  async failed(address: string, owner?: AccountOwner) {
    await this.repo.fail(ipKey(address), LOGIN_ADDRESS_RULE);
    if (!owner) return;
    if (await this.repo.fail(pairKey(owner.id, address), LOGIN_PAIR_RULE)) {
      // Pair locks from many addresses would flood the owner: one notice per LOGIN_NOTICE_MS.
      const once = { maxFailures: 1, windowMs: LOGIN_NOTICE_MS, lockMs: LOGIN_NOTICE_MS };
      if ((await this.repo.lockedFor(noticeKey(owner.id))) === 0) {
        await this.repo.fail(noticeKey(owner.id), once);
        await this.notify(
          owner,
          `${LOGIN_PAIR_RULE.maxFailures} times from the address ${address}. Signing in from that address is paused for ${minutes(LOGIN_PAIR_RULE)} minutes; you can still sign in from your own devices.`,
        );
      }
    }
    if (await this.repo.fail(accountKey(owner.id), LOGIN_ACCOUNT_RULE)) {
      await this.notify(
        owner,
        `${LOGIN_ACCOUNT_RULE.maxFailures} times within ${minutes(LOGIN_ACCOUNT_RULE)} minutes, from several addresses. To protect your account, signing in is paused for ${minutes(LOGIN_ACCOUNT_RULE)} minutes.`,
      );
    }
  }

  /** A success clears its own pair only: the account's count keeps bounding spread guesses. */
  async succeeded(userId: number, address: string) {
    await this.repo.clear(pairKey(userId, address));
  }

  private async notify(owner: AccountOwner, what: string) {
    // The notice is a courtesy: a mail fault must not change the sign-in answer.
    await this.outbox
      .send({
        channel: 'mail',
        to: owner.email,
        subject: 'Sign-in attempts on your account',
        body: `Hello ${owner.first_name},\n\nSomeone tried to sign in to your account with a wrong password or code ${what}\n\nIf this was you, wait and try again, or set a new password with "Forgot password". If it was not you, your account stays safe as long as your password is secret; consider changing it.`,
      })
      .catch(() => undefined);
  }
}

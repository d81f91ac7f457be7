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

/**
 * Whom an attempt is counted against: an account (`accountSubject`), or, when the name typed
 * holds none, that name (`nameSubject`), so that an unknown name is counted and locked exactly
 * as an account is and the lock-out itself tells nothing.
 */
export type LoginSubject = string & { readonly __subject: unique symbol };
export const accountSubject = (userId: number) => String(userId) as LoginSubject;
export const nameSubject = (login: string) => `?${login.trim().toLowerCase()}` as LoginSubject;

const ipKey = (address: string) => `login-ip:${address}`;
const pairKey = (subject: LoginSubject, address: string) => `login-pair:${subject}:${address}`;
const accountKey = (subject: LoginSubject) => `login-account:${subject}`;
const noticeKey = (userId: number) => `login-notice:${userId}`;
const minutes = (rule: ThrottleRule) => Math.round(rule.lockMs / 60_000);

/**
 * Sign-in throttling (rules in session-policy.ts): per address, per (subject, address) pair and
 * per subject, with a lock-out, a clear message, and a notice mail to the account's owner.
 */
export class ThrottleGuard {
  constructor(
    private readonly repo: ThrottleRepository,
    private readonly outbox: OutboxService,
  ) {}

  /** Refuses a locked address; with a subject, also a locked pair or a locked subject. */
  async check(address: string, subject?: LoginSubject) {
    const keys = [
      ipKey(address),
      ...(subject ? [pairKey(subject, address), accountKey(subject)] : []),
    ];
    for (const key of keys) {
      const ms = await this.repo.lockedFor(key);
      if (ms > 0) throw lockedOut(ms);
    }
  }

  /** An attempt that is not a failure yet counts for the address (a sign-in code request). */
  async attempted(address: string) {
    await this.repo.fail(ipKey(address), LOGIN_ADDRESS_RULE);
  }

  /** A failed attempt on `subject`; `owner` (an existing account) is told of a lock. */
  async failed(address: string, subject: LoginSubject, owner?: AccountOwner) {
    await this.repo.fail(ipKey(address), LOGIN_ADDRESS_RULE);
    const pairLocked = await this.repo.fail(pairKey(subject, address), LOGIN_PAIR_RULE);
    const accountLocked = await this.repo.fail(accountKey(subject), LOGIN_ACCOUNT_RULE);
    if (!owner) return;
    if (pairLocked) {
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
    if (accountLocked) {
      await this.notify(
        owner,
        `${LOGIN_ACCOUNT_RULE.maxFailures} times within ${minutes(LOGIN_ACCOUNT_RULE)} minutes, from several addresses. To protect your account, signing in is paused for ${minutes(LOGIN_ACCOUNT_RULE)} minutes.`,
      );
    }
  }

  /** A success clears its own pair only: the account's count keeps bounding spread guesses. */
  async succeeded(subject: LoginSubject, address: string) {
    await this.repo.clear(pairKey(subject, address));
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

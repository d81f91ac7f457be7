import { AuthMessages, ErrorCode } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import { LOGIN_ACCOUNT_RULE, LOGIN_ADDRESS_RULE } from './session-policy';
import type { ThrottleRepository } from './throttle.repository';

/** Sign-in throttling per account and per address, with a lock-out and a clear message. */
export class ThrottleGuard {
  constructor(private readonly repo: ThrottleRepository) {}

  async check(address: string, userId?: number) {
    const keys = [`login-ip:${address}`, ...(userId ? [`login-account:${userId}`] : [])];
    for (const key of keys) {
      const ms = await this.repo.lockedFor(key);
      if (ms > 0) {
        const minutes = String(Math.max(1, Math.ceil(ms / 60_000)));
        throw new AppError(
          ErrorCode.RATE_LIMITED,
          AuthMessages.lockedOut.replace('{minutes}', minutes),
        );
      }
    }
  }

  async failed(address: string, userId?: number) {
    await this.repo.fail(`login-ip:${address}`, LOGIN_ADDRESS_RULE);
    if (userId) await this.repo.fail(`login-account:${userId}`, LOGIN_ACCOUNT_RULE);
  }

  async succeeded(userId: number) {
    await this.repo.clear(`login-account:${userId}`);
  }
}

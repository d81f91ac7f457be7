import type { ThrottleRepository, ThrottleRule } from './throttle.repository';
import type { NewUser, UserRow, UsersRepository } from './users.repository';

export type { ThrottleRule } from './throttle.repository';

/**
 * What other modules (registration) ask of identity when someone signs up: a new account, the
 * account of an address, and a count of attempts under a rule. They go through this service,
 * never identity's repositories.
 */
export class SignUpService {
  constructor(
    private readonly users: UsersRepository,
    private readonly throttle: ThrottleRepository,
  ) {}

  /** Creates an account; resolves with its id. */
  create(user: NewUser): Promise<number> {
    return this.users.create(user);
  }

  /** The account of an email address or phone number, if any. */
  findByLogin(login: string): Promise<UserRow | null> {
    return this.users.findByLogin(login);
  }

  /** Counts one attempt of `key` under `rule`; false when the key is (or now becomes) locked. */
  async countAttempt(key: string, rule: ThrottleRule): Promise<boolean> {
    // Checked first so that calls during the lock do not count towards the next one.
    if ((await this.throttle.lockedFor(key)) > 0) return false;
    await this.throttle.fail(key, rule);
    return (await this.throttle.lockedFor(key)) === 0;
  }
}

import type { Mode } from '@portal/contract';
import type { ThrottleRule } from './throttle.repository';
import type { AccountType } from './users.repository';

/**
 * Tokens live on the client (spec 3: stored value and X-Auth-* cookies shared by the brand
 * sites), so they expire quickly when unused and absolutely after a week.
 */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Sign-in failures lock the (account, address) pair quickly, so a stranger's guesses from one
 * address cannot lock the owner out everywhere; the account as a whole locks only after many
 * failures from all addresses (a spread-out guessing attack), and the address after failures on
 * any accounts. The owner is told by mail when a lock starts (LOGIN_NOTICE_MS apart at most).
 */
export const LOGIN_PAIR_RULE: ThrottleRule = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};
export const LOGIN_ACCOUNT_RULE: ThrottleRule = {
  maxFailures: 50,
  windowMs: 60 * 60_000,
  lockMs: 60 * 60_000,
};
export const LOGIN_ADDRESS_RULE: ThrottleRule = {
  maxFailures: 30,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

/** A second notice of a pair lock waits this long (a lock of the whole account is always told). */
export const LOGIN_NOTICE_MS = 60 * 60_000;

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_DAILY_LIMIT = 5;
export const CODE_MIN_INTERVAL_MS = 60_000;

/** Modes an account type may use; the first is where a login starts. */
export const ModesFor: Record<AccountType, readonly Mode[]> = {
  designer: ['mibd_safe', 'mibd_designer', 'mibd_communicate'],
  sub_account: ['mibd_safe', 'mibd_designer', 'mibd_communicate'],
  dealer: ['mibd_safe', 'mibd_designer', 'mibd_communicate'],
  client_agent: ['mibd_safe', 'mibd_designer', 'mibd_communicate'],
  staff: ['mibd_safe', 'mibd_designer', 'mibd_communicate'],
  customer: ['mibd_customer'],
  ffd: ['mibd_safe'],
};

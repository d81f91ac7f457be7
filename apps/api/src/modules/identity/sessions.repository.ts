import type { Mode } from '@portal/contract';
import { and, eq, isNull, lt, ne, type Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Orm } from '../../db/database';
import { existsIn, msFromNow, now } from '../../db/expressions';
import { companies, sessions, users } from '../../db/schema/identity';
import type { Row } from '../../db/schema/rows';
import { pick } from '../../lib/pick';
import { customerOwnedBy } from './users.repository';

/**
 * A session as the request guard reads it. The id travels as a string (bigserial; callers hold
 * it in CallerContext.sessionId).
 */
export type SessionRow = Pick<
  Row<typeof sessions>,
  | 'user_id'
  | 'mode'
  | 'customer_id'
  | 'created_at'
  | 'last_seen_at'
  | 'expires_at'
  | 'ended_at'
  | 'end_reason'
> & {
  id: string;
  /** The preset customer is (still) one of the user's own (sub-accounts: their parent's). */
  customer_owned: boolean;
  /** The user's standing, read with the session (one round trip per signed-in call). */
  user_status: Row<typeof users>['status'];
  account_type: Row<typeof users>['account_type'];
  company_status: Row<typeof companies>['status'] | null;
};

export type EndReason = NonNullable<SessionRow['end_reason']>;

const customer = alias(users, 'customer');

/**
 * The session of a token hash, with whether its preset customer is still the user's. Ownership
 * is read with the session (no second round trip per call): a customer moved to another designer
 * must stop granting communicate mode at once.
 */
export const sessionByHash = (orm: Orm, tokenHash: string | Placeholder) =>
  orm
    .select({
      ...pick(
        sessions,
        'id',
        'user_id',
        'mode',
        'customer_id',
        'created_at',
        'last_seen_at',
        'expires_at',
        'ended_at',
        'end_reason',
      ),
      user_status: users.status,
      account_type: users.account_type,
      company_status: companies.status,
      customer_owned: existsIn(
        orm,
        customer,
        and(
          eq(customer.id, sessions.customer_id),
          eq(customer.account_type, 'customer'),
          customerOwnedBy(orm, customer.parent_user_id, sessions.user_id),
        ),
      ).mapWith(Boolean),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .leftJoin(companies, eq(companies.id, users.company_id))
    .where(eq(sessions.token_hash, tokenHash));

export class SessionsRepository {
  /**
   * Read on every signed-in call, so prepared once: no query building per call, and on
   * PostgreSQL a named statement parsed and planned once per connection (decision 018 measured
   * it below the raw query it replaced).
   */
  private readonly byHash;

  constructor(private readonly db: Database) {
    this.byHash = db.prepare(
      sessionByHash(db.orm, sql.placeholder('tokenHash')),
      'sessions_by_token_hash',
    );
  }

  async create(tokenHash: string, userId: number, mode: Mode, absoluteMs: number): Promise<void> {
    await this.db.orm.insert(sessions).values({
      token_hash: tokenHash,
      user_id: userId,
      mode,
      expires_at: msFromNow(absoluteMs),
    });
  }

  async findByHash(tokenHash: string): Promise<SessionRow | null> {
    const [row] = await this.byHash.execute({ tokenHash });
    return row ? { ...row, id: String(row.id) } : null;
  }

  /** Idle expiry counts from the last use; written at most once a minute per session. */
  async touch(id: string) {
    await this.db.orm
      .update(sessions)
      .set({ last_seen_at: now() })
      .where(
        and(
          eq(sessions.id, Number(id)),
          lt(sessions.last_seen_at, sql`now() - interval '1 minute'`),
        ),
      );
  }

  async setMode(id: string, mode: Mode, customerId: number | null) {
    await this.db.orm
      .update(sessions)
      .set({ mode, customer_id: customerId })
      .where(eq(sessions.id, Number(id)));
  }

  async end(id: string, reason: EndReason) {
    await this.db.orm
      .update(sessions)
      .set({ ended_at: now(), end_reason: reason })
      .where(and(eq(sessions.id, Number(id)), isNull(sessions.ended_at)));
  }

  /** Ends every live session of a user, optionally but one (the one changing the password). */
  async endAllForUser(userId: number, reason: EndReason, exceptId?: string) {
    await this.db.orm
      .update(sessions)
      .set({ ended_at: now(), end_reason: reason })
      .where(
        and(
          eq(sessions.user_id, userId),
          isNull(sessions.ended_at),
          exceptId == null ? undefined : ne(sessions.id, Number(exceptId)),
        ),
      );
  }
}

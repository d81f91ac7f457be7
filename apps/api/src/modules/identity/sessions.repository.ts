import type { Mode } from '@portal/contract';
import type { Database } from '../../db/database';

export interface SessionRow {
  id: string;
  user_id: number;
  mode: Mode;
  customer_id: number | null;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  ended_at: Date | null;
  end_reason: 'logout' | 'password_change' | 'account_closed' | null;
  /** The preset customer is (still) one of the user's own (sub-accounts: their parent's). */
  customer_owned: boolean;
}

export type EndReason = NonNullable<SessionRow['end_reason']>;

export class SessionsRepository {
  constructor(private readonly db: Database) {}

  async create(tokenHash: string, userId: number, mode: Mode, absoluteMs: number): Promise<void> {
    await this.db.query(
      `INSERT INTO sessions (token_hash, user_id, mode, expires_at)
       VALUES ($1, $2, $3, now() + ($4 || ' milliseconds')::interval)`,
      [tokenHash, userId, mode, String(absoluteMs)],
    );
  }

  async findByHash(tokenHash: string): Promise<SessionRow | null> {
    const { rows } = await this.db.query<SessionRow>(
      // Ownership is read with the session (no second round trip per call): a customer moved to
      // another designer must stop granting communicate mode at once.
      `SELECT s.id, s.user_id, s.mode, s.customer_id, s.created_at, s.last_seen_at, s.expires_at,
         s.ended_at, s.end_reason,
         EXISTS (SELECT 1 FROM users c WHERE c.id = s.customer_id AND c.account_type = 'customer'
           AND c.parent_user_id IN (SELECT s.user_id UNION
             SELECT p.parent_user_id FROM users p WHERE p.id = s.user_id AND p.account_type = 'sub_account')
         ) AS customer_owned
       FROM sessions s WHERE s.token_hash = $1`,
      [tokenHash],
    );
    return rows[0] ?? null;
  }

  /** Idle expiry counts from the last use; written at most once a minute per session. */
  async touch(id: string) {
    await this.db.query(
      `UPDATE sessions SET last_seen_at = now()
       WHERE id = $1 AND last_seen_at < now() - interval '1 minute'`,
      [id],
    );
  }

  async setMode(id: string, mode: Mode, customerId: number | null) {
    await this.db.query('UPDATE sessions SET mode = $2, customer_id = $3 WHERE id = $1', [
      id,
      mode,
      customerId,
    ]);
  }

  async end(id: string, reason: EndReason) {
    await this.db.query(
      'UPDATE sessions SET ended_at = now(), end_reason = $2 WHERE id = $1 AND ended_at IS NULL',
      [id, reason],
    );
  }

  /** Ends every live session of a user, optionally but one (the one changing the password). */
  async endAllForUser(userId: number, reason: EndReason, exceptId?: string) {
    await this.db.query(
      `UPDATE sessions SET ended_at = now(), end_reason = $2
       WHERE user_id = $1 AND ended_at IS NULL AND ($3::bigint IS NULL OR id <> $3::bigint)`,
      [userId, reason, exceptId ?? null],
    );
  }
}

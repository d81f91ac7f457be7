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
      `SELECT id, user_id, mode, customer_id, created_at, last_seen_at, expires_at, ended_at, end_reason
       FROM sessions WHERE token_hash = $1`,
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

import type { Database } from '../../db/database';

export interface ThrottleRule {
  /** Failures allowed within the window before the key is locked. */
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/**
 * Counts failures (or plain calls, for rate limits) per key ('login-pair:<id>:<address>',
 * 'login-ip:<address>', 'rate:<call>:<address>' ...) in a window and locks the key after too many.
 * Kept in the database so every API process sees the same counts.
 */
export class ThrottleRepository {
  constructor(private readonly db: Database) {}

  /** Remaining lock in ms, 0 when the key may try. */
  async lockedFor(key: string): Promise<number> {
    const { rows } = await this.db.query<{ ms: string | null }>(
      `SELECT (extract(epoch FROM (locked_until - now())) * 1000)::bigint AS ms
       FROM throttle WHERE key = $1 AND locked_until > now()`,
      [key],
    );
    return rows[0]?.ms ? Number(rows[0].ms) : 0;
  }

  /** Counts one failure; true when it started a lock (to tell someone once per lock). */
  async fail(key: string, rule: ThrottleRule): Promise<boolean> {
    await this.db.query(
      `INSERT INTO throttle (key, failures, window_start) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN throttle.window_start < now() - ($2 || ' milliseconds')::interval
                         THEN 1 ELSE throttle.failures + 1 END,
         window_start = CASE WHEN throttle.window_start < now() - ($2 || ' milliseconds')::interval
                         THEN now() ELSE throttle.window_start END`,
      [key, String(rule.windowMs)],
    );
    const { rows } = await this.db.query<{ key: string }>(
      `UPDATE throttle SET locked_until = now() + ($3 || ' milliseconds')::interval, failures = 0,
         window_start = now()
       WHERE key = $1 AND failures >= $2 RETURNING key`,
      [key, rule.maxFailures, String(rule.lockMs)],
    );
    return rows.length > 0;
  }

  async clear(key: string) {
    await this.db.query('DELETE FROM throttle WHERE key = $1', [key]);
  }
}

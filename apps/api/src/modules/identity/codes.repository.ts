import type { Database } from '../../db/database';

export type CodePurpose = 'login' | 'register';

export interface CodeRow {
  id: string;
  code_hash: string;
  attempts: number;
  expired: boolean;
  consumed: boolean;
}

export class CodesRepository {
  constructor(private readonly db: Database) {}

  async create(purpose: CodePurpose, target: string, codeHash: string, ttlMs: number) {
    await this.db.query(
      `INSERT INTO one_time_codes (purpose, target, code_hash, expires_at)
       VALUES ($1, $2, $3, now() + ($4 || ' milliseconds')::interval)`,
      [purpose, target, codeHash, String(ttlMs)],
    );
  }

  /** Codes sent to a target in the last 24 hours, and ms since the newest. */
  async recent(
    purpose: CodePurpose,
    target: string,
  ): Promise<{ count: number; sinceLastMs: number | null }> {
    const { rows } = await this.db.query<{ count: string; since_ms: string | null }>(
      `SELECT count(*) AS count,
         (extract(epoch FROM (now() - max(created_at))) * 1000)::bigint AS since_ms
       FROM one_time_codes WHERE purpose = $1 AND target = $2 AND created_at > now() - interval '1 day'`,
      [purpose, target],
    );
    const r = rows[0];
    return {
      count: Number(r?.count ?? 0),
      sinceLastMs: r?.since_ms == null ? null : Number(r.since_ms),
    };
  }

  async latest(purpose: CodePurpose, target: string): Promise<CodeRow | null> {
    const { rows } = await this.db.query<CodeRow>(
      `SELECT id, code_hash, attempts, expires_at <= now() AS expired, consumed_at IS NOT NULL AS consumed
       FROM one_time_codes WHERE purpose = $1 AND target = $2 ORDER BY id DESC LIMIT 1`,
      [purpose, target],
    );
    return rows[0] ?? null;
  }

  async countAttempt(id: string) {
    await this.db.query('UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = $1', [id]);
  }

  async consume(id: string) {
    await this.db.query('UPDATE one_time_codes SET consumed_at = now() WHERE id = $1', [id]);
  }
}

import type { Database } from '../../db/database';

/** Single-use set-password links; only the token's hash is stored. */
export class PasswordLinksRepository {
  constructor(private readonly db: Database) {}

  /**
   * A new link ends the user's unused older ones (in the same statement): a link leaked from an
   * old mail, or requested by someone else, stops working once the owner asks again.
   */
  async create(tokenHash: string, userId: number, ttlMs: number) {
    await this.db.query(
      `WITH ended AS (
         UPDATE password_links SET used_at = now() WHERE user_id = $2 AND used_at IS NULL
       )
       INSERT INTO password_links (token_hash, user_id, expires_at)
       VALUES ($1, $2, now() + ($3 || ' milliseconds')::interval)`,
      [tokenHash, userId, String(ttlMs)],
    );
  }

  /** Marks the link used and returns its user, or null when unknown, used or expired. */
  async consume(tokenHash: string): Promise<number | null> {
    const { rows } = await this.db.query<{ user_id: number }>(
      `UPDATE password_links SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [tokenHash],
    );
    return rows[0]?.user_id ?? null;
  }
}

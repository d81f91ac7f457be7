import type { Database } from '../../db/database';

export type LinkOutcome = 'linked' | 'taken' | 'user-linked';

export class RoweRepository {
  constructor(private readonly db: Database) {}

  async saveState(state: string, verifier: string, nonce: string, bindUserId: number | null) {
    await this.db.query(
      'INSERT INTO oidc_states (state, code_verifier, nonce, bind_user_id) VALUES ($1, $2, $3, $4)',
      [state, verifier, nonce, bindUserId],
    );
  }

  /** Single use, at most 10 minutes old. */
  async takeState(state: string) {
    const { rows } = await this.db.query<{
      code_verifier: string;
      nonce: string;
      bind_user_id: number | null;
    }>(
      `DELETE FROM oidc_states WHERE state = $1 AND created_at > now() - interval '10 minutes'
       RETURNING code_verifier, nonce, bind_user_id`,
      [state],
    );
    return rows[0] ?? null;
  }

  async userForSub(sub: string): Promise<number | null> {
    const { rows } = await this.db.query<{ user_id: number }>(
      'SELECT user_id FROM rowe_identities WHERE sub = $1',
      [sub],
    );
    return rows[0]?.user_id ?? null;
  }

  /**
   * Links the identity to the user. 'taken': the Rowe identity belongs to another user;
   * 'user-linked': the user already has another Rowe identity. Linking again is 'linked'.
   */
  async link(sub: string, userId: number, email: string): Promise<LinkOutcome> {
    const { rows } = await this.db.query(
      `INSERT INTO rowe_identities (sub, user_id, email) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING sub`,
      [sub, userId, email],
    );
    if (rows.length) return 'linked';
    const owner = await this.userForSub(sub);
    if (owner === userId) return 'linked';
    return owner === null ? 'user-linked' : 'taken';
  }

  /** The user's link, if any. */
  async linkOf(userId: number): Promise<{ email: string; linked_at: Date } | null> {
    const { rows } = await this.db.query<{ email: string; linked_at: Date }>(
      'SELECT email, linked_at FROM rowe_identities WHERE user_id = $1',
      [userId],
    );
    return rows[0] ?? null;
  }

  async unlink(userId: number): Promise<void> {
    await this.db.query('DELETE FROM rowe_identities WHERE user_id = $1', [userId]);
  }

  async saveLinkCode(
    codeHash: string,
    c: { sub: string; email: string; given_name: string; family_name: string },
  ) {
    await this.db.query(
      `INSERT INTO rowe_link_codes (code_hash, sub, email, given_name, family_name, expires_at)
       VALUES ($1, $2, $3, $4, $5, now() + interval '30 minutes')`,
      [codeHash, c.sub, c.email, c.given_name, c.family_name],
    );
  }

  async readLinkCode(codeHash: string, consume: boolean) {
    const sql = consume
      ? `UPDATE rowe_link_codes SET used_at = now() WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now()
         RETURNING sub, email, given_name, family_name`
      : `SELECT sub, email, given_name, family_name FROM rowe_link_codes
         WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now()`;
    const { rows } = await this.db.query<{
      sub: string;
      email: string;
      given_name: string;
      family_name: string;
    }>(sql, [codeHash]);
    return rows[0] ?? null;
  }
}

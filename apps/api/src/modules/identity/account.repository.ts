import type { Database } from '../../db/database';

export class AccountRepository {
  constructor(private readonly db: Database) {}

  async phoneTakenByOther(phone: string, userId: number) {
    const { rows } = await this.db.query('SELECT 1 FROM users WHERE phone = $1 AND id <> $2', [
      phone,
      userId,
    ]);
    return rows.length > 0;
  }

  async updateProfile(userId: number, first: string, last: string, phone: string | null) {
    await this.db.query(
      'UPDATE users SET first_name = $2, last_name = $3, phone = $4 WHERE id = $1',
      [userId, first, last, phone],
    );
  }

  /**
   * Sets the avatar and answers the one it replaced, read under the row lock: two uploads at
   * once each get the one before their own, so neither file is left behind.
   */
  async setAvatar(userId: number, headImg: string): Promise<string> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ head_img: string }>(
        'SELECT head_img FROM users WHERE id = $1 FOR UPDATE',
        [userId],
      );
      await tx.query('UPDATE users SET head_img = $2 WHERE id = $1', [userId, headImg]);
      return rows[0]?.head_img ?? '';
    });
  }

  /** The certificates of the user's company (sub-accounts and customers see their company's). */
  async certificates(userId: number) {
    const { rows } = await this.db.query<{
      id: number;
      kind: 'sales_tax' | 'reseller';
      registration_state: string;
      state_tax_number: string;
      certificate_number: string;
      valid_from: string | null;
      valid_to: string | null;
      expired: boolean;
      files: number;
    }>(
      `SELECT c.id, c.kind, c.registration_state, c.state_tax_number, c.certificate_number,
         to_char(c.valid_from, 'YYYY-MM-DD') AS valid_from, to_char(c.valid_to, 'YYYY-MM-DD') AS valid_to,
         coalesce(c.valid_to < current_date, true) AS expired, cardinality(c.files) AS files
       FROM certificates c JOIN users u ON u.company_id = c.company_id
       WHERE u.id = $1 ORDER BY c.created_at DESC`,
      [userId],
    );
    return rows;
  }
}

import type { Database } from '../../db/database';

export class CompaniesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Sets the review outcome of the company of the user with this email. Approval also activates
   * its users that were waiting. Returns the company's name and users, or null when not found.
   */
  async review(email: string, status: 'active' | 'rejected') {
    const { rows } = await this.db.query<{ id: number; name: string }>(
      `UPDATE companies SET status = $2, reviewed_at = now()
       WHERE id = (SELECT company_id FROM users WHERE lower(email) = lower($1))
       RETURNING id, name`,
      [email, status],
    );
    const company = rows[0];
    if (!company) return null;
    if (status === 'active') {
      await this.db.query(
        `UPDATE users SET status = 'active' WHERE company_id = $1 AND status = 'pending'`,
        [company.id],
      );
    }
    const users = await this.db.query<{ email: string; first_name: string }>(
      'SELECT email, first_name FROM users WHERE company_id = $1 ORDER BY id',
      [company.id],
    );
    return { company: company.name, users: users.rows };
  }
}

import type { Database } from '../../db/database';

export class PrivateFilesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Whether the user's company holds the stored file: a document of one of its certificates, or
   * the signature of its agreement. Sub-accounts share the company, so they see its papers too.
   */
  async companyHolds(userId: number, storedName: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `SELECT 1 FROM users u
       WHERE u.id = $1 AND u.company_id IS NOT NULL AND (
         EXISTS (SELECT 1 FROM certificates c WHERE c.company_id = u.company_id AND $2 = ANY (c.files))
         OR EXISTS (SELECT 1 FROM company_agreements a
                    WHERE a.company_id = u.company_id AND a.signature_file = $2))`,
      [userId, storedName],
    );
    return rows.length > 0;
  }
}

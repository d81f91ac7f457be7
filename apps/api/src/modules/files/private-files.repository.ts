import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { existsIn } from '../../db/expressions';
import { users } from '../../db/schema/identity';
import { certificates, companyAgreements } from '../../db/schema/registration';

export class PrivateFilesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Whether the user's company holds the stored file: a document of one of its certificates, or
   * the signature of its agreement. Sub-accounts share the company, so they see its papers too.
   */
  async companyHolds(userId: number, storedName: string): Promise<boolean> {
    const orm = this.db.orm;
    const rows = await orm
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          isNotNull(users.company_id),
          or(
            existsIn(
              orm,
              certificates,
              and(
                eq(certificates.company_id, users.company_id),
                sql`${storedName} = ANY (${certificates.files})`,
              ),
            ),
            existsIn(
              orm,
              companyAgreements,
              and(
                eq(companyAgreements.company_id, users.company_id),
                eq(companyAgreements.signature_file, storedName),
              ),
            ),
          ),
        ),
      );
    return rows.length > 0;
  }
}

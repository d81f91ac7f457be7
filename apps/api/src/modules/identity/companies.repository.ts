import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { lower } from '../../db/expressions';
import { companies, users } from '../../db/schema/identity';

export class CompaniesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Sets the review outcome of the company of the user with this email. Approval also activates
   * its users that were waiting. Returns the company's name and users, or null when not found.
   */
  async review(email: string, status: 'active' | 'rejected') {
    const orm = this.db.orm;
    const [company] = await orm
      .update(companies)
      .set({ status, reviewed_at: sql`now()` })
      .where(
        eq(
          companies.id,
          orm
            .select({ company_id: users.company_id })
            .from(users)
            .where(eq(lower(users.email), lower(email))),
        ),
      )
      .returning({ id: companies.id, name: companies.name });
    if (!company) return null;
    if (status === 'active') {
      await orm
        .update(users)
        .set({ status: 'active' })
        .where(and(eq(users.company_id, company.id), eq(users.status, 'pending')));
    }
    const members = await orm
      .select({ email: users.email, first_name: users.first_name })
      .from(users)
      .where(eq(users.company_id, company.id))
      .orderBy(users.id);
    return { company: company.name, users: members };
  }
}

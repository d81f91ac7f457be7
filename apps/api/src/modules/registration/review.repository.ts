import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { lower } from '../../db/expressions';
import { companies, users } from '../../db/schema/identity';
import { reviewActions } from '../../db/schema/registration';
import type { NewRow } from '../../db/schema/rows';

/** What staff decided (review_actions) and the trade applications that wait for it. */
export class ReviewRepository {
  constructor(private readonly db: Database) {}

  async record(action: Omit<NewRow<typeof reviewActions>, 'id' | 'created_at'>) {
    await this.db.orm.insert(reviewActions).values(action);
  }

  /** Trade companies waiting for review, each with the email of its first user. */
  pendingTrade() {
    return this.db.orm
      .selectDistinctOn([companies.id], {
        email: users.email,
        company: companies.name,
        created_at: companies.created_at,
      })
      .from(companies)
      .innerJoin(users, eq(users.company_id, companies.id))
      .where(and(eq(companies.status, 'pending'), eq(companies.kind, 'designer')))
      .orderBy(asc(companies.id), asc(users.id));
  }

  /** Whether the email's account belongs to a trade company that waits for review. */
  async tradeWaiting(email: string): Promise<boolean> {
    const rows = await this.db.orm
      .select({ id: companies.id })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.company_id))
      .where(
        and(
          eq(lower(users.email), lower(email)),
          eq(companies.status, 'pending'),
          eq(companies.kind, 'designer'),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }
}

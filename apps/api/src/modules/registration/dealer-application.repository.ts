import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { lower, now } from '../../db/expressions';
import { companies, users } from '../../db/schema/identity';
import { certificates, dealerApplications, registrationDrafts } from '../../db/schema/registration';
import type { NewRow, Row } from '../../db/schema/rows';

export type NewDealerApplication = Omit<
  NewRow<typeof dealerApplications>,
  'id' | 'status' | 'reason' | 'company_id' | 'created_at' | 'reviewed_at'
>;
export type DealerApplication = Row<typeof dealerApplications>;

/** A unique index refused the write (either driver; drizzle may wrap the driver's error). */
const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } } | null;
  return err?.code === '23505' || err?.cause?.code === '23505';
};

const pending = (email: string) =>
  and(eq(lower(dealerApplications.email), lower(email)), eq(dealerApplications.status, 'pending'));

/** Dealer applications: stored for review, and what an approval makes of one. */
export class DealerApplicationRepository {
  constructor(private readonly db: Database) {}

  /** Stores the application and closes its draft; false when one for the email already waits. */
  async insert(a: NewDealerApplication): Promise<boolean> {
    try {
      await this.db.orm.transaction(async (tx) => {
        await tx.insert(dealerApplications).values(a);
        await tx
          .update(registrationDrafts)
          .set({ submitted_at: now() })
          .where(eq(registrationDrafts.id, a.draft_id));
      });
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }

  async waiting(email: string): Promise<boolean> {
    const rows = await this.db.orm
      .select({ id: dealerApplications.id })
      .from(dealerApplications)
      .where(pending(email))
      .limit(1);
    return rows.length > 0;
  }

  listPending() {
    return this.db.orm
      .select({
        email: dealerApplications.email,
        company: dealerApplications.company,
        created_at: dealerApplications.created_at,
      })
      .from(dealerApplications)
      .where(eq(dealerApplications.status, 'pending'))
      .orderBy(asc(dealerApplications.id));
  }

  /**
   * Approves the waiting application of the email in one transaction: a dealer company (active),
   * its dealer user (active, no password yet: the activation link sets one) and the resale
   * certificate. Null when none waits; 'email_taken' when an account holds the address by now.
   */
  async approve(email: string): Promise<DealerApplication | null | 'email_taken'> {
    return this.db.orm.transaction(async (tx) => {
      const [app] = await tx.select().from(dealerApplications).where(pending(email)).for('update');
      if (!app) return null;
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(lower(users.email), lower(app.email)));
      if (taken) return 'email_taken';
      const [company] = await tx
        .insert(companies)
        .values({
          name: app.company,
          kind: 'dealer',
          status: 'active',
          street: app.street,
          city: app.city,
          state: app.state,
          postal_code: app.postal_code,
          country: 'US',
          reviewed_at: now(),
        })
        .returning({ id: companies.id });
      const [first, ...rest] = app.contact_name.trim().split(/\s+/);
      await tx.insert(users).values({
        company_id: company!.id,
        account_type: 'dealer',
        email: app.email,
        first_name: first ?? '',
        last_name: rest.join(' '),
        status: 'active',
      });
      await tx.insert(certificates).values({
        company_id: company!.id,
        kind: 'reseller',
        registration_state: app.state,
        certificate_number: app.certificate_number,
        valid_from: app.valid_from,
        valid_to: app.valid_to,
        files: app.files,
      });
      const [done] = await tx
        .update(dealerApplications)
        .set({ status: 'approved', company_id: company!.id, reviewed_at: now() })
        .where(eq(dealerApplications.id, app.id))
        .returning();
      return done!;
    });
  }

  /** Rejects the waiting application of the email with the reason; null when none waits. */
  async reject(email: string, reason: string): Promise<DealerApplication | null> {
    const [row] = await this.db.orm
      .update(dealerApplications)
      .set({ status: 'rejected', reason, reviewed_at: now() })
      .where(pending(email))
      .returning();
    return row ?? null;
  }
}

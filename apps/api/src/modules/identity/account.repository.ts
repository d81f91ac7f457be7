import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/identity';
import { certificates } from '../../db/schema/registration';
import type { Row } from '../../db/schema/rows';
import { pick } from '../../lib/pick';

type Certificate = Row<typeof certificates>;

export class AccountRepository {
  constructor(private readonly db: Database) {}

  async phoneTakenByOther(phone: string, userId: number) {
    const rows = await this.db.orm
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), ne(users.id, userId)))
      .limit(1);
    return rows.length > 0;
  }

  async updateProfile(userId: number, first: string, last: string, phone: string | null) {
    await this.db.orm
      .update(users)
      .set({ first_name: first, last_name: last, phone })
      .where(eq(users.id, userId));
  }

  /**
   * Sets the avatar and answers the one it replaced, read under the row lock: two uploads at
   * once each get the one before their own, so neither file is left behind.
   */
  async setAvatar(userId: number, headImg: string): Promise<string> {
    return this.db.orm.transaction(async (tx) => {
      const [row] = await tx
        .select({ head_img: users.head_img })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      await tx.update(users).set({ head_img: headImg }).where(eq(users.id, userId));
      return row?.head_img ?? '';
    });
  }

  /** The certificates of the user's company (sub-accounts and customers see their company's). */
  async certificates(userId: number) {
    return this.db.orm
      .select({
        ...pick(
          certificates,
          'id',
          'kind',
          'registration_state',
          'state_tax_number',
          'certificate_number',
        ),
        // to_char: the same 'YYYY-MM-DD' whatever the server's DateStyle.
        valid_from: sql<
          Certificate['valid_from']
        >`to_char(${certificates.valid_from}, 'YYYY-MM-DD')`,
        valid_to: sql<Certificate['valid_to']>`to_char(${certificates.valid_to}, 'YYYY-MM-DD')`,
        expired: sql<boolean>`coalesce(${certificates.valid_to} < current_date, true)`,
        files: sql<number>`cardinality(${certificates.files})`,
      })
      .from(certificates)
      .innerJoin(users, eq(users.company_id, certificates.company_id))
      .where(eq(users.id, userId))
      .orderBy(desc(certificates.created_at));
  }
}

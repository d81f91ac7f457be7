import { and, asc, count, eq, gt, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { lower, now } from '../../db/expressions';
import { releaseLapsedInvitation } from '../../db/lapsed-invitations';
import { companies, users } from '../../db/schema/identity';
import {
  certificates,
  companyAgreements,
  registrationDrafts,
  registrationFiles,
} from '../../db/schema/registration';
import type { Row } from '../../db/schema/rows';
import { pick } from '../../lib/pick';

type FileRecord = Row<typeof registrationFiles>;

/** An uploaded document as the service names it (registration_files: id, original_name). */
export interface StoredFile {
  file_id: FileRecord['id'];
  file_name: FileRecord['original_name'];
  size: FileRecord['size'];
  mime: FileRecord['mime'];
  stored_name: FileRecord['stored_name'];
}

export interface Application {
  business: Record<string, string>;
  certificates: (Pick<
    Row<typeof certificates>,
    'kind' | 'registration_state' | 'state_tax_number' | 'certificate_number' | 'files'
  > & {
    /** 'YYYY-MM-DD', or '' when not given. */
    valid_from: string;
    valid_to: string;
  })[];
  user: Pick<Row<typeof users>, 'first_name' | 'last_name' | 'email' | 'phone'>;
  agreement: Pick<Row<typeof companyAgreements>, 'print_name' | 'title' | 'signature_file'>;
}

const storedFileFields = {
  file_id: registrationFiles.id,
  file_name: registrationFiles.original_name,
  ...pick(registrationFiles, 'size', 'mime', 'stored_name'),
};

/** Draft ids (bigserial) travel as strings, as the service holds them. */
export class RegistrationRepository {
  constructor(private readonly db: Database) {}

  async createDraft(keyHash: string): Promise<string> {
    const [row] = await this.db.orm
      .insert(registrationDrafts)
      .values({ key_hash: keyHash })
      .returning({ id: registrationDrafts.id });
    return String(row!.id);
  }

  /** A draft younger than 7 days that was not submitted yet. */
  async findDraft(keyHash: string): Promise<{ id: string; submitted: boolean } | null> {
    const [row] = await this.db.orm
      .select({
        id: registrationDrafts.id,
        submitted: sql<boolean>`${registrationDrafts.submitted_at} IS NOT NULL`,
      })
      .from(registrationDrafts)
      .where(
        and(
          eq(registrationDrafts.key_hash, keyHash),
          gt(registrationDrafts.created_at, sql`now() - interval '7 days'`),
        ),
      );
    return row ? { id: String(row.id), submitted: row.submitted } : null;
  }

  /**
   * Adds a file unless the draft already holds `limit`: false then. The draft's row lock queues
   * concurrent uploads of one draft, and the count runs after it (a new snapshot per statement),
   * so parallel uploads cannot all see room for one more.
   */
  async addFileWithinLimit(draftId: string, f: StoredFile, limit: number): Promise<boolean> {
    const id = Number(draftId);
    return this.db.orm.transaction(async (tx) => {
      await tx
        .select({ id: registrationDrafts.id })
        .from(registrationDrafts)
        .where(eq(registrationDrafts.id, id))
        .for('update');
      const [held] = await tx
        .select({ n: count() })
        .from(registrationFiles)
        .where(and(eq(registrationFiles.draft_id, id), isNull(registrationFiles.deleted_at)));
      if (held!.n >= limit) return false;
      await tx.insert(registrationFiles).values({
        id: f.file_id,
        draft_id: id,
        original_name: f.file_name,
        ...pick(f, 'stored_name', 'mime', 'size'),
      });
      return true;
    });
  }

  async files(draftId: string): Promise<StoredFile[]> {
    return this.db.orm
      .select(storedFileFields)
      .from(registrationFiles)
      .where(
        and(eq(registrationFiles.draft_id, Number(draftId)), isNull(registrationFiles.deleted_at)),
      )
      .orderBy(asc(registrationFiles.created_at));
  }

  async deleteFile(draftId: string, fileId: string): Promise<string | null> {
    const [row] = await this.db.orm
      .update(registrationFiles)
      .set({ deleted_at: now() })
      .where(
        and(
          eq(registrationFiles.id, fileId),
          eq(registrationFiles.draft_id, Number(draftId)),
          isNull(registrationFiles.deleted_at),
        ),
      )
      .returning({ stored_name: registrationFiles.stored_name });
    return row?.stored_name ?? null;
  }

  /** A company counts as registered by its federal ID, or by its name at the same postal code. */
  async companyExists(federalId: string, name: string, postal: string): Promise<boolean> {
    const digits = (v: unknown) => sql`regexp_replace(${v}, '\\D', '', 'g')`;
    const rows = await this.db.orm
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(
          ne(companies.status, 'rejected'),
          or(
            and(ne(companies.federal_id, ''), eq(digits(companies.federal_id), digits(federalId))),
            and(eq(lower(companies.name), lower(name)), eq(companies.postal_code, postal)),
          ),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** Whether an account holds the address (a lapsed invitation is released first). */
  async emailTaken(email: string) {
    await releaseLapsedInvitation(this.db.orm, email);
    return this.anyUser(eq(lower(users.email), lower(email)));
  }

  phoneTaken(phone: string) {
    return this.anyUser(eq(users.phone, phone));
  }

  private async anyUser(where: SQL) {
    const rows = await this.db.orm.select({ id: users.id }).from(users).where(where).limit(1);
    return rows.length > 0;
  }

  /** Company (pending review), its first user (pending), certificates and agreement, at once. */
  async submit(draftId: string, a: Application): Promise<number> {
    return this.db.orm.transaction(async (tx) => {
      const b = a.business;
      const [company] = await tx
        .insert(companies)
        .values({
          name: b.business_name!,
          dba: b.dba!,
          business_type: b.business_type!,
          federal_id: b.federal_id!,
          website: b.website!,
          street: b.street!,
          city: b.city!,
          state: b.state!,
          postal_code: b.postal_code!,
          country: b.country!,
          how_heard: b.how_heard!,
          referrer: b.referrer!,
          status: 'pending',
        })
        .returning({ id: companies.id });
      const companyId = company!.id;
      await tx.insert(users).values({
        company_id: companyId,
        account_type: 'designer',
        email: a.user.email,
        phone: a.user.phone,
        first_name: a.user.first_name,
        last_name: a.user.last_name,
        status: 'pending',
      });
      for (const c of a.certificates) {
        await tx.insert(certificates).values({
          company_id: companyId,
          ...pick(c, 'kind', 'registration_state', 'state_tax_number', 'certificate_number'),
          valid_from: c.valid_from || null,
          valid_to: c.valid_to || null,
          files: c.files,
        });
      }
      await tx.insert(companyAgreements).values({
        company_id: companyId,
        print_name: a.agreement.print_name,
        title: a.agreement.title,
        signature_file: a.agreement.signature_file,
      });
      await tx
        .update(registrationDrafts)
        .set({ submitted_at: now() })
        .where(eq(registrationDrafts.id, Number(draftId)));
      return companyId;
    });
  }
}

import type { Database } from '../../db/database';

export interface StoredFile {
  file_id: string;
  file_name: string;
  size: number;
  mime: string;
  stored_name: string;
}

export interface Application {
  business: Record<string, string>;
  certificates: {
    kind: 'sales_tax' | 'reseller';
    registration_state: string;
    state_tax_number: string;
    certificate_number: string;
    valid_from: string;
    valid_to: string;
    files: string[];
  }[];
  user: { first_name: string; last_name: string; email: string; phone: string | null };
  agreement: { print_name: string; title: string; signature_file: string };
}

export class RegistrationRepository {
  constructor(private readonly db: Database) {}

  async createDraft(keyHash: string): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>(
      'INSERT INTO registration_drafts (key_hash) VALUES ($1) RETURNING id',
      [keyHash],
    );
    return rows[0]!.id;
  }

  /** A draft younger than 7 days that was not submitted yet. */
  async findDraft(keyHash: string): Promise<{ id: string; submitted: boolean } | null> {
    const { rows } = await this.db.query<{ id: string; submitted: boolean }>(
      `SELECT id, submitted_at IS NOT NULL AS submitted FROM registration_drafts
       WHERE key_hash = $1 AND created_at > now() - interval '7 days'`,
      [keyHash],
    );
    return rows[0] ?? null;
  }

  /**
   * Adds a file unless the draft already holds `limit`: false then. The draft's row lock queues
   * concurrent uploads of one draft, and the count runs after it (a new snapshot per statement),
   * so parallel uploads cannot all see room for one more.
   */
  async addFileWithinLimit(draftId: string, f: StoredFile, limit: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM registration_drafts WHERE id = $1 FOR UPDATE', [draftId]);
      const { rows } = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM registration_files
         WHERE draft_id = $1 AND deleted_at IS NULL`,
        [draftId],
      );
      if (rows[0]!.n >= limit) return false;
      await tx.query(
        `INSERT INTO registration_files (id, draft_id, original_name, stored_name, mime, size)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [f.file_id, draftId, f.file_name, f.stored_name, f.mime, f.size],
      );
      return true;
    });
  }

  async files(draftId: string): Promise<StoredFile[]> {
    const { rows } = await this.db.query<StoredFile>(
      `SELECT id AS file_id, original_name AS file_name, size, mime, stored_name FROM registration_files
       WHERE draft_id = $1 AND deleted_at IS NULL ORDER BY created_at`,
      [draftId],
    );
    return rows;
  }

  async deleteFile(draftId: string, fileId: string): Promise<string | null> {
    const { rows } = await this.db.query<{ stored_name: string }>(
      `UPDATE registration_files SET deleted_at = now()
       WHERE id = $1 AND draft_id = $2 AND deleted_at IS NULL RETURNING stored_name`,
      [fileId, draftId],
    );
    return rows[0]?.stored_name ?? null;
  }

  /** A company counts as registered by its federal ID, or by its name at the same postal code. */
  async companyExists(federalId: string, name: string, postal: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `SELECT 1 FROM companies WHERE status <> 'rejected' AND (
         (federal_id <> '' AND regexp_replace(federal_id, '\\D', '', 'g') = regexp_replace($1, '\\D', '', 'g'))
         OR (lower(name) = lower($2) AND postal_code = $3)) LIMIT 1`,
      [federalId, name, postal],
    );
    return rows.length > 0;
  }

  async emailTaken(email: string) {
    const { rows } = await this.db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [
      email,
    ]);
    return rows.length > 0;
  }

  async phoneTaken(phone: string) {
    const { rows } = await this.db.query('SELECT 1 FROM users WHERE phone = $1', [phone]);
    return rows.length > 0;
  }

  /** Company (pending review), its first user (pending), certificates and agreement, at once. */
  async submit(draftId: string, a: Application): Promise<number> {
    return this.db.transaction(async (tx) => {
      const b = a.business;
      const company = await tx.query<{ id: number }>(
        `INSERT INTO companies (name, dba, business_type, federal_id, website, street, city, state,
           postal_code, country, how_heard, referrer, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'pending') RETURNING id`,
        [
          b.business_name,
          b.dba,
          b.business_type,
          b.federal_id,
          b.website,
          b.street,
          b.city,
          b.state,
          b.postal_code,
          b.country,
          b.how_heard,
          b.referrer,
        ],
      );
      const companyId = company.rows[0]!.id;
      await tx.query(
        `INSERT INTO users (company_id, account_type, email, phone, first_name, last_name, status)
         VALUES ($1, 'designer', $2, $3, $4, $5, 'pending')`,
        [companyId, a.user.email, a.user.phone, a.user.first_name, a.user.last_name],
      );
      for (const c of a.certificates) {
        await tx.query(
          `INSERT INTO certificates (company_id, kind, registration_state, state_tax_number,
             certificate_number, valid_from, valid_to, files)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            companyId,
            c.kind,
            c.registration_state,
            c.state_tax_number,
            c.certificate_number,
            c.valid_from || null,
            c.valid_to || null,
            c.files,
          ],
        );
      }
      await tx.query(
        'INSERT INTO company_agreements (company_id, print_name, title, signature_file) VALUES ($1, $2, $3, $4)',
        [companyId, a.agreement.print_name, a.agreement.title, a.agreement.signature_file],
      );
      await tx.query('UPDATE registration_drafts SET submitted_at = now() WHERE id = $1', [
        draftId,
      ]);
      return companyId;
    });
  }
}

import type { BrandCode } from '@portal/contract';
import type { Database } from '../../db/database';

export interface HandoffRow {
  session_id: string;
  target_brand: BrandCode;
  sealed: string;
}

/** Cross-site hand-off codes (decision 016): kept by the code's hash, used once. */
export class HandoffRepository {
  constructor(private readonly db: Database) {}

  async save(codeHash: string, sessionId: string, target: BrandCode, sealed: string, ttlS: number) {
    // Expired rows serve nothing: clear them as new ones come (the index keeps this cheap).
    await this.db.query('DELETE FROM session_handoffs WHERE expires_at < now()');
    await this.db.query(
      `INSERT INTO session_handoffs (code_hash, session_id, target_brand, sealed, expires_at)
       VALUES ($1, $2, $3, $4, now() + ($5 || ' seconds')::interval)`,
      [codeHash, sessionId, target, sealed, String(ttlS)],
    );
  }

  /** Marks the code used and answers it, if it was unused and is still in time (one statement). */
  async take(codeHash: string): Promise<HandoffRow | null> {
    const { rows } = await this.db.query<HandoffRow>(
      `UPDATE session_handoffs SET used_at = now()
       WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now()
       RETURNING session_id::text AS session_id, target_brand, sealed`,
      [codeHash],
    );
    return rows[0] ?? null;
  }
}

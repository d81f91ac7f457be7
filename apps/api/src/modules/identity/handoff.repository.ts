import type { BrandCode } from '@portal/contract';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { now, redeemable, secondsFromNow } from '../../db/expressions';
import { sessionHandoffs } from '../../db/schema/identity';
import type { Row } from '../../db/schema/rows';
import { pick } from '../../lib/pick';

/** A taken hand-off; the session id travels as a string (bigint), like CallerContext's. */
export type HandoffRow = Pick<Row<typeof sessionHandoffs>, 'target_brand' | 'sealed'> & {
  session_id: string;
};

/** Cross-site hand-off codes (decision 016): kept by the code's hash, used once. */
export class HandoffRepository {
  constructor(private readonly db: Database) {}

  async save(codeHash: string, sessionId: string, target: BrandCode, sealed: string, ttlS: number) {
    // Expired rows serve nothing: clear them as new ones come (the index keeps this cheap).
    await this.db.orm.delete(sessionHandoffs).where(lt(sessionHandoffs.expires_at, now()));
    await this.db.orm.insert(sessionHandoffs).values({
      code_hash: codeHash,
      session_id: Number(sessionId),
      target_brand: target,
      sealed,
      expires_at: secondsFromNow(ttlS),
    });
  }

  /** Marks the code used and answers it, if it was unused and is still in time (one statement). */
  async take(codeHash: string): Promise<HandoffRow | null> {
    const [row] = await this.db.orm
      .update(sessionHandoffs)
      .set({ used_at: now() })
      .where(and(eq(sessionHandoffs.code_hash, codeHash), redeemable(sessionHandoffs)))
      .returning({
        ...pick(sessionHandoffs, 'session_id', 'target_brand', 'sealed'),
      });
    return row ? { ...row, session_id: String(row.session_id) } : null;
  }
}

import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { msFromNow, now } from '../../db/expressions';
import { oneTimeCodes } from '../../db/schema/identity';
import type { Row } from '../../db/schema/rows';
import { pick } from '../../lib/pick';

export type CodePurpose = Row<typeof oneTimeCodes>['purpose'];

/** The newest code of a target; the id travels as a string (bigserial). */
export type CodeRow = Pick<Row<typeof oneTimeCodes>, 'code_hash' | 'attempts'> & {
  id: string;
  expired: boolean;
  consumed: boolean;
};

export class CodesRepository {
  constructor(private readonly db: Database) {}

  async create(purpose: CodePurpose, target: string, codeHash: string, ttlMs: number) {
    await this.db.orm
      .insert(oneTimeCodes)
      .values({ purpose, target, code_hash: codeHash, expires_at: msFromNow(ttlMs) });
  }

  /** Codes sent to a target in the last 24 hours, and ms since the newest. */
  async recent(
    purpose: CodePurpose,
    target: string,
  ): Promise<{ count: number; sinceLastMs: number | null }> {
    const [r] = await this.db.orm
      .select({
        count: count(),
        since_ms: sql<
          number | null
        >`(extract(epoch FROM (now() - max(${oneTimeCodes.created_at}))) * 1000)::bigint`.mapWith(
          Number,
        ),
      })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.purpose, purpose),
          eq(oneTimeCodes.target, target),
          gt(oneTimeCodes.created_at, sql`now() - interval '1 day'`),
        ),
      );
    return { count: r?.count ?? 0, sinceLastMs: r?.since_ms ?? null };
  }

  async latest(purpose: CodePurpose, target: string): Promise<CodeRow | null> {
    const [row] = await this.db.orm
      .select({
        ...pick(oneTimeCodes, 'id', 'code_hash', 'attempts'),
        expired: sql<boolean>`${oneTimeCodes.expires_at} <= now()`,
        consumed: sql<boolean>`${oneTimeCodes.consumed_at} IS NOT NULL`,
      })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.target, target)))
      .orderBy(desc(oneTimeCodes.id))
      .limit(1);
    return row ? { ...row, id: String(row.id) } : null;
  }

  async countAttempt(id: string) {
    await this.db.orm
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(eq(oneTimeCodes.id, Number(id)));
  }

  async consume(id: string) {
    await this.db.orm
      .update(oneTimeCodes)
      .set({ consumed_at: now() })
      .where(eq(oneTimeCodes.id, Number(id)));
  }
}

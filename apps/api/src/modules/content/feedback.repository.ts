import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { feedback } from '../../db/schema/content';
import type { Row } from '../../db/schema/rows';
import { pick } from '../../lib/pick';

export type FeedbackRow = Pick<
  Row<typeof feedback>,
  'ref' | 'brand_code' | 'rating' | 'topic' | 'comments' | 'email' | 'user_id'
>;

export class FeedbackRepository {
  constructor(private readonly db: Database) {}

  async add(row: FeedbackRow): Promise<void> {
    await this.db.orm.insert(feedback).values(row);
  }

  async byRef(brandCode: string, ref: string) {
    const [row] = await this.db.orm
      .select({
        ...pick(feedback, 'ref', 'rating', 'topic', 'comments', 'created_at'),
      })
      .from(feedback)
      .where(and(eq(feedback.ref, ref), eq(feedback.brand_code, brandCode)));
    return row ?? null;
  }
}

import type { Database } from '../../db/database';

export interface FeedbackRow {
  ref: string;
  brand_code: string;
  rating: number;
  topic: string;
  comments: string;
  email: string;
  user_id: number | null;
}

export class FeedbackRepository {
  constructor(private readonly db: Database) {}

  async add(row: FeedbackRow): Promise<void> {
    await this.db.query(
      `INSERT INTO feedback (ref, brand_code, rating, topic, comments, email, user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [row.ref, row.brand_code, row.rating, row.topic, row.comments, row.email, row.user_id],
    );
  }

  async byRef(brandCode: string, ref: string) {
    const { rows } = await this.db.query<{
      ref: string;
      rating: number;
      topic: string;
      comments: string;
      created_at: Date;
    }>(
      'SELECT ref, rating, topic, comments, created_at FROM feedback WHERE ref = $1 AND brand_code = $2',
      [ref, brandCode],
    );
    return rows[0] ?? null;
  }
}

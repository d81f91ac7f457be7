import type { Database } from '../../db/database';

export interface ActivityEntry {
  type: string;
  tags: (string | null)[];
  data1: string | null;
  data2: string | null;
  userId: number | null;
  guestId: string | null;
  brand: string;
}

export class ActivityRepository {
  constructor(private readonly db: Database) {}

  async insert(e: ActivityEntry): Promise<void> {
    await this.db.query(
      `INSERT INTO activity_logs (type, tag1, tag2, tag3, tag4, tag5, data1, data2, user_id, guest_id, brand_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [e.type, ...e.tags, e.data1, e.data2, e.userId, e.guestId, e.brand],
    );
  }

  async countByType(type: string): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM activity_logs WHERE type = $1',
      [type],
    );
    return Number(rows[0]?.n ?? 0);
  }
}

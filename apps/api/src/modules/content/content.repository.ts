import type { Database } from '../../db/database';

export interface ContactRow {
  brand_code: string;
  full_name: string;
  phone: string;
  email: string;
  order_number: string;
  company_name: string;
  product_number: string;
  comments: string;
  user_id: number | null;
}

export interface SampleRow {
  brand_code: string;
  full_name: string;
  email: string;
  item_number: string;
  finish_name: string;
  company_name: string;
  full_address: string;
  comments: string;
  user_id: number | null;
}

const insert = async (db: Database, table: string, row: object) => {
  const cols = Object.keys(row);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
  return Number(rows[0]!.id);
};

export class ContentRepository {
  constructor(private readonly db: Database) {}

  addContact(row: ContactRow) {
    return insert(this.db, 'contact_messages', row);
  }

  addSample(row: SampleRow) {
    return insert(this.db, 'sample_requests', row);
  }

  /** Nearest first from a point (great-circle miles), or by city within a state. */
  async dealers(opts: { lat?: number; lng?: number; state?: string; limit: number }) {
    const near = opts.lat !== undefined && opts.lng !== undefined;
    const distance = near
      ? `3958.8 * 2 * asin(sqrt(power(sin(radians(latitude - $1) / 2), 2)
           + cos(radians($1)) * cos(radians(latitude)) * power(sin(radians(longitude - $2) / 2), 2)))`
      : 'NULL::double precision';
    const params: unknown[] = near ? [opts.lat, opts.lng] : [];
    let where = '';
    if (opts.state) {
      params.push(opts.state.toUpperCase());
      where = `WHERE state = $${params.length}`;
    }
    params.push(opts.limit);
    const { rows } = await this.db.query<{
      id: number;
      name: string;
      street: string;
      city: string;
      state: string;
      postal_code: string;
      phone: string;
      distance_miles: number | null;
    }>(
      `SELECT id, name, street, city, state, postal_code, phone, round((${distance})::numeric, 1)::float AS distance_miles
       FROM dealers ${where} ORDER BY ${near ? 'distance_miles' : 'city, name'} LIMIT $${params.length}`,
      params,
    );
    return rows;
  }

  /** The designer a customer belongs to (or the customer preset in communicate mode). */
  async designerOf(customerId: number) {
    const { rows } = await this.db.query<{
      first_name: string;
      last_name: string;
      email: string;
      phone: string | null;
      head_img: string;
    }>(
      `SELECT d.first_name, d.last_name, d.email, d.phone, d.head_img FROM users c
       JOIN users d ON d.id = c.parent_user_id WHERE c.id = $1 AND c.account_type = 'customer'`,
      [customerId],
    );
    return rows[0] ?? null;
  }

  async userById(id: number) {
    const { rows } = await this.db.query<{
      first_name: string;
      last_name: string;
      email: string;
      phone: string | null;
      head_img: string;
    }>('SELECT first_name, last_name, email, phone, head_img FROM users WHERE id = $1', [id]);
    return rows[0] ?? null;
  }
}

import { and, eq, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { insertId } from '../../db/row-queries';
import { contactMessages, dealers, sampleRequests } from '../../db/schema/content';
import { users } from '../../db/schema/identity';
import type { Row } from '../../db/schema/rows';
import { pick } from '../../lib/pick';

export type ContactRow = Pick<
  Row<typeof contactMessages>,
  | 'brand_code'
  | 'full_name'
  | 'phone'
  | 'email'
  | 'order_number'
  | 'company_name'
  | 'product_number'
  | 'comments'
  | 'user_id'
>;

export type SampleRow = Pick<
  Row<typeof sampleRequests>,
  | 'brand_code'
  | 'full_name'
  | 'email'
  | 'item_number'
  | 'finish_name'
  | 'company_name'
  | 'full_address'
  | 'comments'
  | 'user_id'
>;

/** What the contact card shows of a designer (or of the signed-in user). */
const contactCard = <
  U extends Record<'first_name' | 'last_name' | 'email' | 'phone' | 'head_img', PgColumn>,
>(
  u: U,
) => ({
  ...pick(u, 'first_name', 'last_name', 'email', 'phone', 'head_img'),
});

const customer = alias(users, 'c');
const designer = alias(users, 'd');

export class ContentRepository {
  constructor(private readonly db: Database) {}

  async addContact(row: ContactRow): Promise<number> {
    return insertId(this.db.orm, contactMessages, row);
  }

  async addSample(row: SampleRow): Promise<number> {
    return insertId(this.db.orm, sampleRequests, row);
  }

  /** Nearest first from a point (great-circle miles), or by city within a state. */
  async dealers(opts: { lat?: number; lng?: number; state?: string; limit: number }) {
    const { lat, lng } = opts;
    const near = lat !== undefined && lng !== undefined;
    const distance = near
      ? sql`3958.8 * 2 * asin(sqrt(power(sin(radians(${dealers.latitude} - ${lat}) / 2), 2)
           + cos(radians(${lat})) * cos(radians(${dealers.latitude}))
             * power(sin(radians(${dealers.longitude} - ${lng}) / 2), 2)))`
      : sql`NULL::double precision`;
    const distanceMiles = sql<number | null>`round((${distance})::numeric, 1)::float`.as(
      'distance_miles',
    );
    return this.db.orm
      .select({
        ...pick(dealers, 'id', 'name', 'street', 'city', 'state', 'postal_code', 'phone'),
        distance_miles: distanceMiles,
      })
      .from(dealers)
      .where(opts.state ? eq(dealers.state, opts.state.toUpperCase()) : undefined)
      .orderBy(...(near ? [distanceMiles] : [dealers.city, dealers.name]))
      .limit(opts.limit);
  }

  /** The designer a customer belongs to (or the customer preset in communicate mode). */
  async designerOf(customerId: number) {
    const [row] = await this.db.orm
      .select(contactCard(designer))
      .from(customer)
      .innerJoin(designer, eq(designer.id, customer.parent_user_id))
      .where(and(eq(customer.id, customerId), eq(customer.account_type, 'customer')));
    return row ?? null;
  }

  async userById(id: number) {
    const [row] = await this.db.orm.select(contactCard(users)).from(users).where(eq(users.id, id));
    return row ?? null;
  }
}

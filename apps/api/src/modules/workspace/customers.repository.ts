import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { lower } from '../../db/expressions';
import { customerProfiles, projects, users } from '../../db/schema';
import { pick } from '../../lib/pick';

export interface CustomerProfileInput {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  street_address: string;
  city: string;
  state: string;
  postal: string;
  country: string;
}

export interface CustomerRow extends CustomerProfileInput {
  id: number;
  /** The account whose customer it is (users.parent_user_id). */
  owner_id: number;
  status: 'pending' | 'not_activated' | 'active' | 'closed';
  has_password: boolean;
  invited_at: Date | null;
  project_count: number;
}

/** '%' and '_' typed by the user are literal characters of the substring. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A unique index refused the write (either driver; drizzle may wrap the driver's error). */
export const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } } | null;
  return err?.code === '23505' || err?.cause?.code === '23505';
};

/** Customers are users rows (account_type 'customer', parent_user_id = owner) plus a profile. */
export class CustomersRepository {
  constructor(private readonly db: Database) {}

  /** The accounts whose customers `userId` works with: itself, and a sub-account's parent. */
  async ownersFor(userId: number, accountType: string | undefined): Promise<number[]> {
    if (accountType !== 'sub_account') return [userId];
    const [row] = await this.db.orm
      .select({ parent: users.parent_user_id })
      .from(users)
      .where(eq(users.id, userId));
    return row?.parent ? [userId, row.parent] : [userId];
  }

  private select() {
    return this.db.orm
      .select(this.columns())
      .from(users)
      .leftJoin(customerProfiles, eq(customerProfiles.user_id, users.id));
  }

  private columns() {
    return {
      id: users.id,
      owner_id: sql<number>`${users.parent_user_id}`,
      ...pick(users, 'first_name', 'last_name', 'email', 'status'),
      has_password: sql<boolean>`(${users.password_hash} IS NOT NULL)`,
      phone: sql<string>`coalesce(${customerProfiles.phone}, '')`,
      street_address: sql<string>`coalesce(${customerProfiles.street_address}, '')`,
      city: sql<string>`coalesce(${customerProfiles.city}, '')`,
      state: sql<string>`coalesce(${customerProfiles.state}, '')`,
      postal: sql<string>`coalesce(${customerProfiles.postal}, '')`,
      country: sql<string>`coalesce(${customerProfiles.country}, 'US')`,
      invited_at: customerProfiles.invited_at,
      project_count: sql<number>`(SELECT count(*)::int FROM ${projects} WHERE ${projects.customer_id} = ${users.id})`,
    };
  }

  private owned(owners: number[], only: number | null): SQL {
    return and(
      eq(users.account_type, 'customer'),
      inArray(users.parent_user_id, owners),
      only === null ? undefined : eq(users.id, only),
    )!;
  }

  /** Substring search over name, email and phone; `only` narrows to one customer (communicate). */
  async search(
    owners: number[],
    only: number | null,
    keyword: string,
    page: number,
    limit: number,
  ): Promise<{ rows: CustomerRow[]; total: number }> {
    const pattern = likePattern(keyword);
    const where = and(
      this.owned(owners, only),
      keyword
        ? or(
            ilike(sql`(${users.first_name} || ' ' || ${users.last_name})`, pattern),
            ilike(users.email, pattern),
            ilike(customerProfiles.phone, pattern),
          )
        : undefined,
    );
    // The page and the number of matches in one statement (a window count over the filter).
    const found = await this.db.orm
      .select({ ...this.columns(), total: sql<number>`(count(*) OVER ())::int` })
      .from(users)
      .leftJoin(customerProfiles, eq(customerProfiles.user_id, users.id))
      .where(where)
      .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id))
      .limit(limit)
      .offset((page - 1) * limit);
    if (!found.length && page > 1) {
      // Past the last page there is no row to carry the count: ask for it alone.
      const [count] = await this.db.orm
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .leftJoin(customerProfiles, eq(customerProfiles.user_id, users.id))
        .where(where);
      return { rows: [], total: count?.n ?? 0 };
    }
    const rows = found.map(({ total: _total, ...row }) => row);
    return { rows, total: found[0]?.total ?? 0 };
  }

  async find(owners: number[], only: number | null, id: number): Promise<CustomerRow | null> {
    const [row] = await this.select().where(and(this.owned(owners, only), eq(users.id, id)));
    return row ?? null;
  }

  /** Any account (of any kind) with this email, any case. */
  async emailTaken(email: string, exceptUserId?: number): Promise<boolean> {
    const [row] = await this.db.orm
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(lower(users.email), email.toLowerCase()),
          exceptUserId ? sql`${users.id} <> ${exceptUserId}` : undefined,
        ),
      )
      .limit(1);
    return !!row;
  }

  /** A users row without a password (no login until invited) and its profile, together. */
  async create(ownerId: number, f: CustomerProfileInput): Promise<number> {
    return this.db.orm.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          company_id: null,
          parent_user_id: ownerId,
          account_type: 'customer',
          email: f.email,
          phone: null,
          first_name: f.first_name,
          last_name: f.last_name,
          password_hash: null,
          status: 'active',
        })
        .returning({ id: users.id });
      await tx.insert(customerProfiles).values({ user_id: user!.id, ...profileOf(f) });
      return user!.id;
    });
  }

  async update(id: number, f: CustomerProfileInput) {
    await this.db.orm.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ first_name: f.first_name, last_name: f.last_name, email: f.email })
        .where(and(eq(users.id, id), eq(users.account_type, 'customer')));
      await tx
        .insert(customerProfiles)
        .values({ user_id: id, ...profileOf(f) })
        .onConflictDoUpdate({ target: customerProfiles.user_id, set: profileOf(f) });
    });
  }

  async markInvited(id: number) {
    await this.db.orm
      .insert(customerProfiles)
      .values({ user_id: id, invited_at: sql`now()` })
      .onConflictDoUpdate({ target: customerProfiles.user_id, set: { invited_at: sql`now()` } });
  }
}

const profileOf = (f: CustomerProfileInput) => ({
  ...pick(f, 'phone', 'street_address', 'city', 'state', 'postal', 'country'),
});

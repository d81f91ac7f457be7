import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { lower, qualified } from '../../db/expressions';
import { releaseLapsedInvitation } from '../../db/lapsed-invitations';
import { bound, preparedShapes } from '../../db/prepared';
import { users } from '../../db/schema/identity';
import { customerProfiles, projects } from '../../db/schema/workspace';
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

/** Phones are kept as 10 digits: a keyword that is a phone as typed ('(555) 123-4', '+1 555'). */
const phoneDigits = (keyword: string): string | null => {
  const digits = keyword.replace(/[\s().+-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
};

/** The customer search's filter shapes: no keyword, name or email, name, email or phone. */
type Match = 'all' | 'text' | 'phone';

/**
 * A substring of the name ('first last'), the email (any case) or the phone, all matched on
 * users.search_text, kept lower-case by the database (migration 0019). A keyword that is a phone
 * as typed also matches as its digits, the way phones are kept.
 */
const matching = (match: Match): SQL | undefined => {
  if (match === 'all') return undefined;
  // LIKE with the keyword's wildcards escaped: the trigram index of 0021 can answer it.
  const text = sql`${users.search_text} LIKE ${bound('keyword')}`;
  return match === 'phone' ? or(text, sql`${users.search_text} LIKE ${bound('digits')}`) : text;
};

/**
 * Every customer of one owner or two (a sub-account works with its parent's too; one owner keeps
 * the index's name order, two need a sort), or only the preset one (communicate mode).
 */
type Who = `${'owner' | 'owners'}_${'any' | 'one'}`;

const owned = (who: Who): SQL =>
  and(
    // A literal, not a bound value: the partial index (WHERE account_type = 'customer') must be
    // provably usable by the statement's one plan.
    sql`${users.account_type} = 'customer'`,
    who.startsWith('owners_')
      ? inArray(users.parent_user_id, [bound('owner'), bound('other_owner')])
      : eq(users.parent_user_id, bound('owner')),
    who.endsWith('_one') ? eq(users.id, bound('only')) : undefined,
  )!;

const whoOf = (owners: number[], only: number | null): Who =>
  `${owners.length > 1 ? 'owners' : 'owner'}_${only === null ? 'any' : 'one'}`;

const ownerValues = (owners: number[], only: number | null) => ({
  owner: owners[0]!,
  other_owner: owners[1] ?? 0,
  only: only ?? 0,
});

const columns = () => ({
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
  project_count: sql<number>`(SELECT count(*)::int FROM ${projects} pr WHERE pr.customer_id = ${qualified(users.id)})`,
});

/**
 * Customers are users rows (account_type 'customer', parent_user_id = owner) plus a profile.
 * The reads every workspace call makes are prepared statements (decision 035).
 */
export class CustomersRepository {
  private readonly parentOf;

  constructor(private readonly db: Database) {
    this.parentOf = db.prepare(
      db.orm
        .select({ parent: users.parent_user_id })
        .from(users)
        .where(eq(users.id, bound('id'))),
      'customer_owner_parent',
    );
  }

  /**
   * A page of the search with the number of matches (a window count over the filter). The
   * filter and the order read only the covering index (migration 0019); the page's 20 rows are
   * then joined to their profiles and project counts.
   */
  private readonly searchPage = preparedShapes(
    () => this.db,
    'customer_search',
    (shape: `${Match}_${Who}`) => {
      const [match, ...rest] = shape.split('_') as [Match, string];
      const who = rest.join('_') as Who;
      const found = this.db.orm
        .select({
          id: users.id,
          first_name: users.first_name,
          last_name: users.last_name,
          total: sql<number>`(count(*) OVER ())::int`.as('total'),
        })
        .from(users)
        .where(and(owned(who), matching(match)))
        .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id))
        .limit(bound('limit'))
        .offset(bound('offset'))
        .as('found');
      return this.db.orm
        .select({ ...columns(), total: found.total })
        .from(found)
        .innerJoin(users, eq(users.id, found.id))
        .leftJoin(customerProfiles, eq(customerProfiles.user_id, users.id))
        .orderBy(asc(found.first_name), asc(found.last_name), asc(found.id));
    },
  );

  private readonly byId = preparedShapes(
    () => this.db,
    'customer_by_id',
    (who: Who) =>
      this.db.orm
        .select(columns())
        .from(users)
        .leftJoin(customerProfiles, eq(customerProfiles.user_id, users.id))
        .where(and(owned(who), eq(users.id, bound('id')))),
  );

  /** The accounts whose customers `userId` works with: itself, and a sub-account's parent. */
  async ownersFor(userId: number, accountType: string | undefined): Promise<number[]> {
    if (accountType !== 'sub_account') return [userId];
    const [row] = await this.parentOf.execute({ id: userId });
    return row?.parent ? [userId, row.parent] : [userId];
  }

  /** Substring search over name, email and phone; `only` narrows to one customer (communicate). */
  async search(
    owners: number[],
    only: number | null,
    keyword: string,
    page: number,
    limit: number,
  ): Promise<{ rows: CustomerRow[]; total: number }> {
    const digits = keyword ? phoneDigits(keyword) : null;
    const match: Match = !keyword ? 'all' : digits ? 'phone' : 'text';
    const who = whoOf(owners, only);
    const values = {
      ...ownerValues(owners, only),
      // Lower-cased here, not by lower() in SQL, which a prepared statement runs on every row.
      keyword: likePattern(keyword.toLowerCase()),
      digits: digits ? likePattern(digits) : '',
    };
    const found = await this.searchPage(`${match}_${who}`).execute({
      ...values,
      limit,
      offset: (page - 1) * limit,
    });
    if (!found.length && page > 1) {
      // Past the last page there is no row to carry the count: the first page has it.
      const [first] = await this.searchPage(`${match}_${who}`).execute({
        ...values,
        limit: 1,
        offset: 0,
      });
      return { rows: [], total: first?.total ?? 0 };
    }
    const rows = found.map(({ total: _total, ...row }) => row);
    return { rows, total: found[0]?.total ?? 0 };
  }

  async find(owners: number[], only: number | null, id: number): Promise<CustomerRow | null> {
    const who = whoOf(owners, only);
    const [row] = await this.byId(who).execute({ ...ownerValues(owners, only), id });
    return row ?? null;
  }

  /** Any account (of any kind) with this email, any case; a lapsed invitation is released first. */
  async emailTaken(email: string, exceptUserId?: number): Promise<boolean> {
    await releaseLapsedInvitation(this.db.orm, email);
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

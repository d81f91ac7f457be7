import type { Mode } from '@portal/contract';
import { and, eq, getTableColumns, inArray, or, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Orm } from '../../db/database';
import { accountUnder, lower } from '../../db/expressions';
import { companies, users } from '../../db/schema/identity';
import type { NewRow, Row } from '../../db/schema/rows';
import { pick } from '../../lib/pick';
import { normalisePhone } from './phone';

export type AccountType = Row<typeof users>['account_type'];

/** A user with their company's status and kind (null without a company). */
export type UserRow = Row<typeof users> & {
  company_status: Row<typeof companies>['status'] | null;
  company_kind: Row<typeof companies>['kind'] | null;
};

export type NewUser = Pick<
  NewRow<typeof users>,
  'company_id' | 'parent_user_id' | 'phone' | 'status' | 'phone_registered' | 'agent_code'
> &
  Pick<Row<typeof users>, 'account_type' | 'email' | 'first_name' | 'last_name' | 'password_hash'>;

const parent = alias(users, 'parent');

/**
 * `column` names a customer of `userId`'s: the user's own, or for a sub-account its parent
 * designer's. userId may be a column (correlated: sessions.user_id).
 */
export const customerOwnedBy = (orm: Orm, column: PgColumn, userId: number | SQLWrapper) =>
  or(
    eq(column, userId),
    inArray(
      column,
      orm
        .select({ id: parent.parent_user_id })
        .from(parent)
        .where(and(eq(parent.id, userId), eq(parent.account_type, 'sub_account'))),
    ),
  );

/** A user with their company's status and kind (the sign-in and session lookups' row). */
export const selectUserWithCompany = (orm: Orm) =>
  orm
    .select({
      ...getTableColumns(users),
      company_status: companies.status,
      company_kind: companies.kind,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.company_id));

export class UsersRepository {
  constructor(private readonly db: Database) {}

  private selectUser() {
    return selectUserWithCompany(this.db.orm);
  }

  /** By email (any case) or phone number. */
  async findByLogin(identifier: string): Promise<UserRow | null> {
    const [row] = await this.selectUser()
      .where(
        or(eq(lower(users.email), lower(identifier)), eq(users.phone, normalisePhone(identifier))),
      )
      .limit(1);
    return row ?? null;
  }

  async findById(id: number): Promise<UserRow | null> {
    const [row] = await this.selectUser().where(eq(users.id, id));
    return row ?? null;
  }

  async create(u: NewUser): Promise<number> {
    const [row] = await this.db.orm
      .insert(users)
      .values({
        company_id: u.company_id ?? null,
        parent_user_id: u.parent_user_id ?? null,
        account_type: u.account_type,
        email: u.email,
        phone: u.phone ? normalisePhone(u.phone) : null,
        ...pick(u, 'first_name', 'last_name', 'password_hash'),
        status: u.status ?? 'active',
        phone_registered: u.phone_registered ?? false,
        agent_code: u.agent_code ?? null,
      })
      .returning({ id: users.id });
    return row!.id;
  }

  async setPassword(userId: number, passwordHash: string) {
    await this.db.orm
      .update(users)
      .set({ password_hash: passwordHash, password_changed_at: sql`now()` })
      .where(eq(users.id, userId));
  }

  /** The view the next sign-in lands in (decision 057). */
  async setLastMode(userId: number, mode: Mode) {
    await this.db.orm.update(users).set({ last_mode: mode }).where(eq(users.id, userId));
  }

  async setStatus(userId: number, status: UserRow['status']) {
    await this.db.orm.update(users).set({ status }).where(eq(users.id, userId));
  }

  /** A designer's customers (sub-accounts see their parent's). */
  async customersOf(userId: number) {
    return this.db.orm
      .select({
        id: users.id,
        name: sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`,
        email: users.email,
        status: users.status,
      })
      .from(users)
      .where(
        and(
          eq(users.account_type, 'customer'),
          customerOwnedBy(this.db.orm, users.parent_user_id, userId),
        ),
      )
      .orderBy(users.first_name, users.last_name);
  }

  /** A designer's customer, or null when it is not theirs (IDs from clients are never trusted). */
  async customerOf(designerId: number, customerId: number): Promise<UserRow | null> {
    const [row] = await this.selectUser().where(accountUnder(customerId, designerId, 'customer'));
    return row ?? null;
  }
}

import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Orm } from '../../db/database';
import { accountUnder, lower, qualified } from '../../db/expressions';
import { lapsedInvitation, releaseLapsedInvitation } from '../../db/lapsed-invitations';
import { companies, sessions, users } from '../../db/schema/identity';
import { subAccountInvites, subAccounts } from '../../db/schema/team';
import { pick } from '../../lib/pick';

/** A transaction of `orm.transaction`: the service runs the close and the move in one. */
export type TeamTx = Parameters<Parameters<Orm['transaction']>[0]>[0];

/** Account types that hold a seat among the company's activated accounts. */
const SEAT_TYPES = ['designer', 'dealer', 'sub_account'] as const;

const parent = alias(users, 'parent');

export type Seat = 'ok' | 'limit';

/** The company's open invitations may number at most `max` (the sub-account `except` aside). */
export interface OpenCap {
  companyId: number;
  max: number;
  except?: number;
}

/** Sub-accounts (users rows of type 'sub_account'), their invitations and the company seats. */
export class TeamRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(fn: (tx: TeamTx) => Promise<T>): Promise<T> {
    return this.db.orm.transaction(fn);
  }

  /** The caller with their company (tier, limit, seats in use). */
  async owner(userId: number) {
    const [row] = await this.db.orm
      .select({
        ...pick(users, 'id', 'account_type', 'first_name', 'last_name', 'company_id'),
        company_name: companies.name,
        company_kind: companies.kind,
        tier: companies.tier,
        max_active_accounts: companies.max_active_accounts,
      })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.company_id))
      .where(eq(users.id, userId));
    return row ?? null;
  }

  async activeSeats(companyId: number, db: Orm | TeamTx = this.db.orm): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(
        and(
          eq(users.company_id, companyId),
          eq(users.status, 'active'),
          inArray(users.account_type, [...SEAT_TYPES]),
        ),
      );
    return Number(row?.n ?? 0);
  }

  /** The parent's sub-accounts, newest invitation first, with how many customers each has. */
  async list(parentId: number) {
    return this.db.orm
      .select({
        ...pick(users, 'id', 'email', 'first_name', 'last_name', 'status'),
        invited_at: subAccounts.invited_at,
        closed_at: subAccounts.closed_at,
        customers: sql<number>`(SELECT count(*)::int FROM ${users} c
          WHERE c.parent_user_id = ${qualified(users.id)} AND c.account_type = 'customer')`,
      })
      .from(users)
      .innerJoin(subAccounts, eq(subAccounts.user_id, users.id))
      .where(and(eq(users.parent_user_id, parentId), eq(users.account_type, 'sub_account')))
      .orderBy(desc(subAccounts.invited_at), desc(users.id));
  }

  /** One of the parent's sub-accounts (another designer's id answers null). */
  async find(parentId: number, id: number) {
    const [row] = await this.db.orm
      .select({
        ...pick(users, 'id', 'email', 'status'),
        has_password: sql<boolean>`${users.password_hash} IS NOT NULL`,
      })
      .from(users)
      .where(accountUnder(id, parentId, 'sub_account'));
    return row ?? null;
  }

  /** Whether an account holds the address (a lapsed invitation is released first). */
  async emailTaken(email: string): Promise<boolean> {
    await releaseLapsedInvitation(this.db.orm, email);
    const [row] = await this.db.orm
      .select({ id: users.id })
      .from(users)
      .where(eq(lower(users.email), lower(email)))
      .limit(1);
    return Boolean(row);
  }

  /**
   * Locks the company row (so that invitations of one company are counted and made one at a
   * time) and answers whether another open invitation fits under `cap`. Open: to be activated
   * and not lapsed (db/lapsed-invitations.ts), so an expired invitation holds no place.
   */
  private async roomFor(tx: TeamTx, cap: OpenCap): Promise<boolean> {
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, cap.companyId))
      .for('update');
    const { rows } = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users u
      WHERE u.company_id = ${cap.companyId} AND u.account_type = 'sub_account'
        AND u.status = 'not_activated' AND u.id <> ${cap.except ?? 0}
        AND NOT ${lapsedInvitation('u')}`);
    return Number(rows[0]?.n ?? 0) < cap.max;
  }

  /**
   * A to-be-activated account under the parent, in the parent's company, if the company has room
   * for another open invitation. Null: email taken; 'full': no room.
   */
  async create(
    parentId: number,
    companyId: number,
    u: { email: string; first_name: string; last_name: string },
    maxOpen: number,
  ): Promise<number | null | 'full'> {
    return this.db.orm.transaction(async (tx) => {
      if (!(await this.roomFor(tx, { companyId, max: maxOpen }))) return 'full';
      const [row] = await tx
        .insert(users)
        .values({
          company_id: companyId,
          parent_user_id: parentId,
          account_type: 'sub_account',
          ...pick(u, 'email', 'first_name', 'last_name'),
          status: 'not_activated',
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!row) return null;
      await tx.insert(subAccounts).values({ user_id: row.id });
      return row.id;
    });
  }

  /**
   * A new invitation replaces the earlier ones (only the newest link works). With `cap`, only
   * when the company has room for it among its open invitations (false: none).
   */
  async newInvite(
    userId: number,
    tokenHash: string,
    expiresAt: Date,
    cap?: OpenCap,
  ): Promise<boolean> {
    return this.db.orm.transaction(async (tx) => {
      if (cap && !(await this.roomFor(tx, { ...cap, except: userId }))) return false;
      await tx.delete(subAccountInvites).where(eq(subAccountInvites.user_id, userId));
      await tx
        .insert(subAccountInvites)
        .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt });
      await tx
        .update(subAccounts)
        .set({ invited_at: sql`now()` })
        .where(eq(subAccounts.user_id, userId));
      return true;
    });
  }

  /** The invitation behind a link, with the account, its company and who invited it. */
  async invite(tokenHash: string) {
    const [row] = await this.db.orm
      .select({
        user_id: users.id,
        expired: sql<boolean>`${subAccountInvites.expires_at} <= now()`,
        used: sql<boolean>`${subAccountInvites.used_at} IS NOT NULL`,
        ...pick(users, 'email', 'status', 'first_name', 'last_name', 'company_id'),
        company_name: companies.name,
        inviter_first: parent.first_name,
        inviter_last: parent.last_name,
      })
      .from(subAccountInvites)
      .innerJoin(users, eq(users.id, subAccountInvites.user_id))
      .leftJoin(companies, eq(companies.id, users.company_id))
      .leftJoin(parent, eq(parent.id, users.parent_user_id))
      .where(
        and(eq(subAccountInvites.token_hash, tokenHash), eq(users.account_type, 'sub_account')),
      );
    return row ?? null;
  }

  /**
   * Locks the company row, so that seats are counted and taken one caller at a time (two
   * activations at once cannot both see the last free seat), and answers whether one is free.
   */
  async lockSeat(tx: TeamTx, companyId: number): Promise<Seat> {
    const [company] = await tx
      .select({ max: companies.max_active_accounts })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (!company) return 'limit';
    return (await this.activeSeats(companyId, tx)) < company.max ? 'ok' : 'limit';
  }

  /** Marks the invitation used; false when another call used it first. */
  async useInvite(tx: TeamTx, tokenHash: string): Promise<boolean> {
    const rows = await tx
      .update(subAccountInvites)
      .set({ used_at: sql`now()` })
      .where(and(eq(subAccountInvites.token_hash, tokenHash), isNull(subAccountInvites.used_at)))
      .returning({ user_id: subAccountInvites.user_id });
    return rows.length > 0;
  }

  /** Activated now; a reopened account keeps its names and password (no `u`). */
  async activate(
    tx: TeamTx,
    userId: number,
    u?: { first_name: string; last_name: string; password_hash: string },
  ): Promise<void> {
    await tx
      .update(users)
      .set({ status: 'active', ...(u ? { ...u, password_changed_at: sql`now()` } : {}) })
      .where(eq(users.id, userId));
    await tx
      .update(subAccounts)
      .set({ activated_at: sql`now()`, closed_at: null })
      .where(eq(subAccounts.user_id, userId));
  }

  /** Back to 'to be activated' (a reopened account that never set a password). */
  async markToBeActivated(userId: number): Promise<void> {
    await this.db.orm.transaction(async (tx) => {
      await tx.update(users).set({ status: 'not_activated' }).where(eq(users.id, userId));
      await tx.update(subAccounts).set({ closed_at: null }).where(eq(subAccounts.user_id, userId));
    });
  }

  /** Closes the account under its row lock and ends its sessions; false when already closed. */
  async close(tx: TeamTx, userId: number): Promise<boolean> {
    const rows = await tx
      .update(users)
      .set({ status: 'closed' })
      .where(and(eq(users.id, userId), ne(users.status, 'closed')))
      .returning({ id: users.id });
    if (!rows.length) return false;
    await tx
      .update(subAccounts)
      .set({ closed_at: sql`now()` })
      .where(eq(subAccounts.user_id, userId));
    await tx.delete(subAccountInvites).where(eq(subAccountInvites.user_id, userId));
    await tx
      .update(sessions)
      .set({ ended_at: sql`now()`, end_reason: 'account_closed' })
      .where(and(eq(sessions.user_id, userId), isNull(sessions.ended_at)));
    return true;
  }
}

import {
  and,
  type Column,
  eq,
  exists,
  getTableName,
  gt,
  isNull,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Orm } from './database';
import { users } from './schema';

// SQL fragments the repositories share. Values travel as parameters; columns come from the schema.

/**
 * `"table"."column"` (an alias() table: `"alias"."column"`), whatever the select it is used in.
 * A select from one table writes the columns of its select list's `sql` templates without their
 * table; inside a subquery such a bare name binds to the subquery's own table. Every column of
 * the outer query written inside a subquery goes through this (correlated-subqueries.test.ts).
 */
export const qualified = <C extends Column>(column: C): SQL<C['_']['data']> =>
  // Every table is in the search path's schema (no pgSchema): its name alone qualifies it.
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** now() plus a duration in milliseconds (timestamptz). */
export const msFromNow = (ms: number): SQL<Date> =>
  sql`now() + (${String(ms)} || ' milliseconds')::interval`;

/** now() plus a duration in seconds (timestamptz). */
export const secondsFromNow = (s: number): SQL<Date> =>
  sql`now() + (${String(s)} || ' seconds')::interval`;

/** The time of the statement (timestamptz). */
export const now = (): SQL<Date> => sql`now()`;

/** lower(x): case-insensitive matches (users_email_idx is on lower(email)). */
export const lower = (value: SQLWrapper | string): SQL<string> => sql`lower(${value})`;

/** now() minus a duration in milliseconds (timestamptz). */
export const msAgo = (ms: number): SQL<Date> =>
  sql`now() - (${String(ms)} || ' milliseconds')::interval`;

/** EXISTS (SELECT 1 FROM `table` WHERE `where`): a correlated test for a related row. */
export const existsIn = (
  orm: Orm,
  table: Parameters<ReturnType<Orm['select']>['from']>[0],
  where: SQL | undefined,
): SQL => exists(orm.select({ one: sql`1` }).from(table).where(where));

/** A one-time row (a code, a link) that is unused and still in time. */
export const redeemable = (row: { used_at: Column; expires_at: Column }) =>
  and(isNull(row.used_at), gt(row.expires_at, now()));

/** User `id`, when it is an account of `type` under `parentId` (a designer's customer, a sub-account). */
export const accountUnder = (id: number, parentId: number, type: 'customer' | 'sub_account') =>
  and(eq(users.id, id), eq(users.parent_user_id, parentId), eq(users.account_type, type));

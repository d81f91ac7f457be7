import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// SQL fragments the repositories share. Values travel as parameters; columns come from the schema.

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

import {
  type AnyPgColumn,
  bigserial,
  customType,
  integer,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Full-text vectors. Only the database reads them (search SQL, triggers): the type exists so the
 * schema names every column, and a row read with one holds PostgreSQL's text form.
 */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

/** timestamptz, read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** The generated key of most tables, read as a number. */
export const bigId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** When the row was written. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** An integer column that must name a row of another table. */
export const refersTo = (
  name: string,
  column: () => AnyPgColumn,
  actions?: Parameters<ReturnType<typeof integer>['references']>[1],
) => integer(name).notNull().references(column, actions);

const requiredText = <N extends string>(name: N) => text(name).notNull();
const blankText = <N extends string>(name: N) => text(name).notNull().default('');

/** Text columns that must be given, each named as its key (a table's run of plain fields). */
export const requiredTexts = <const N extends string>(...names: N[]) =>
  Object.fromEntries(names.map((n) => [n, requiredText(n)])) as {
    [K in N]: ReturnType<typeof requiredText<K>>;
  };

/** Text columns that hold '' until given, each named as its key. */
export const blankTexts = <const N extends string>(...names: N[]) =>
  Object.fromEntries(names.map((n) => [n, blankText(n)])) as {
    [K in N]: ReturnType<typeof blankText<K>>;
  };

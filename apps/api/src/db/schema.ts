import type { InferInsertModel, InferSelectModel, Table } from 'drizzle-orm';

// The typed mirror of every table of the migrated database. The numbered SQL migrations are the
// source of truth; schema.test.ts compares these definitions with a freshly migrated database
// (PGlite and PostgreSQL), so a column added to a migration and not here fails the tests.
// Keys are the column names (snake_case): a builder query answers the same row shape as the SQL,
// and raw SQL rows are typed with Pick<Row<typeof table>, ...>.

export * from './schema/assistant';
export * from './schema/cart';
export * from './schema/catalog';
export * from './schema/content';
export * from './schema/favourites';
export * from './schema/identity';
export * from './schema/messaging';
export * from './schema/orders';
export * from './schema/registration';
export * from './schema/system';
export * from './schema/visualization';
export * from './schema/workspace';

/** A row of the table as read (nullable columns are `| null`). */
export type Row<T extends Table> = InferSelectModel<T>;
/** A row as written: columns with a default (or nullable) are optional. */
export type NewRow<T extends Table> = InferInsertModel<T>;

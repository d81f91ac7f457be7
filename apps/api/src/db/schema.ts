// The typed mirror of every table of the migrated database. The numbered SQL migrations are the
// source of truth; schema.test.ts compares these definitions with a freshly migrated database
// (PGlite and PostgreSQL), so a column added to a migration and not here fails the tests.
// Keys are the column names (snake_case): a builder query answers the same row shape as the SQL,
// and raw SQL rows are typed with Pick<Row<typeof table>, ...>.
// One file per area, named after the module that writes its tables: a module imports its own
// area's file (+ rows.ts, columns.ts), never this barrel (.dependency-cruiser.cjs, issue 35).

export * from './schema/activity';
export * from './schema/assistant';
export * from './schema/cart';
export * from './schema/catalog';
export * from './schema/checkout';
export * from './schema/content';
export * from './schema/favourites';
export * from './schema/identity';
export * from './schema/messaging';
export * from './schema/orders';
export * from './schema/payments';
export * from './schema/registration';
export * from './schema/rows';
export * from './schema/system';
export * from './schema/team';
export * from './schema/visualization';
export * from './schema/workspace';

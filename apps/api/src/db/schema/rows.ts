import type { InferInsertModel, InferSelectModel, Table } from 'drizzle-orm';

// The row types of any table; a module imports them from here with its own area's schema file.

/** A row of the table as read (nullable columns are `| null`). */
export type Row<T extends Table> = InferSelectModel<T>;
/** A row as written: columns with a default (or nullable) are optional. */
export type NewRow<T extends Table> = InferInsertModel<T>;

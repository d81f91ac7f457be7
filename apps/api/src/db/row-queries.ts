import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from './database';

/** The first row of `table` meeting `where` (all columns), or null: a repository's lookup. */
export const findRow = async <T extends PgTable>(
  orm: Orm,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | null> => {
  const [row] = await orm
    .select()
    .from(table as PgTable)
    .where(where);
  return (row as T['$inferSelect'] | undefined) ?? null;
};

/** Inserts one row into a table keyed by a generated numeric `id`: that id. */
export const insertId = async <T extends PgTable & { id: PgColumn }>(
  orm: Orm,
  table: T,
  values: T['$inferInsert'],
): Promise<number> => {
  const [added] = await orm
    .insert(table as PgTable & { id: PgColumn })
    .values(values as never)
    .returning({ id: table.id });
  return added!.id as number;
};

/** Deletes the rows of `table` meeting `where`: true when there was one. */
export const deleteWhere = async <T extends PgTable & { id: PgColumn }>(
  orm: Orm,
  table: T,
  where: SQL | undefined,
): Promise<boolean> => {
  const rows = await orm
    .delete(table as PgTable & { id: PgColumn })
    .where(where)
    .returning({ id: table.id });
  return rows.length > 0;
};

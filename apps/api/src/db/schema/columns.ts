import { customType, timestamp } from 'drizzle-orm/pg-core';

/**
 * Full-text vectors. Only the database reads them (search SQL, triggers): the type exists so the
 * schema names every column, and a row read with one holds PostgreSQL's text form.
 */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

/** timestamptz, read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

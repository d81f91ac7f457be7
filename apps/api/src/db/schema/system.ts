import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Created by migrate.ts (not by a migration): the migrations applied, by version. */
export const schemaMigrations = pgTable('schema_migrations', {
  version: text('version').primaryKey(),
  name: text('name').notNull(),
  applied_at: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

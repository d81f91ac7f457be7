import { integer, pgTable, serial, smallint, text, unique } from 'drizzle-orm/pg-core';
import { bigId, blankTexts, createdAt, refersTo, timestamptz } from './columns';
import { users } from './identity';

// Migration 0011: the designer's workspace (customers' profiles, projects and their lines).

export const customerProfiles = pgTable('customer_profiles', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ...blankTexts('phone', 'street_address', 'city', 'state', 'postal'),
  country: text('country').notNull().default('US'),
  /** Last invitation sent; activated = the customer's user has a password. */
  invited_at: timestamptz('invited_at'),
  created_at: createdAt(),
});

export const projects = pgTable('projects', {
  id: serial('id').primaryKey(),
  owner_user_id: refersTo('owner_user_id', () => users.id),
  customer_id: refersTo('customer_id', () => users.id),
  name: text('name').notNull(),
  created_at: createdAt(),
  updated_at: timestamptz('updated_at').notNull().defaultNow(),
});

/** Migration 0019: projects per owner, kept by trigger (the project list's total). */
export const projectCounts = pgTable('project_counts', {
  owner_user_id: integer('owner_user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  n: integer('n').notNull(),
});

export const projectLines = pgTable(
  'project_lines',
  {
    id: bigId(),
    project_id: refersTo('project_id', () => projects.id, { onDelete: 'cascade' }),
    sku_number: text('sku_number').notNull(),
    buy_number: integer('buy_number').notNull(),
    /** 0 standard, 1-3 customized, 4 COM (spec 3). */
    customizable_type: smallint('customizable_type')
      .$type<0 | 1 | 2 | 3 | 4>()
      .notNull()
      .default(0),
    created_at: createdAt(),
  },
  (t) => [unique().on(t.project_id, t.sku_number, t.customizable_type)],
);

import { bigserial, integer, pgTable, serial, smallint, text, unique } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './identity';

// Migration 0011: the designer's workspace (customers' profiles, projects and their lines).

export const customerProfiles = pgTable('customer_profiles', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull().default(''),
  street_address: text('street_address').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  postal: text('postal').notNull().default(''),
  country: text('country').notNull().default('US'),
  /** Last invitation sent; activated = the customer's user has a password. */
  invited_at: timestamptz('invited_at'),
  created_at: timestamptz('created_at').notNull().defaultNow(),
});

export const projects = pgTable('projects', {
  id: serial('id').primaryKey(),
  owner_user_id: integer('owner_user_id')
    .notNull()
    .references(() => users.id),
  customer_id: integer('customer_id')
    .notNull()
    .references(() => users.id),
  name: text('name').notNull(),
  created_at: timestamptz('created_at').notNull().defaultNow(),
  updated_at: timestamptz('updated_at').notNull().defaultNow(),
});

export const projectLines = pgTable(
  'project_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sku_number: text('sku_number').notNull(),
    buy_number: integer('buy_number').notNull(),
    /** 0 standard, 1-3 customized, 4 COM (spec 3). */
    customizable_type: smallint('customizable_type')
      .$type<0 | 1 | 2 | 3 | 4>()
      .notNull()
      .default(0),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.project_id, t.sku_number, t.customizable_type)],
);

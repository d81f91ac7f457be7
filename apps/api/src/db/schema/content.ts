import {
  bigserial,
  date,
  doublePrecision,
  integer,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './identity';

// Migrations 0005 (forms and dealers) and 0007 (publications and feedback).

export const contactMessages = pgTable('contact_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brand_code: text('brand_code').notNull(),
  full_name: text('full_name').notNull(),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull(),
  order_number: text('order_number').notNull().default(''),
  company_name: text('company_name').notNull().default(''),
  product_number: text('product_number').notNull().default(''),
  comments: text('comments').notNull(),
  user_id: integer('user_id').references(() => users.id),
  created_at: timestamptz('created_at').notNull().defaultNow(),
});

export const sampleRequests = pgTable('sample_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brand_code: text('brand_code').notNull(),
  full_name: text('full_name').notNull(),
  email: text('email').notNull().default(''),
  item_number: text('item_number').notNull(),
  finish_name: text('finish_name').notNull(),
  company_name: text('company_name').notNull(),
  full_address: text('full_address').notNull(),
  comments: text('comments').notNull(),
  user_id: integer('user_id').references(() => users.id),
  created_at: timestamptz('created_at').notNull().defaultNow(),
});

export const dealers = pgTable('dealers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  postal_code: text('postal_code').notNull(),
  phone: text('phone').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  brands: text('brands').array().notNull().default([]),
});

export const publications = pgTable(
  'publications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['magazine', 'catalog'] }).notNull(),
    brand_code: text('brand_code').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    summary: text('summary').notNull().default(''),
    /** A magazine's room code. */
    room: text('room'),
    /** A catalogue's top-level category slug (null: everything). */
    category: text('category'),
    finish: text('finish').notNull(),
    cover_shapes: text('cover_shapes').array().notNull(),
    published_on: date('published_on', { mode: 'string' }).notNull(),
  },
  (t) => [unique().on(t.brand_code, t.kind, t.slug)],
);

export const feedback = pgTable('feedback', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The unguessable reference /feedbackDetail reads it back by. */
  ref: text('ref').notNull().unique(),
  brand_code: text('brand_code').notNull(),
  rating: integer('rating').notNull(),
  topic: text('topic').notNull(),
  comments: text('comments').notNull(),
  email: text('email').notNull().default(''),
  user_id: integer('user_id').references(() => users.id),
  created_at: timestamptz('created_at').notNull().defaultNow(),
});

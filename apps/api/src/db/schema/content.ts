import { date, doublePrecision, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { bigId, blankTexts, createdAt, requiredTexts } from './columns';
import { users } from './identity';

// Migrations 0005 (forms and dealers) and 0007 (publications and feedback).

export const contactMessages = pgTable('contact_messages', {
  id: bigId(),
  brand_code: text('brand_code').notNull(),
  full_name: text('full_name').notNull(),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull(),
  ...blankTexts('order_number', 'company_name', 'product_number'),
  comments: text('comments').notNull(),
  user_id: integer('user_id').references(() => users.id),
  created_at: createdAt(),
});

export const sampleRequests = pgTable('sample_requests', {
  id: bigId(),
  brand_code: text('brand_code').notNull(),
  full_name: text('full_name').notNull(),
  email: text('email').notNull().default(''),
  ...requiredTexts('item_number', 'finish_name', 'company_name', 'full_address', 'comments'),
  user_id: integer('user_id').references(() => users.id),
  created_at: createdAt(),
});

export const dealers = pgTable('dealers', {
  id: serial('id').primaryKey(),
  ...requiredTexts('name', 'street', 'city', 'state', 'postal_code', 'phone'),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  brands: text('brands').array().notNull().default([]),
});

export const publications = pgTable(
  'publications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['magazine', 'catalog'] }).notNull(),
    ...requiredTexts('brand_code', 'slug', 'title'),
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
  id: bigId(),
  /** The unguessable reference /feedbackDetail reads it back by. */
  ref: text('ref').notNull().unique(),
  brand_code: text('brand_code').notNull(),
  rating: integer('rating').notNull(),
  topic: text('topic').notNull(),
  comments: text('comments').notNull(),
  email: text('email').notNull().default(''),
  user_id: integer('user_id').references(() => users.id),
  created_at: createdAt(),
});

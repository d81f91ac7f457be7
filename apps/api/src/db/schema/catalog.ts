import type { FooterGroup, MenuNode } from '@portal/contract';
import {
  type AnyPgColumn,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, refersTo, requiredTexts, timestamptz, tsvector } from './columns';

// Migrations 0001, 0002 and 0008. numeric columns read as strings (both drivers): parse where a
// number is meant.

export const brands = pgTable('brands', {
  code: text('code').primaryKey(),
  ...requiredTexts('name', 'brand_id', 'host'),
  tagline: text('tagline').notNull().default(''),
});

export const rooms = pgTable('rooms', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  parent_id: integer('parent_id').references((): AnyPgColumn => categories.id),
  shape: text('shape').notNull(),
  rooms: text('rooms').array().notNull().default([]),
  sort: integer('sort').notNull().default(0),
});

export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    ...requiredTexts('brand_id', 'slug', 'name'),
    description: text('description').notNull().default(''),
    image: text('image'),
  },
  (t) => [unique().on(t.brand_id, t.slug)],
);

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  sku_number: text('sku_number').notNull().unique(),
  brand_id: text('brand_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  category_id: refersTo('category_id', () => categories.id),
  collection_id: integer('collection_id').references(() => collections.id),
  rooms: text('rooms').array().notNull().default([]),
  width: numeric('width', { precision: 7, scale: 2 }).notNull(),
  length: numeric('length', { precision: 7, scale: 2 }).notNull(),
  height: numeric('height', { precision: 7, scale: 2 }).notNull(),
  materials: text('materials').array().notNull().default([]),
  finishes: text('finishes').array().notNull().default([]),
  msrp_price: numeric('msrp_price', { precision: 10, scale: 2 }).notNull(),
  trade_price: numeric('trade_price', { precision: 10, scale: 2 }).notNull(),
  status: text('status').notNull().default('1'),
  stock: integer('stock').notNull().default(0),
  future_stock: integer('future_stock').notNull().default(0),
  cash_stock: integer('cash_stock').notNull().default(0),
  is_flash_deal: boolean('is_flash_deal').notNull().default(false),
  is_new: boolean('is_new').notNull().default(false),
  image: text('image').notNull(),
  images: text('images').array().notNull().default([]),
  created_at: createdAt(),
  // 0002: kept by the products_search_refresh trigger.
  category_name: text('category_name').notNull().default(''),
  search_vector: tsvector('search_vector'),
  // 0008
  on_sale: boolean('on_sale').notNull().default(false),
  // 0018: a flash deal's price and when it ends (null on other products).
  deal_price: numeric('deal_price', { precision: 10, scale: 2 }),
  deal_ends_at: timestamptz('deal_ends_at'),
});

export const brandMenus = pgTable(
  'brand_menus',
  {
    brand_code: text('brand_code')
      .notNull()
      .references(() => brands.code),
    kind: text('kind', { enum: ['menu', 'pad', 'footer'] }).notNull(),
    tree: jsonb('tree').$type<MenuNode[] | FooterGroup[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.brand_code, t.kind] })],
);

/** 0008: the narrow copy a list page filters on, kept by statement-level triggers. */
export const productSearch = pgTable('product_search', {
  id: integer('id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  brand_id: text('brand_id').notNull(),
  status: text('status').notNull(),
  is_flash_deal: boolean('is_flash_deal').notNull(),
  is_new: boolean('is_new').notNull(),
  on_sale: boolean('on_sale').notNull(),
  category_id: integer('category_id').notNull(),
  collection_id: integer('collection_id'),
  rooms: text('rooms').array().notNull(),
  msrp_price: numeric('msrp_price', { precision: 10, scale: 2 }).notNull(),
  trade_price: numeric('trade_price', { precision: 10, scale: 2 }).notNull(),
  availability: text('availability').notNull(),
  created_at: timestamptz('created_at').notNull(),
  name_key: text('name_key').notNull(),
  rank_vector: tsvector('rank_vector').notNull(),
  match_vector: tsvector('match_vector').notNull(),
});

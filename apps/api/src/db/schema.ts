import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Mirrors db/migrations/*.sql (the migrations are the source of truth; a test compares them).

export const brands = pgTable('brands', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  brandId: text('brand_id').notNull(),
  host: text('host').notNull(),
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
  parentId: integer('parent_id'),
  shape: text('shape').notNull(),
  rooms: text('rooms').array().notNull().default([]),
  sort: integer('sort').notNull().default(0),
});

export const collections = pgTable('collections', {
  id: serial('id').primaryKey(),
  brandId: text('brand_id').notNull(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image: text('image'),
});

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  skuNumber: text('sku_number').notNull().unique(),
  brandId: text('brand_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  categoryId: integer('category_id').notNull(),
  collectionId: integer('collection_id'),
  rooms: text('rooms').array().notNull().default([]),
  width: numeric('width', { precision: 7, scale: 2 }).notNull(),
  length: numeric('length', { precision: 7, scale: 2 }).notNull(),
  height: numeric('height', { precision: 7, scale: 2 }).notNull(),
  materials: text('materials').array().notNull().default([]),
  finishes: text('finishes').array().notNull().default([]),
  msrpPrice: numeric('msrp_price', { precision: 10, scale: 2 }).notNull(),
  tradePrice: numeric('trade_price', { precision: 10, scale: 2 }).notNull(),
  status: text('status').notNull().default('1'),
  stock: integer('stock').notNull().default(0),
  futureStock: integer('future_stock').notNull().default(0),
  cashStock: integer('cash_stock').notNull().default(0),
  isFlashDeal: boolean('is_flash_deal').notNull().default(false),
  isNew: boolean('is_new').notNull().default(false),
  onSale: boolean('on_sale').notNull().default(false),
  image: text('image').notNull(),
  images: text('images').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const brandMenus = pgTable(
  'brand_menus',
  {
    brandCode: text('brand_code').notNull(),
    kind: text('kind').notNull(),
    tree: jsonb('tree').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandCode, t.kind] })],
);

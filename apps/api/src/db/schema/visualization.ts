import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { bigId, createdAt, refersTo, timestamptz } from './columns';
import { users } from './identity';

// Migration 0016: room visualization.

export interface StoredRect {
  width: number;
  height: number;
  top: number;
  left: number;
}

export const aiPhotos = pgTable('ai_photos', {
  id: bigId(),
  file_name: text('file_name').notNull().unique(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  image_code: text('image_code').unique(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  created_at: createdAt(),
});

export const aiCases = pgTable('ai_cases', {
  id: bigId(),
  user_id: refersTo('user_id', () => users.id, { onDelete: 'cascade' }),
  brand_code: text('brand_code').notNull(),
  source: smallint('source').notNull(),
  room_type: text('room_type').notNull(),
  file_name: text('file_name').notNull(),
  sku_number: text('sku_number'),
  areas: jsonb('areas').$type<StoredRect[]>().notNull(),
  shade: boolean('shade').notNull().default(true),
  status: smallint('status').notNull().default(0),
  errmsg: text('errmsg'),
  notified: boolean('notified').notNull().default(false),
  attempts: integer('attempts').notNull().default(0),
  lease_until: timestamptz('lease_until'),
  created_at: createdAt(),
  finished_at: timestamptz('finished_at'),
});

export const aiCaseVariants = pgTable(
  'ai_case_variants',
  {
    id: bigId(),
    case_id: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => aiCases.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    high_image: text('high_image').notNull(),
    low_image: text('low_image').notNull(),
    sku_numbers: text('sku_numbers').array().notNull().default([]),
  },
  (t) => [unique().on(t.case_id, t.position)],
);

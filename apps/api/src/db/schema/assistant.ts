import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bigId, createdAt, requiredTexts } from './columns';
import { users } from './identity';

// Migration 0015: Cara's chat history and the usage log.

export const chatMessages = pgTable('chat_messages', {
  id: bigId(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  guest_id: text('guest_id'),
  ...requiredTexts('brand_code', 'send_user_id', 'text'),
  segments: jsonb('segments').$type<string[]>().notNull(),
  state: jsonb('state').$type<Record<string, unknown>>(),
  created_at: createdAt(),
});

export const activityLogs = pgTable('activity_logs', {
  id: bigId(),
  type: text('type').notNull(),
  tag1: text('tag1'),
  tag2: text('tag2'),
  tag3: text('tag3'),
  tag4: text('tag4'),
  tag5: text('tag5'),
  data1: text('data1'),
  data2: text('data2'),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  guest_id: text('guest_id'),
  brand_code: text('brand_code').notNull(),
  created_at: createdAt(),
});

import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bigId, createdAt } from './columns';
import { users } from './identity';

// Migration 0015: the usage log (modules/activity writes it).

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

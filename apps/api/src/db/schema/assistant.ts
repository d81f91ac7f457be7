import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bigId, createdAt, requiredTexts } from './columns';
import { users } from './identity';

// Migration 0015: Cara's chat history (the usage log of the same migration is in activity.ts).

export const chatMessages = pgTable('chat_messages', {
  id: bigId(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  guest_id: text('guest_id'),
  ...requiredTexts('brand_code', 'send_user_id', 'text'),
  segments: jsonb('segments').$type<string[]>().notNull(),
  state: jsonb('state').$type<Record<string, unknown>>(),
  created_at: createdAt(),
});

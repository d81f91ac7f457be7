import { bigserial, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

// Migration 0003: every mail and SMS the portal sends.

export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel', { enum: ['mail', 'sms'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  created_at: timestamptz('created_at').notNull().defaultNow(),
  sent_at: timestamptz('sent_at'),
});

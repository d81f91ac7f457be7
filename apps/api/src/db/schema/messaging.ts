import { pgTable, text } from 'drizzle-orm/pg-core';
import { bigId, createdAt, timestamptz } from './columns';

// Migration 0003: every mail and SMS the portal sends.

export const outbox = pgTable('outbox', {
  id: bigId(),
  channel: text('channel', { enum: ['mail', 'sms'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  // Migration 0028: the HTML part of a mail that has one (the order confirmation).
  html: text('html'),
  created_at: createdAt(),
  sent_at: timestamptz('sent_at'),
  // Migration 0023: when a relay sweep last claimed the unsent message (decision 040).
  attempted_at: timestamptz('attempted_at'),
});

import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, refersTo, timestamptz } from './columns';
import { users } from './identity';

// Migration 0012: sub-accounts and their invitations (modules/team writes them).

export const subAccounts = pgTable('sub_accounts', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  invited_at: timestamptz('invited_at').notNull().defaultNow(),
  activated_at: timestamptz('activated_at'),
  closed_at: timestamptz('closed_at'),
});

export const subAccountInvites = pgTable('sub_account_invites', {
  token_hash: text('token_hash').primaryKey(),
  user_id: refersTo('user_id', () => users.id),
  expires_at: timestamptz('expires_at').notNull(),
  used_at: timestamptz('used_at'),
  created_at: createdAt(),
});

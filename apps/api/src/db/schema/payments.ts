import { numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, requiredTexts } from './columns';

// Migration 0014 (decision 022): the sandbox gateway's ledger (modules/payments writes it).

export const sandboxCharges = pgTable('sandbox_charges', {
  id: text('id').primaryKey(),
  idempotency_key: text('idempotency_key').notNull().unique(),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  ...requiredTexts('token_last4', 'method', 'status'),
  created_at: createdAt(),
});

// Migration 0025 (decision 045): the sandbox gateway's vault, token → what it stands for.
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  token: text('token').primaryKey(),
  ...requiredTexts('method', 'funding', 'outcome', 'last4'),
  created_at: createdAt(),
});

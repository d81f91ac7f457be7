import { pgTable, text } from 'drizzle-orm/pg-core';
import { bigId, createdAt, refersTo, requiredTexts } from './columns';
import { users } from './identity';

// Migration 0014 (decision 022): the billing addresses checkout keeps per user.

export const billingAddresses = pgTable('billing_addresses', {
  id: bigId(),
  user_id: refersTo('user_id', () => users.id),
  ...requiredTexts('full_name', 'street', 'city', 'state', 'postal_code'),
  country: text('country').notNull().default('US'),
  created_at: createdAt(),
});

import type { BrandCode, Mode } from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  integer,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { bigId, blankTexts, createdAt, refersTo, timestamptz } from './columns';

// Migrations 0003 (accounts and sessions), 0006 (Rowe sign-on) and 0010 (session hand-off).
// CHECK constraints of the migrations are the enums here: a value outside them fails to compile.
// bigserial ids read as numbers on both drivers (mode 'number': exact below 2^53).

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  dba: text('dba').notNull().default(''),
  kind: text('kind', { enum: ['designer', 'dealer', 'internal'] })
    .notNull()
    .default('designer'),
  ...blankTexts('business_type', 'federal_id', 'website', 'street', 'city', 'state', 'postal_code'),
  country: text('country').notNull().default('US'),
  how_heard: text('how_heard').notNull().default(''),
  referrer: text('referrer').notNull().default(''),
  status: text('status', { enum: ['pending', 'active', 'rejected', 'closed'] })
    .notNull()
    .default('pending'),
  max_active_accounts: integer('max_active_accounts').notNull().default(10),
  tier: text('tier').notNull().default('Bronze'),
  created_at: createdAt(),
  reviewed_at: timestamptz('reviewed_at'),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').references(() => companies.id),
  /** Sub-accounts: the parent designer. Customers: their designer. */
  parent_user_id: integer('parent_user_id').references((): AnyPgColumn => users.id),
  account_type: text('account_type', {
    enum: ['designer', 'sub_account', 'customer', 'dealer', 'client_agent', 'staff', 'ffd'],
  }).notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  first_name: text('first_name').notNull().default(''),
  last_name: text('last_name').notNull().default(''),
  password_hash: text('password_hash'),
  status: text('status', { enum: ['pending', 'not_activated', 'active', 'closed'] })
    .notNull()
    .default('active'),
  /** Registered with a phone number only: must sign in with an SMS code. */
  phone_registered: boolean('phone_registered').notNull().default(false),
  head_img: text('head_img').notNull().default(''),
  agent_code: text('agent_code'),
  created_at: createdAt(),
  password_changed_at: timestamptz('password_changed_at'),
  /** Migration 0019: a customer's profile phone, copied by trigger for search_text. */
  profile_phone: text('profile_phone'),
  /** Migration 0019: the customer search's text, lower-case: name, email, profile phone. */
  /** Migration 0029: the view chosen last, where the next sign-in lands (decision 057). */
  last_mode: text('last_mode').$type<Mode>(),
  search_text: text('search_text').generatedAlwaysAs(
    sql`lower(first_name || ' ' || last_name) || E'\n' || lower(email) || E'\n' || coalesce(profile_phone, '')`,
  ),
});

export const sessions = pgTable('sessions', {
  id: bigId(),
  token_hash: text('token_hash').notNull().unique(),
  user_id: refersTo('user_id', () => users.id),
  mode: text('mode').$type<Mode>().notNull(),
  customer_id: integer('customer_id').references(() => users.id),
  created_at: createdAt(),
  last_seen_at: timestamptz('last_seen_at').notNull().defaultNow(),
  expires_at: timestamptz('expires_at').notNull(),
  ended_at: timestamptz('ended_at'),
  end_reason: text('end_reason', { enum: ['logout', 'password_change', 'account_closed'] }),
});

export const oneTimeCodes = pgTable('one_time_codes', {
  id: bigId(),
  purpose: text('purpose', { enum: ['login', 'register'] }).notNull(),
  target: text('target').notNull(),
  code_hash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expires_at: timestamptz('expires_at').notNull(),
  consumed_at: timestamptz('consumed_at'),
  created_at: createdAt(),
});

export const passwordLinks = pgTable('password_links', {
  token_hash: text('token_hash').primaryKey(),
  user_id: refersTo('user_id', () => users.id),
  expires_at: timestamptz('expires_at').notNull(),
  used_at: timestamptz('used_at'),
  created_at: createdAt(),
});

/** Failures (or calls) per key in a window; the key is locked after too many. */
export const throttle = pgTable('throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  window_start: timestamptz('window_start').notNull().defaultNow(),
  locked_until: timestamptz('locked_until'),
});

export const oidcStates = pgTable('oidc_states', {
  state: text('state').primaryKey(),
  code_verifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  bind_user_id: integer('bind_user_id').references(() => users.id),
  created_at: createdAt(),
});

export const roweIdentities = pgTable('rowe_identities', {
  sub: text('sub').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  email: text('email').notNull().default(''),
  linked_at: timestamptz('linked_at').notNull().defaultNow(),
});

export const roweLinkCodes = pgTable('rowe_link_codes', {
  code_hash: text('code_hash').primaryKey(),
  sub: text('sub').notNull(),
  ...blankTexts('email', 'given_name', 'family_name'),
  expires_at: timestamptz('expires_at').notNull(),
  used_at: timestamptz('used_at'),
});

/** 0010: one-time codes carrying a session to a sibling brand site (decision 016). */
export const sessionHandoffs = pgTable('session_handoffs', {
  code_hash: text('code_hash').primaryKey(),
  session_id: bigint('session_id', { mode: 'number' })
    .notNull()
    .references(() => sessions.id),
  target_brand: text('target_brand').$type<BrandCode>().notNull(),
  sealed: text('sealed').notNull(),
  created_at: createdAt(),
  expires_at: timestamptz('expires_at').notNull(),
  used_at: timestamptz('used_at'),
});

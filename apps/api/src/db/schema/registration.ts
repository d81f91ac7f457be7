import { bigint, date, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { bigId, blankTexts, createdAt, refersTo, requiredTexts, timestamptz } from './columns';
import { companies } from './identity';

// Migration 0004: drafts, their uploaded documents, and what a submitted application becomes.

export const registrationDrafts = pgTable('registration_drafts', {
  id: bigId(),
  key_hash: text('key_hash').notNull().unique(),
  created_at: createdAt(),
  submitted_at: timestamptz('submitted_at'),
});

export const registrationFiles = pgTable('registration_files', {
  id: text('id').primaryKey(),
  draft_id: bigint('draft_id', { mode: 'number' })
    .notNull()
    .references(() => registrationDrafts.id),
  ...requiredTexts('original_name', 'stored_name', 'mime'),
  size: integer('size').notNull(),
  created_at: createdAt(),
  deleted_at: timestamptz('deleted_at'),
});

export const certificates = pgTable('certificates', {
  id: serial('id').primaryKey(),
  company_id: refersTo('company_id', () => companies.id),
  kind: text('kind', { enum: ['sales_tax', 'reseller'] }).notNull(),
  ...blankTexts('registration_state', 'state_tax_number', 'certificate_number'),
  /** 'YYYY-MM-DD' as PostgreSQL prints it. */
  valid_from: date('valid_from', { mode: 'string' }),
  valid_to: date('valid_to', { mode: 'string' }),
  /** Stored names of the certificate's documents. */
  files: text('files').array().notNull().default([]),
  created_at: createdAt(),
});

export const companyAgreements = pgTable('company_agreements', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  ...requiredTexts('print_name', 'title', 'signature_file'),
  agreed_at: timestamptz('agreed_at').notNull().defaultNow(),
});

// Migration 0027: dealer applications (Request Access) and the record of review actions.

export const dealerApplications = pgTable('dealer_applications', {
  id: bigId(),
  draft_id: bigint('draft_id', { mode: 'number' })
    .notNull()
    .references(() => registrationDrafts.id),
  ...requiredTexts(
    'company',
    'contact_name',
    'email',
    'phone',
    'territory',
    'street',
    'city',
    'state',
    'postal_code',
    'certificate_number',
  ),
  valid_from: date('valid_from', { mode: 'string' }).notNull(),
  valid_to: date('valid_to', { mode: 'string' }).notNull(),
  files: text('files').array().notNull().default([]),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
  ...blankTexts('reason'),
  company_id: integer('company_id').references(() => companies.id),
  created_at: createdAt(),
  reviewed_at: timestamptz('reviewed_at'),
});

export const reviewActions = pgTable('review_actions', {
  id: bigId(),
  actor: text('actor').notNull(),
  action: text('action', { enum: ['approve', 'reject'] }).notNull(),
  kind: text('kind', { enum: ['trade', 'dealer'] }).notNull(),
  email: text('email').notNull(),
  ...blankTexts('reason'),
  created_at: createdAt(),
});

import { bigint, bigserial, date, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { companies } from './identity';

// Migration 0004: drafts, their uploaded documents, and what a submitted application becomes.

export const registrationDrafts = pgTable('registration_drafts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  key_hash: text('key_hash').notNull().unique(),
  created_at: timestamptz('created_at').notNull().defaultNow(),
  submitted_at: timestamptz('submitted_at'),
});

export const registrationFiles = pgTable('registration_files', {
  id: text('id').primaryKey(),
  draft_id: bigint('draft_id', { mode: 'number' })
    .notNull()
    .references(() => registrationDrafts.id),
  original_name: text('original_name').notNull(),
  stored_name: text('stored_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  created_at: timestamptz('created_at').notNull().defaultNow(),
  deleted_at: timestamptz('deleted_at'),
});

export const certificates = pgTable('certificates', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id')
    .notNull()
    .references(() => companies.id),
  kind: text('kind', { enum: ['sales_tax', 'reseller'] }).notNull(),
  registration_state: text('registration_state').notNull().default(''),
  state_tax_number: text('state_tax_number').notNull().default(''),
  certificate_number: text('certificate_number').notNull().default(''),
  /** 'YYYY-MM-DD' as PostgreSQL prints it. */
  valid_from: date('valid_from', { mode: 'string' }),
  valid_to: date('valid_to', { mode: 'string' }),
  /** Stored names of the certificate's documents. */
  files: text('files').array().notNull().default([]),
  created_at: timestamptz('created_at').notNull().defaultNow(),
});

export const companyAgreements = pgTable('company_agreements', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  print_name: text('print_name').notNull(),
  title: text('title').notNull(),
  signature_file: text('signature_file').notNull(),
  agreed_at: timestamptz('agreed_at').notNull().defaultNow(),
});

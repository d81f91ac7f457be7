import {
  bigint,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { bigId, createdAt, refersTo, requiredTexts, timestamptz } from './columns';
import { companies, users } from './identity';

// Migration 0014 (decision 022): coupons, payment terms, net-30 applications, orders with items
// and events, payments keyed by Idempotency-Key (its billing addresses are in checkout.ts, the
// sandbox gateway's ledger in payments.ts).
// numeric columns read as strings: parse where a number is meant.

export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  description: text('description').notNull().default(''),
  percent_off: numeric('percent_off', { precision: 5, scale: 2 }).notNull().default('0'),
  amount_off: numeric('amount_off', { precision: 10, scale: 2 }).notNull().default('0'),
  min_subtotal: numeric('min_subtotal', { precision: 10, scale: 2 }).notNull().default('0'),
  brand_ids: text('brand_ids').array().notNull().default([]),
  order_kind: text('order_kind').notNull().default(''),
  valid_from: timestamptz('valid_from').notNull().defaultNow(),
  valid_to: timestamptz('valid_to'),
  max_uses: integer('max_uses').notNull().default(1000),
  used_count: integer('used_count').notNull().default(0),
  created_at: createdAt(),
});

export const companyPaymentTerms = pgTable('company_payment_terms', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  terms: text('terms', { enum: ['deposit_50', 'net_30'] }).notNull(),
  granted_at: timestamptz('granted_at').notNull().defaultNow(),
});

export const currentAccountApplications = pgTable('current_account_applications', {
  id: bigId(),
  company_id: refersTo('company_id', () => companies.id),
  user_id: refersTo('user_id', () => users.id),
  ...requiredTexts('company_name', 'contact_name', 'email', 'phone'),
  requested_limit: integer('requested_limit').notNull(),
  bank_reference: text('bank_reference').notNull(),
  trade_references: text('trade_references').notNull(),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
  created_at: createdAt(),
  reviewed_at: timestamptz('reviewed_at'),
});

export const orders = pgTable('orders', {
  id: bigId(),
  order_number: text('order_number').notNull().unique(),
  user_id: refersTo('user_id', () => users.id),
  company_id: integer('company_id').references(() => companies.id),
  customer_id: integer('customer_id').references(() => users.id),
  brand_code: text('brand_code').notNull(),
  kind: text('kind', { enum: ['n', 's'] }).notNull(),
  status: text('status', {
    enum: ['pending_payment', 'preparing', 'ready_to_ship', 'shipped', 'delivered', 'cancelled'],
  }).notNull(),
  payment_method: text('payment_method', { enum: ['card', 'ach', 'net_30'] }).notNull(),
  payment_state: text('payment_state').notNull().default('pending'),
  subtotal: numeric('subtotal', { precision: 12, scale: 2 }).notNull(),
  discount: numeric('discount', { precision: 12, scale: 2 }).notNull().default('0'),
  shipping: numeric('shipping', { precision: 12, scale: 2 }).notNull(),
  tax: numeric('tax', { precision: 12, scale: 2 }).notNull(),
  processing_fee: numeric('processing_fee', { precision: 12, scale: 2 }).notNull(),
  total: numeric('total', { precision: 12, scale: 2 }).notNull(),
  amount_paid: numeric('amount_paid', { precision: 12, scale: 2 }).notNull().default('0'),
  coupon_code: text('coupon_code').references(() => coupons.code),
  shipping_method: text('shipping_method').notNull(),
  ship_to: jsonb('ship_to').$type<Record<string, string>>().notNull(),
  billing_address: jsonb('billing_address').$type<Record<string, string>>(),
  tracking_supplier: text('tracking_supplier'),
  waybill: text('waybill'),
  created_at: createdAt(),
});

export const orderItems = pgTable('order_items', {
  id: bigId(),
  order_id: bigint('order_id', { mode: 'number' })
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  ...requiredTexts('sku_number', 'name', 'image', 'brand_id'),
  product_data_type: smallint('product_data_type').notNull(),
  customizable_type: smallint('customizable_type').notNull().default(0),
  count: integer('count').notNull(),
  unit_price: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
  line_total: numeric('line_total', { precision: 12, scale: 2 }).notNull(),
});

export const orderEvents = pgTable('order_events', {
  id: bigId(),
  order_id: bigint('order_id', { mode: 'number' })
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  note: text('note').notNull().default(''),
  created_at: createdAt(),
});

export const payments = pgTable(
  'payments',
  {
    id: bigId(),
    user_id: refersTo('user_id', () => users.id),
    idempotency_key: text('idempotency_key').notNull(),
    order_id: bigint('order_id', { mode: 'number' }).references(() => orders.id, {
      onDelete: 'set null',
    }),
    method: text('method').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    status: text('status', {
      enum: ['pending', 'succeeded', 'review', 'declined', 'failed', 'not_charged'],
    })
      .notNull()
      .default('pending'),
    gateway: text('gateway').notNull(),
    gateway_ref: text('gateway_ref'),
    draft: jsonb('draft').$type<Record<string, unknown>>().notNull(),
    answer: jsonb('answer').$type<{ err: number; errmsg: string; val: unknown }>(),
    created_at: createdAt(),
    settled_at: timestamptz('settled_at'),
  },
  (t) => [unique().on(t.user_id, t.idempotency_key)],
);

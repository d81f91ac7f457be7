import { integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { bigId, createdAt, refersTo, timestamptz } from './columns';
import { users } from './identity';

// Migration 0013 (decision 021): one cart per account across every brand site. No prices here:
// the cart service computes them from the product and the caller's role on every read.

export const cartLines = pgTable(
  'cart_lines',
  {
    id: bigId(),
    user_id: refersTo('user_id', () => users.id),
    sku_number: text('sku_number')
      .notNull()
      .references(() => products.sku_number),
    /** 1 product, 2 sample (spec 3). */
    product_data_type: smallint('product_data_type').$type<1 | 2>().notNull().default(1),
    /** 0 standard, 1-3 customized, 4 COM (spec 3). */
    customizable_type: smallint('customizable_type')
      .$type<0 | 1 | 2 | 3 | 4>()
      .notNull()
      .default(0),
    /** '' for a standard line; the COM fabric or the option otherwise (one line per variant). */
    variant_key: text('variant_key').notNull().default(''),
    fabric_sku: text('fabric_sku'),
    fabric_name: text('fabric_name'),
    count: integer('count').notNull(),
    added_on_brand: text('added_on_brand').notNull(),
    add_type: smallint('add_type').notNull().default(4),
    ai_source: smallint('ai_source').notNull().default(0),
    created_at: createdAt(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.user_id, t.sku_number, t.product_data_type, t.variant_key)],
);

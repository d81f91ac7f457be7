import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { qualified } from '../../db/expressions';
import { deleteWhere, findRow } from '../../db/row-queries';
import { billingAddresses } from '../../db/schema/checkout';
import { users } from '../../db/schema/identity';
import { companyPaymentTerms, coupons, orders } from '../../db/schema/orders';
import { certificates } from '../../db/schema/registration';
import type { Row } from '../../db/schema/rows';
import { pick } from '../../lib/pick';

export type CouponRow = Row<typeof coupons>;
export type BillingAddressRow = Row<typeof billingAddresses>;
export type NewBillingAddress = Pick<
  BillingAddressRow,
  'full_name' | 'street' | 'city' | 'state' | 'postal_code' | 'country'
>;

export interface ProductFacts {
  sku_number: string;
  width: number;
  length: number;
  height: number;
  is_flash_deal: boolean;
  cash_stock: number;
}

export type PaymentTerms = 'deposit_50' | 'net_30';

export interface BuyerAccount {
  company_id: number | null;
  email: string;
  first_name: string;
  account_type: string;
  /** The company's terms (none: paid in full at order). */
  terms: PaymentTerms | null;
  /** States a valid resale certificate of the company covers today, upper case. */
  exempt_states: string[];
}

/** What checkout reads: product sizes and FFD stock, certificates, terms, coupons, addresses. */
export class CheckoutRepository {
  constructor(private readonly db: Database) {}

  /**
   * The account as a buyer, with its company's payment terms and the states its resale
   * certificates cover today, in one statement (it is read on every quote and order).
   */
  async account(userId: number): Promise<BuyerAccount | null> {
    // qualified(): in a select from one table Drizzle writes `${users.company_id}` bare, which
    // inside a subquery binds to the subquery's own table and read every company's rows (H1).
    const company = qualified(users.company_id);
    const [row] = await this.db.orm
      .select({
        ...pick(users, 'company_id', 'email', 'first_name', 'account_type'),
        terms: sql<PaymentTerms | null>`(SELECT t.terms FROM ${companyPaymentTerms} t
          WHERE t.company_id = ${company})`,
        exempt_states: sql<string[]>`coalesce((
          SELECT array_agg(DISTINCT upper(btrim(c.registration_state))
            ORDER BY upper(btrim(c.registration_state)))
          FROM ${certificates} c
          WHERE c.company_id = ${company} AND btrim(c.registration_state) <> ''
            AND (c.valid_from IS NULL OR c.valid_from <= current_date)
            AND c.valid_to >= current_date), '{}')`,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  }

  async coupon(code: string): Promise<CouponRow | null> {
    return findRow(this.db.orm, coupons, sql`lower(${coupons.code}) = lower(${code})`);
  }

  async couponUsedBy(userId: number, code: string): Promise<boolean> {
    const [row] = await this.db.orm
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.user_id, userId), eq(orders.coupon_code, code)));
    return (row?.n ?? 0) > 0;
  }

  async billingAddresses(userId: number): Promise<BillingAddressRow[]> {
    return this.db.orm
      .select()
      .from(billingAddresses)
      .where(eq(billingAddresses.user_id, userId))
      .orderBy(billingAddresses.id);
  }

  async billingAddress(userId: number, id: number): Promise<BillingAddressRow | null> {
    return findRow(
      this.db.orm,
      billingAddresses,
      and(eq(billingAddresses.user_id, userId), eq(billingAddresses.id, id)),
    );
  }

  /**
   * Adds an address unless the user has `limit` already. The user's row is locked so two adds at
   * once cannot both pass the count.
   */
  async addBillingAddress(
    userId: number,
    address: NewBillingAddress,
    limit: number,
  ): Promise<BillingAddressRow | null> {
    return this.db.orm.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [n] = await tx
        .select({ n: count() })
        .from(billingAddresses)
        .where(eq(billingAddresses.user_id, userId));
      if ((n?.n ?? 0) >= limit) return null;
      const [row] = await tx
        .insert(billingAddresses)
        .values({ ...address, user_id: userId })
        .returning();
      return row ?? null;
    });
  }

  async deleteBillingAddress(userId: number, id: number): Promise<boolean> {
    return deleteWhere(
      this.db.orm,
      billingAddresses,
      and(eq(billingAddresses.user_id, userId), eq(billingAddresses.id, id)),
    );
  }
}

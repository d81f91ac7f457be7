import { and, count, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accountUnder } from '../../db/expressions';
import { deleteWhere, findRow } from '../../db/row-queries';
import {
  billingAddresses,
  certificates,
  companyPaymentTerms,
  coupons,
  orders,
  products,
  type Row,
  users,
} from '../../db/schema';
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

/** What checkout reads: product sizes and FFD stock, certificates, terms, coupons, addresses. */
export class CheckoutRepository {
  constructor(private readonly db: Database) {}

  async productFacts(skus: string[]): Promise<Map<string, ProductFacts>> {
    if (!skus.length) return new Map();
    const rows = await this.db.orm
      .select({
        ...pick(products, 'sku_number', 'width', 'length', 'height', 'is_flash_deal', 'cash_stock'),
      })
      .from(products)
      .where(inArray(products.sku_number, skus));
    return new Map(
      rows.map((r) => [
        r.sku_number,
        { ...r, width: Number(r.width), length: Number(r.length), height: Number(r.height) },
      ]),
    );
  }

  async account(userId: number) {
    const [row] = await this.db.orm
      .select({
        ...pick(users, 'company_id', 'email', 'first_name', 'account_type'),
      })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  }

  /** States covered by a certificate of the company valid today. */
  async certificateStates(companyId: number): Promise<string[]> {
    const today = sql`current_date`;
    const rows = await this.db.orm
      .selectDistinct({ state: certificates.registration_state })
      .from(certificates)
      .where(
        and(
          eq(certificates.company_id, companyId),
          or(isNull(certificates.valid_from), lte(certificates.valid_from, today)),
          gte(certificates.valid_to, today),
        ),
      );
    return rows.map((r) => r.state.trim().toUpperCase()).filter(Boolean);
  }

  async paymentTerms(companyId: number): Promise<'deposit_50' | 'net_30' | null> {
    const [row] = await this.db.orm
      .select({ terms: companyPaymentTerms.terms })
      .from(companyPaymentTerms)
      .where(eq(companyPaymentTerms.company_id, companyId));
    return row?.terms ?? null;
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

  /** True when the customer is one of the designer's own. */
  async ownsCustomer(designerId: number, customerId: number): Promise<boolean> {
    const [row] = await this.db.orm
      .select({ id: users.id })
      .from(users)
      .where(accountUnder(customerId, designerId, 'customer'));
    return Boolean(row);
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

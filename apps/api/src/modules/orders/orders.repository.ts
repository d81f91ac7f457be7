import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { findRow } from '../../db/row-queries';
import { users } from '../../db/schema/identity';
import {
  companyPaymentTerms,
  coupons,
  currentAccountApplications,
  orderEvents,
  orderItems,
  orders,
  payments,
} from '../../db/schema/orders';
import type { NewRow, Row } from '../../db/schema/rows';
import { pick } from '../../lib/pick';
import type { OutgoingMessage } from '../messaging/outbox.service';

export type OrderRow = Row<typeof orders>;
export type PaymentRow = Row<typeof payments>;
export type NewOrder = Omit<NewRow<typeof orders>, 'id' | 'created_at' | 'status'>;
export type NewItem = Omit<NewRow<typeof orderItems>, 'id' | 'order_id'>;

/** The key is taken by another submission (answered from that one). */
export class KeyTaken extends Error {}
/** Not enough FFD stock left for a line: the whole reservation is rolled back. */
export class StockShort extends Error {
  constructor(readonly sku: string) {
    super(sku);
  }
}
/** The coupon's last use went to someone else in the meantime. */
export class CouponGone extends Error {}

/** The name of the customer an order was placed for (CheckoutCust), or null. */
const customerName = sql<
  string | null
>`(SELECT trim(u.first_name || ' ' || u.last_name) FROM users u WHERE u.id = orders.customer_id)`;

export interface Reservation {
  userId: number;
  key: string;
  gateway: string;
  method: string;
  amount: string;
  order: NewOrder;
  items: NewItem[];
  /** Flash-deal lines whose cash_stock is taken now (FFD). */
  stock: { sku: string; count: number }[];
  draft: Record<string, unknown>;
}

export interface Settlement {
  paymentId: number;
  orderId: number;
  paymentStatus: 'succeeded' | 'review';
  gatewayRef: string | null;
  paymentState: string;
  amountPaid: string;
  answer: PaymentRow['answer'];
  note: string;
  /** The buyer, whose ordered cart lines (`lineIds`) go. */
  userId: number;
  lineIds: number[];
  /** The order confirmation, recorded with the order. */
  mail: OutgoingMessage;
}

const ORDER_RESERVE = 'SELECT * FROM order_reserve($1, $2, $3, $4, $5, $6, $7, $8, $9)';
const ORDER_SETTLE =
  'SELECT * FROM order_settle($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)';

/** A jsonb argument as text: both drivers pass it to the function alike. */
const json = (v: unknown) => (v == null ? null : JSON.stringify(v));

export class OrdersRepository {
  constructor(private readonly db: Database) {}

  async paymentByKey(userId: number, key: string): Promise<PaymentRow | null> {
    return findRow(
      this.db.orm,
      payments,
      and(eq(payments.user_id, userId), eq(payments.idempotency_key, key)),
    );
  }

  /**
   * The first write, one statement (migration 0022, `order_reserve`): the payment row (unique
   * per user and key), the order awaiting payment with its items, the coupon's use and the FFD
   * stock (never below 0). All or nothing.
   */
  async reserve(r: Reservation): Promise<{ orderId: number; paymentId: number }> {
    try {
      const { rows } = await this.db.query<{ reserved_order: string; reserved_payment: string }>(
        ORDER_RESERVE,
        [
          r.userId,
          r.key,
          r.gateway,
          r.method,
          r.amount,
          json(r.draft),
          json(r.order),
          json(r.items),
          json(r.stock),
        ],
        { prepared: true },
      );
      const [row] = rows;
      if (!row) throw new KeyTaken();
      return { orderId: Number(row.reserved_order), paymentId: Number(row.reserved_payment) };
    } catch (e) {
      const refusal = e as { code?: string; message?: string; detail?: string };
      if (refusal.code === 'P0001' && refusal.message === 'stock_short')
        throw new StockShort(refusal.detail ?? '');
      if (refusal.code === 'P0001' && refusal.message === 'coupon_gone') throw new CouponGone();
      throw e;
    }
  }

  /**
   * The second write, one statement (migration 0022, `order_settle`): the order placed, its
   * payment settled with the answer to replay, its first timeline entry, the ordered cart lines
   * removed (the user's own only) and the confirmation recorded in the outbox. The outbox row to
   * deliver after it, or null when the payment was settled already (a reconciliation raced the
   * request; nothing written).
   */
  async settle(s: Settlement): Promise<{ id: number; created_at: string } | null> {
    const { rows } = await this.db.query<{ outbox_id: string; outbox_at: string }>(
      ORDER_SETTLE,
      [
        s.paymentId,
        s.orderId,
        s.paymentStatus,
        s.gatewayRef,
        s.paymentState,
        s.amountPaid,
        json(s.answer),
        s.note,
        s.userId,
        s.lineIds,
        s.mail.channel,
        s.mail.to,
        s.mail.subject ?? '',
        s.mail.body,
        s.mail.html ?? null,
      ],
      { prepared: true },
    );
    const [row] = rows;
    return row ? { id: Number(row.outbox_id), created_at: row.outbox_at } : null;
  }

  /** Undoes a reservation the gateway did not charge: stock and coupon back, the order gone. */
  async release(s: {
    paymentId: number;
    orderId: number | null;
    status: 'declined' | 'failed' | 'not_charged';
    answer: PaymentRow['answer'];
  }): Promise<void> {
    await this.db.orm.transaction(async (tx) => {
      const [open] = await tx
        .update(payments)
        .set({ status: s.status, answer: s.answer, settled_at: sql`now()`, order_id: null })
        .where(and(eq(payments.id, s.paymentId), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      if (!open || !s.orderId) return;
      await tx.execute(sql`
        UPDATE products p SET cash_stock = p.cash_stock + i.count
        FROM order_items i
        WHERE i.order_id = ${s.orderId} AND p.sku_number = i.sku_number AND p.is_flash_deal`);
      const [order] = await tx
        .select({ coupon_code: orders.coupon_code })
        .from(orders)
        .where(eq(orders.id, s.orderId));
      if (order?.coupon_code)
        await tx
          .update(coupons)
          .set({ used_count: sql`${coupons.used_count} - 1` })
          .where(eq(coupons.code, order.coupon_code));
      await tx
        .delete(orders)
        .where(and(eq(orders.id, s.orderId), eq(orders.status, 'pending_payment')));
    });
  }

  /** Payments left pending by a process that stopped (start-up reconciliation). */
  async pendingPayments(): Promise<PaymentRow[]> {
    return this.db.orm
      .select()
      .from(payments)
      .where(eq(payments.status, 'pending'))
      .orderBy(asc(payments.id));
  }

  async orderById(id: number): Promise<OrderRow | null> {
    return findRow(this.db.orm, orders, eq(orders.id, id));
  }

  async orderByNumber(
    orderNumber: string,
  ): Promise<(OrderRow & { customer_name: string | null }) | null> {
    const [row] = await this.db.orm
      .select({ order: orders, customer_name: customerName })
      .from(orders)
      .where(and(eq(orders.order_number, orderNumber), ne(orders.status, 'pending_payment')));
    return row ? { ...row.order, customer_name: row.customer_name } : null;
  }

  async list(
    where: { userId?: number; companyId?: number; customerId?: number; ffd?: boolean },
    page: number,
    limit: number,
  ) {
    const conds = [ne(orders.status, 'pending_payment')];
    if (where.userId) conds.push(eq(orders.user_id, where.userId));
    if (where.companyId) conds.push(eq(orders.company_id, where.companyId));
    if (where.customerId) conds.push(eq(orders.customer_id, where.customerId));
    if (where.ffd !== undefined)
      conds.push(where.ffd ? eq(orders.brand_code, 'FFD') : ne(orders.brand_code, 'FFD'));
    const filter = and(...conds);
    const rows = await this.db.orm
      .select({
        order: orders,
        item_count: sql<number>`(SELECT coalesce(sum(i.count), 0)::int FROM order_items i WHERE i.order_id = orders.id)`,
        customer_name: customerName,
      })
      .from(orders)
      .where(filter)
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [total] = await this.db.orm.select({ n: count() }).from(orders).where(filter);
    return { rows, total: total?.n ?? 0 };
  }

  async items(orderId: number) {
    return this.db.orm
      .select()
      .from(orderItems)
      .where(eq(orderItems.order_id, orderId))
      .orderBy(asc(orderItems.id));
  }

  async events(orderId: number) {
    return this.db.orm
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.order_id, orderId))
      .orderBy(asc(orderEvents.id));
  }

  /** Moves the order from one state to the next; false when it was not in `from`. */
  async transition(
    orderId: number,
    from: OrderRow['status'],
    to: OrderRow['status'],
    shipment: { tracking_supplier?: string; waybill?: string },
    note: string,
  ): Promise<boolean> {
    return this.db.orm.transaction(async (tx) => {
      const moved = await tx
        .update(orders)
        .set({ status: to, ...shipment })
        .where(and(eq(orders.id, orderId), eq(orders.status, from)))
        .returning({ id: orders.id });
      if (!moved.length) return false;
      await tx.insert(orderEvents).values({ order_id: orderId, status: to, note });
      return true;
    });
  }

  async userEmail(userId: number) {
    const [row] = await this.db.orm
      .select({
        ...pick(users, 'email', 'first_name', 'company_id', 'account_type'),
      })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  }

  async countOrders(where: { skus?: string[] } = {}) {
    const [n] = await this.db.orm
      .select({ n: count() })
      .from(orders)
      .where(
        where.skus
          ? sql`${orders.id} IN (SELECT order_id FROM order_items WHERE ${inArray(orderItems.sku_number, where.skus)})`
          : ne(orders.status, 'pending_payment'),
      );
    return n?.n ?? 0;
  }

  // Net-30 applications.
  async latestApplication(companyId: number) {
    const [row] = await this.db.orm
      .select()
      .from(currentAccountApplications)
      .where(eq(currentAccountApplications.company_id, companyId))
      .orderBy(desc(currentAccountApplications.id))
      .limit(1);
    return row ?? null;
  }

  async addApplication(row: NewRow<typeof currentAccountApplications>) {
    const [added] = await this.db.orm.insert(currentAccountApplications).values(row).returning();
    return added!;
  }

  /** Decides a pending application; approval grants net-30 terms in the same transaction. */
  async reviewApplication(id: number, approve: boolean) {
    return this.db.orm.transaction(async (tx) => {
      const [row] = await tx
        .update(currentAccountApplications)
        .set({ status: approve ? 'approved' : 'rejected', reviewed_at: sql`now()` })
        .where(
          and(
            eq(currentAccountApplications.id, id),
            eq(currentAccountApplications.status, 'pending'),
          ),
        )
        .returning();
      if (!row) return null;
      if (approve)
        await tx
          .insert(companyPaymentTerms)
          .values({ company_id: row.company_id, terms: 'net_30' })
          .onConflictDoUpdate({
            target: companyPaymentTerms.company_id,
            set: { terms: 'net_30', granted_at: sql`now()` },
          });
      return row;
    });
  }
}

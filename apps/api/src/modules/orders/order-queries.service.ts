import {
  ErrorCode,
  hasTag,
  CheckoutMessages as M,
  Messages,
  type OrderDetail,
  type OrderSummary,
} from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { CallerContext } from '../identity/caller-context';
import type { OrderRow, OrdersRepository } from './orders.repository';

/**
 * Who sees which orders, and the lists and detail of spec 2: personalOrder, designerOrder (the
 * company's), customerOrder (placed for the caller by their designer), ffdOrder.
 */
export class OrderQueriesService {
  constructor(private readonly repo: OrdersRepository) {}

  async list(
    caller: CallerContext,
    body: { scope: 'personal' | 'designer' | 'customer' | 'ffd'; page: number; limit: number },
  ) {
    const me = await this.me(caller);
    const where =
      body.scope === 'personal'
        ? { userId: me.id, ffd: false }
        : body.scope === 'ffd'
          ? { userId: me.id, ffd: true }
          : body.scope === 'customer'
            ? { customerId: me.id }
            : me.company_id && ['designer', 'sub_account', 'dealer'].includes(me.account_type)
              ? { companyId: me.company_id, ffd: false }
              : { userId: me.id, ffd: false };
    const { rows, total } = await this.repo.list(where, body.page, body.limit);
    return {
      list: rows.map((r) =>
        summary(r.order, r.item_count, r.customer_name, this.priced(caller, me, r.order)),
      ),
      total,
    };
  }

  async detail(caller: CallerContext, orderNumber: string): Promise<OrderDetail> {
    const me = await this.me(caller);
    const order = await this.visibleOrder(caller, orderNumber, me);
    const priced = this.priced(caller, me, order);
    const items = await this.repo.items(order.id);
    const events = await this.repo.events(order.id);
    return {
      ...summary(
        order,
        items.reduce((s, i) => s + i.count, 0),
        order.customer_name,
        priced,
      ),
      items: items.map((i) => ({
        sku_number: i.sku_number,
        name: i.name,
        image: i.image,
        brand_id: i.brand_id,
        product_data_type: i.product_data_type,
        count: i.count,
        ...(priced ? { unit_price: Number(i.unit_price), line_total: Number(i.line_total) } : {}),
      })),
      ship_to: order.ship_to,
      billing_address: order.billing_address,
      shipping_method: order.shipping_method,
      coupon_code: order.coupon_code,
      tracking_supplier: order.tracking_supplier,
      waybill: order.waybill,
      timeline: events.map((e) => ({
        status: e.status,
        note: e.note,
        created_at: new Date(e.created_at).toISOString(),
      })),
    };
  }

  /** The invoice's order: only for a caller who may see what was paid (else 25010). */
  async invoiceOrder(caller: CallerContext, orderNumber: string): Promise<OrderDetail> {
    const detail = await this.detail(caller, orderNumber);
    if (!detail.priced) throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
    return detail;
  }

  /**
   * Whether the caller sees what the order cost (CallNeeds prices 'trade', issue 33 H2): the
   * trade price only with designer_price; a Flash Deals shopper their own order; staff all.
   * A customer reading an order placed for them sees its items and state, never the trade price.
   */
  private priced(caller: CallerContext, me: Me, order: Pick<OrderRow, 'user_id'>): boolean {
    if (me.account_type === 'staff') return true;
    if (me.account_type === 'ffd') return order.user_id === me.id;
    return hasTag(caller.roles, 'designer_price');
  }

  /** The order if the caller placed it, is its customer, or is a designer of its company; else not found. */
  async visibleOrder(caller: CallerContext, orderNumber: string, known?: Me) {
    const me = known ?? (await this.me(caller));
    const order = await this.repo.orderByNumber(orderNumber.trim());
    const mine =
      order &&
      (order.user_id === me.id ||
        order.customer_id === me.id ||
        me.account_type === 'staff' ||
        (me.company_id !== null &&
          order.company_id === me.company_id &&
          ['designer', 'sub_account', 'dealer'].includes(me.account_type)));
    if (!order || !mine) throw new AppError(ErrorCode.NOT_FOUND, M.orderNotFound);
    return order;
  }

  async me(caller: CallerContext) {
    if (!caller.userId) throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
    const me = await this.repo.userEmail(caller.userId);
    if (!me) throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
    return { id: caller.userId, ...me };
  }
}

type Me = Awaited<ReturnType<OrderQueriesService['me']>>;

export const summary = (
  o: OrderRow,
  itemCount: number,
  customerName: string | null,
  priced: boolean,
): OrderSummary => ({
  order_number: o.order_number,
  status: o.status as OrderSummary['status'],
  created_at: new Date(o.created_at).toISOString(),
  item_count: Number(itemCount),
  priced,
  ...(priced
    ? {
        subtotal: Number(o.subtotal),
        shipping: Number(o.shipping),
        tax: Number(o.tax),
        discount: Number(o.discount),
        processing_fee: Number(o.processing_fee),
        total: Number(o.total),
        amount_paid: Number(o.amount_paid),
      }
    : {}),
  payment_state: o.payment_state,
  payment_method: o.payment_method,
  customer_name: customerName,
});

import {
  type currentAccountApplicationBody,
  ErrorCode,
  isEmail,
  isUsPhone,
  CheckoutMessages as M,
  Messages,
} from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { CallerContext } from '../identity/caller-context';
import type { OutboxService } from '../messaging/outbox.service';
import { shipmentMail, termsMail } from './order-mails';
import type { OrderQueriesService } from './order-queries.service';
import type { OrderRow, OrdersRepository } from './orders.repository';

const bad = (message: string) => new AppError(ErrorCode.BAD_REQUEST, message);
const FROM: Record<'ready_to_ship' | 'shipped' | 'delivered', OrderRow['status']> = {
  ready_to_ship: 'preparing',
  shipped: 'ready_to_ship',
  delivered: 'shipped',
};

/**
 * Staff actions through the API (until a back office exists): shipment transitions of spec 4
 * and the decision on net-30 applications. Plus the company's own application.
 */
export class OrderStaffService {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly orders: OrderQueriesService,
    private readonly outbox: OutboxService,
  ) {}

  private async staff(caller: CallerContext) {
    const me = await this.orders.me(caller);
    if (me.account_type !== 'staff')
      throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
    return me;
  }

  async transition(
    caller: CallerContext,
    body: {
      order_number: string;
      to: 'ready_to_ship' | 'shipped' | 'delivered';
      carrier?: string;
      waybill?: string;
    },
  ) {
    await this.staff(caller);
    const order = await this.orders.visibleOrder(caller, body.order_number);
    const carrier = body.carrier?.trim() ?? '';
    const waybill = body.waybill?.trim() ?? '';
    if (body.to === 'shipped' && (!carrier || !waybill)) throw bad(M.waybillRequired);
    const shipment = body.to === 'shipped' ? { tracking_supplier: carrier, waybill } : {};
    const note =
      body.to === 'shipped'
        ? `Shipped with ${carrier}, waybill ${waybill}`
        : body.to.replace(/_/g, ' ');
    if (!(await this.repo.transition(order.id, FROM[body.to], body.to, shipment, note)))
      throw bad(M.badTransition);
    if (body.to === 'shipped') {
      const owner = await this.repo.userEmail(order.user_id);
      if (owner) await this.outbox.send(shipmentMail(owner.email, order, carrier, waybill));
    }
    return { order_number: order.order_number, status: body.to };
  }

  async apply(caller: CallerContext, raw: z.output<typeof currentAccountApplicationBody>) {
    const me = await this.orders.me(caller);
    if (!me.company_id || !['designer', 'dealer'].includes(me.account_type))
      throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
    const f = Object.fromEntries(
      Object.entries(raw).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
    ) as typeof raw;
    for (const k of ['company_name', 'contact_name', 'bank_reference', 'trade_references'] as const)
      if (!f[k]) throw bad(`${k}: ${M.applicationField}`);
    if (!isEmail(f.email)) throw bad(`email: ${M.applicationEmail}`);
    if (!isUsPhone(f.phone)) throw bad(`phone: ${M.contactPhone}`);
    if (f.requested_limit <= 0) throw bad(`requested_limit: ${M.applicationField}`);
    const last = await this.repo.latestApplication(me.company_id);
    if (last?.status === 'pending') throw bad(M.applicationPending);
    const row = await this.repo.addApplication({ ...f, company_id: me.company_id, user_id: me.id });
    return view(row);
  }

  async status(caller: CallerContext) {
    const me = await this.orders.me(caller);
    if (!me.company_id) return null;
    const row = await this.repo.latestApplication(me.company_id);
    return row ? view(row) : null;
  }

  async review(caller: CallerContext, body: { id: number; approve: boolean }) {
    await this.staff(caller);
    const row = await this.repo.reviewApplication(body.id, body.approve);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, M.applicationNotFound);
    const applicant = await this.repo.userEmail(row.user_id);
    if (applicant) await this.outbox.send(termsMail(applicant.email, body.approve));
    return view(row);
  }
}

const view = (r: {
  id: number;
  status: 'pending' | 'approved' | 'rejected';
  created_at: Date;
}) => ({
  id: r.id,
  status: r.status,
  created_at: new Date(r.created_at).toISOString(),
});

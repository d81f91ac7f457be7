import {
  currentAccountApply,
  currentAccountReview,
  currentAccountStatus,
  invoiceNumberOf,
  orderDetail,
  orderInvoice,
  orderList,
  orderTransition,
} from '@portal/contract';
import type { InvoiceService } from '../../modules/orders/invoice.service';
import type { OrderQueriesService } from '../../modules/orders/order-queries.service';
import type { OrderStaffService } from '../../modules/orders/order-staff.service';
import { type RouteApp, route } from '../define-route';

export const ordersRoutes = (
  app: RouteApp,
  orders: OrderQueriesService,
  staff: OrderStaffService,
  invoices: InvoiceService,
): void => {
  route(app, orderList, ({ caller, body }) => orders.list(caller, body));
  route(app, orderDetail, ({ caller, body }) => orders.detail(caller, body.order_number));
  route(app, orderInvoice, async ({ caller, params, reply }) => {
    const pdf = await invoices.pdf(caller, params.order_number);
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `inline; filename="${invoiceNumberOf(params.order_number)}.pdf"`,
      )
      .send(pdf);
  });
  route(app, orderTransition, ({ caller, body }) => staff.transition(caller, body));
  route(app, currentAccountApply, ({ caller, body }) => staff.apply(caller, body));
  route(app, currentAccountStatus, ({ caller }) => staff.status(caller));
  route(app, currentAccountReview, ({ caller, body }) => staff.review(caller, body));
};

import type { Database } from '../../db/database';
import type { CheckoutCart } from '../checkout/cart-port';
import { buildCheckout } from '../checkout/checkout.module';
import type { OutboxService } from '../messaging/outbox.service';
import type { PaymentGateway } from '../payments/payment-gateway';
import { sandboxGateway } from '../payments/payments.module';
import { InvoiceRepository } from './invoice.repository';
import { InvoiceService } from './invoice.service';
import { OrderQueriesService } from './order-queries.service';
import { OrderStaffService } from './order-staff.service';
import { OrdersRepository } from './orders.repository';
import { type OrderCustomers, OrdersService } from './orders.service';

/** Checkout, orders and staff actions over one gateway (the sandbox unless one is given). */
export const buildOrders = (
  db: Database,
  cart: CheckoutCart,
  outbox: OutboxService,
  customers: OrderCustomers,
  gateway: PaymentGateway = sandboxGateway(db),
) => {
  const repo = new OrdersRepository(db);
  const checkout = buildCheckout(db, cart);
  const orders = new OrdersService(repo, checkout, gateway, outbox, customers);
  const queries = new OrderQueriesService(repo);
  return {
    checkout,
    orders,
    queries,
    invoices: new InvoiceService(queries, new InvoiceRepository(db)),
    staff: new OrderStaffService(repo, queries, outbox),
    gateway,
  };
};

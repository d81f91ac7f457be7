import {
  billingAddressAdd,
  billingAddressDelete,
  billingAddressList,
  checkoutLines,
  checkoutQuote,
  IDEMPOTENCY_HEADER,
  submitOrder,
  supplementaryCheck,
  verifyCoupon,
} from '@portal/contract';
import type { CheckoutService } from '../../modules/checkout/checkout.service';
import type { OrdersService } from '../../modules/orders/orders.service';
import { type RouteApp, route } from '../define-route';

export const checkoutRoutes = (
  app: RouteApp,
  checkout: CheckoutService,
  orders: OrdersService,
): void => {
  route(app, checkoutQuote, ({ caller, brand, body }) => checkout.quote(caller, brand, body));
  route(app, checkoutLines, ({ caller, brand, body }) => checkout.lines(caller, brand, body.t));
  route(app, verifyCoupon, ({ caller, brand, body }) => checkout.verifyCoupon(caller, brand, body));
  route(app, supplementaryCheck, ({ caller, brand }) => checkout.supplementary(caller, brand));
  route(app, billingAddressList, ({ caller }) => checkout.listBilling(caller));
  route(app, billingAddressAdd, ({ caller, body }) => checkout.addBilling(caller, body));
  route(app, billingAddressDelete, ({ caller, body }) => checkout.deleteBilling(caller, body.id));
  route(app, submitOrder, ({ caller, brand, brandOrigin, body, request }) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    return orders.submit(caller, brand, idempotencyKey, body, brandOrigin);
  });
};

import type { Database } from '../../db/database';
import type { CheckoutCart } from './cart-port';
import { CheckoutRepository } from './checkout.repository';
import { CheckoutService } from './checkout.service';

export const buildCheckout = (db: Database, cart: CheckoutCart) =>
  new CheckoutService(new CheckoutRepository(db), cart);

import type { Quote, ShipTo } from '@portal/contract';
import type { PaymentFunding } from '../payments/payment-gateway';
import type { CheckoutLine } from './cart-port';
import type { CouponRow, PaymentTerms, ProductFacts } from './checkout.repository';

/** The shapes the checkout service hands to orders (kept apart to keep the service short). */
export interface Buyer {
  userId: number;
  companyId: number | null;
  email: string;
  firstName: string;
  /** FFD shoppers are consumers: no certificate gate, no trade terms. */
  consumer: boolean;
  /** The company's payment terms; null for consumers and companies without terms. */
  terms: PaymentTerms | null;
  /** States the company's valid resale certificates cover (none for consumers). */
  exemptStates: string[];
}

/** An order's payment method as the gateway recorded it: 'net_30' has none. */
export interface PayingWith {
  method: 'card' | 'ach' | 'net_30';
  funding: PaymentFunding | null;
}

/** Everything an order is written from: the lines, the facts and the computed quote. */
export interface PreparedCheckout {
  buyer: Buyer;
  lines: CheckoutLine[];
  facts: Map<string, ProductFacts>;
  shipTo: ShipTo;
  coupon: CouponRow | null;
  quote: Quote;
  /** A trade buyer with no valid resale certificate: may see totals, may not order (spec 4). */
  gated: boolean;
}

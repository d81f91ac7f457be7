import { type ShippingMethod, ShippingMethodCodes, type ShipTo } from '@portal/contract';
import { readDraft, removeDraft, writeDraft } from '../../lib/account-drafts';
import { getStored } from '../../lib/session';
import { EMPTY_SHIP_TO, type PaymentFields } from './components/checkout-form-state';

/** The customer an order is for, with the address the checkout prefills from. */
export interface OrderCustomer {
  id: number;
  name: string;
  ship_to?: Partial<ShipTo>;
}

/**
 * What the checkout keeps across a failed payment, a reload and /paymentFailed (decision 048):
 * the choices, never a card or bank account number.
 */
export interface CheckoutDraft {
  shipTo: ShipTo;
  method: ShippingMethod;
  coupon: string | null;
  billingId: number | null;
  customer: OrderCustomer | null;
  payMethod: PaymentFields['method'];
}

const FORM = (kind: 's' | 'n') => `checkout-${kind}`;
const owner = () => getStored('userEmail') ?? getStored('X-Auth-Uid');

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const positive = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

/** A stored draft read back field by field: anything unexpected falls back to empty. */
export function parseDraft(raw: unknown): CheckoutDraft | null {
  if (!isRecord(raw)) return null;
  const ship = isRecord(raw.shipTo) ? raw.shipTo : {};
  const shipTo = Object.fromEntries(
    Object.keys(EMPTY_SHIP_TO).map((k) => [k, k === 'country' ? 'US' : str(ship[k])]),
  ) as ShipTo;
  const method = (ShippingMethodCodes as readonly unknown[]).includes(raw.method)
    ? (raw.method as ShippingMethod)
    : 'white_glove';
  const c = isRecord(raw.customer) ? raw.customer : null;
  const customerId = c ? positive(c.id) : null;
  return {
    shipTo,
    method,
    coupon: str(raw.coupon) || null,
    billingId: positive(raw.billingId),
    customer: customerId && c ? { id: customerId, name: str(c.name) } : null,
    payMethod: raw.payMethod === 'ach' || raw.payMethod === 'net_30' ? raw.payMethod : 'card',
  };
}

export function loadCheckoutDraft(kind: 's' | 'n'): CheckoutDraft | null {
  const who = owner();
  return who ? parseDraft(readDraft(FORM(kind), who)) : null;
}

export function saveCheckoutDraft(kind: 's' | 'n', draft: CheckoutDraft): void {
  const who = owner();
  // The customer's address is in the form already: the draft keeps who, not their record.
  const customer = draft.customer && { id: draft.customer.id, name: draft.customer.name };
  if (who) writeDraft(FORM(kind), who, { ...draft, customer });
}

/** The order is placed: its draft is done. */
export function clearCheckoutDraft(kind: 's' | 'n'): void {
  const who = owner();
  if (who) removeDraft(FORM(kind), who);
}

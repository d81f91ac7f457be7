import type { ShipTo } from '@portal/contract';
import { useEffect, useState } from 'react';
import {
  type CheckoutDraft,
  loadCheckoutDraft,
  type OrderCustomer,
  saveCheckoutDraft,
} from '../checkout-draft';
import { EMPTY_PAYMENT, EMPTY_SHIP_TO, type PaymentFields } from './checkout-form-state';

/** A customer's address over the form's, field by field where the customer has one. */
const prefilled = (shipTo: ShipTo, from: Partial<ShipTo> | undefined): ShipTo => {
  const next = { ...shipTo };
  for (const [k, v] of Object.entries(from ?? {}))
    if (typeof v === 'string' && v.trim()) (next as Record<string, string>)[k] = v.trim();
  return next;
};

/**
 * The checkout form's state, started from the account's draft on this site and kept in it on
 * every change (decision 048). Payment numbers stay in memory only.
 */
export function useCheckoutForm(kind: 's' | 'n') {
  const [draft] = useState(() => loadCheckoutDraft(kind));
  const [shipTo, setShipTo] = useState<ShipTo>(draft?.shipTo ?? EMPTY_SHIP_TO);
  const [method, setMethod] = useState<CheckoutDraft['method']>(draft?.method ?? 'white_glove');
  const [coupon, setCoupon] = useState<string | null>(draft?.coupon ?? null);
  const [billingId, setBillingId] = useState<number | null>(draft?.billingId ?? null);
  const [customer, setCustomer] = useState<OrderCustomer | null>(draft?.customer ?? null);
  const [payment, setPayment] = useState<PaymentFields>({
    ...EMPTY_PAYMENT,
    method: draft?.payMethod ?? 'card',
  });

  useEffect(() => {
    saveCheckoutDraft(kind, {
      shipTo,
      method,
      coupon,
      billingId,
      customer,
      payMethod: payment.method,
    });
  }, [kind, shipTo, method, coupon, billingId, customer, payment.method]);

  /** CheckoutCust: the chosen customer's address fills the shipping fields it has. */
  const chooseCustomer = (next: OrderCustomer | null) => {
    setCustomer(next);
    if (next?.ship_to) setShipTo((s) => prefilled(s, next.ship_to));
  };

  return {
    shipTo,
    setShipTo,
    method,
    setMethod,
    coupon,
    setCoupon,
    billingId,
    setBillingId,
    customer,
    chooseCustomer,
    payment,
    setPayment,
  };
}

import { CheckoutMessages as M, type ShippingMethod, type ShipTo } from '@portal/contract';

export interface PaymentFields {
  method: 'card' | 'ach' | 'net_30';
  card_number: string;
  expiry: string;
  cvc: string;
  account_number: string;
  routing_number: string;
  ach_account_type: 'checking' | 'savings';
  ach_holder_type: 'personal' | 'business';
  ach_first_name: string;
  ach_last_name: string;
}

export const EMPTY_SHIP_TO: ShipTo = {
  full_name: '',
  contact_name: '',
  phone: '',
  street: '',
  city: '',
  state: '',
  postal_code: '',
  country: 'US',
};

export const EMPTY_PAYMENT: PaymentFields = {
  method: 'card',
  card_number: '',
  expiry: '',
  cvc: '',
  account_number: '',
  routing_number: '',
  ach_account_type: 'checking',
  ach_holder_type: 'business',
  ach_first_name: '',
  ach_last_name: '',
};

/** The form's own checks (the server checks the same and more). */
export const shipToProblems = (s: ShipTo): Partial<Record<keyof ShipTo, string>> => {
  const p: Partial<Record<keyof ShipTo, string>> = {};
  if (!s.full_name.trim()) p.full_name = M.fullName;
  if (!s.contact_name.trim()) p.contact_name = M.contactName;
  if (!s.street.trim()) p.street = M.addressField;
  if (!s.city.trim()) p.city = M.addressField;
  if (!/^[A-Za-z]{2}$/.test(s.state.trim())) p.state = M.addressField;
  if (!/^\d{5}(-\d{4})?$/.test(s.postal_code.trim())) p.postal_code = M.shippingFailed;
  return p;
};

export const quotable = (s: ShipTo) => {
  const p = shipToProblems(s);
  return !p.state && !p.postal_code && !p.street && !p.city;
};

export type { ShippingMethod };

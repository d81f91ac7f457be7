import {
  type Address,
  ErrorCode,
  isUsPhone,
  isUsZip,
  CheckoutMessages as M,
  type ShipTo,
} from '@portal/contract';
import { AppError } from '../../lib/app-error';
import { taxPercentFor } from './sales-tax';

const bad = (message: string) => new AppError(ErrorCode.BAD_REQUEST, message);

/** Trims every text field of an address. */
export const trimmed = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(
    Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  ) as T;

/** Spec 5: 'Please enter full name', then the address fields (ours), all server-side. */
export const checkAddress = (a: Address): Address => {
  const t = trimmed(a);
  if (!t.full_name) throw bad(`full_name: ${M.fullName}`);
  if (!t.street || !t.city) throw bad(`street: ${M.addressField}`);
  const state = t.state.toUpperCase();
  if (taxPercentFor(state) === null) throw bad(`state: ${M.addressField}`);
  if (!isUsZip(t.postal_code)) throw bad(`postal_code: ${M.shippingFailed}`);
  return { ...t, state };
};

/** The shipping address plus its contact ('Please enter contact name'). */
export const checkShipTo = (s: ShipTo): ShipTo => {
  const address = checkAddress(s);
  const contact = s.contact_name.trim();
  if (!contact) throw bad(`contact_name: ${M.contactName}`);
  if (!isUsPhone(s.phone)) throw bad(`phone: ${M.contactPhone}`);
  return { ...address, contact_name: contact, phone: s.phone.trim() };
};

/** One coupon per order: a single code or nothing. */
export const oneCouponCode = (raw: string | string[] | undefined): string | null => {
  if (raw === undefined) return null;
  if (Array.isArray(raw)) {
    const codes = raw.map((c) => c.trim()).filter(Boolean);
    if (codes.length > 1) throw bad(M.oneCoupon);
    return codes[0] ?? null;
  }
  return raw.trim() || null;
};

export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => Math.round(cents) / 100;

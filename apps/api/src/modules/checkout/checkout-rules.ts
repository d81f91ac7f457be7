import {
  type Address,
  ErrorCode,
  isUsPhone,
  isUsZip,
  CheckoutMessages as M,
  type ShipTo,
} from '@portal/contract';
import { AppError } from '../../lib/app-error';
import { pick } from '../../lib/pick';
import type { CheckoutLine } from './cart-port';
import type { CouponRow } from './checkout.repository';
import { taxPercentFor } from './sales-tax';

const bad = (message: string) => new AppError(ErrorCode.BAD_REQUEST, message);

/** Trims every text field of an address. */
export const trimmed = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(
    Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  ) as T;

/**
 * Spec 5: 'Please enter full name', then the address fields (ours), all server-side. A bad ZIP
 * is `zipMessage`: the shipping-cost message for the address shipped to, a ZIP message else.
 */
export const checkAddress = (a: Address, zipMessage: string = M.zipInvalid): Address => {
  const t = trimmed(a);
  if (!t.full_name) throw bad(`full_name: ${M.fullName}`);
  if (!t.street || !t.city) throw bad(`street: ${M.addressField}`);
  const state = t.state.toUpperCase();
  if (taxPercentFor(state) === null) throw bad(`state: ${M.addressField}`);
  if (!isUsZip(t.postal_code)) throw bad(`postal_code: ${zipMessage}`);
  return { ...t, state };
};

/** The shipping address plus its contact ('Please enter contact name'). */
export const checkShipTo = (s: ShipTo): ShipTo => {
  const address = checkAddress(s, M.shippingFailed);
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

/** A line's amount in cents: the server's unit price times the count. */
export const lineCents = (l: Pick<CheckoutLine, 'unit_price' | 'count'>) =>
  toCents(l.unit_price) * l.count;

/** The lines as the quote and the checkout's summary show them. */
export const quoteLines = (lines: CheckoutLine[]) =>
  lines.map((l) => ({
    ...pick(l, 'id', 'sku_number', 'name', 'image', 'brand_id'),
    ...pick(l, 'product_data_type', 'customizable_type', 'count', 'unit_price'),
    line_total: toDollars(lineCents(l)),
  }));

/** Cents of the lines together. */
export const sumCents = (lines: CheckoutLine[]) => lines.reduce((s, l) => s + lineCents(l), 0);

/** The lines a coupon counts: those of its brands, or all. */
export const couponLines = (c: CouponRow, lines: CheckoutLine[]) =>
  c.brand_ids.length ? lines.filter((l) => c.brand_ids.includes(l.brand_id)) : lines;

/** A coupon's discount: its percent of its lines plus its amount, never more than those lines. */
export const couponDiscountCents = (c: CouponRow, lines: CheckoutLine[]): number => {
  const base = sumCents(couponLines(c, lines));
  const off = Math.round((base * Number(c.percent_off)) / 100) + toCents(Number(c.amount_off));
  return Math.min(base, off);
};

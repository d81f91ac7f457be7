import {
  type BrandCode,
  BrandCodes,
  formatMoney,
  invoiceNumberOf,
  type OrderDetail,
  type PaymentState,
  PaymentStateLabels,
  Policy,
  type Seller,
  Sellers,
  type ShippingMethod,
  ShippingMethodLabels,
} from '@portal/contract';
import type { InvoiceParty } from './invoice.repository';

/** An invoice as printed: every amount and date already written out. */
export interface Invoice {
  seller: Seller;
  number: string;
  orderNumber: string;
  date: string;
  /** "Paid", a date (net 30), or "Before shipment" (the rest of a 50% deposit order). */
  due: string;
  terms: string;
  payment: string;
  shippingMethod: string;
  billTo: string[];
  shipTo: string[];
  lines: { sku: string; name: string; finish: string; qty: string; unit: string; amount: string }[];
  totals: [label: string, amount: string][];
  balance: number;
}

const DAY_MS = 86_400_000;

/** "Dec 7, 2026": dates in UTC, so that the server's zone does not move the day. */
export const invoiceDate = (d: Date) =>
  d.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

const cityLine = (a: Record<string, string | null | undefined>) =>
  [a.city, [a.state, a.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');

const addressLines = (a: Record<string, string | null | undefined>) =>
  [a.street, cityLine(a)].filter((s): s is string => Boolean(s?.trim()));

const TERMS: Record<string, string> = {
  card: 'Paid in full by card at order',
  ach: 'Paid in full by ACH bank transfer at order',
  net_30: `Net ${Policy.invoiceDays}: payment due ${Policy.invoiceDays} days from the invoice date`,
  deposit: `${Policy.depositAtOrderPercent}% deposit at order, balance before shipment`,
};

/** The invoice of a priced order, with its seller (the brand it was ordered on) and buyer. */
export function buildInvoice(o: OrderDetail, party: InvoiceParty): Invoice {
  const brand = (BrandCodes as readonly string[]).includes(party.brand_code)
    ? (party.brand_code as BrandCode)
    : 'HOM';
  const issued = new Date(party.created_at);
  const total = o.total ?? 0;
  const paid = o.amount_paid ?? 0;
  const balance = Math.max(0, Math.round((total - paid) * 100) / 100);
  const deposit = o.payment_state === 'deposit_paid';
  const due =
    balance === 0
      ? 'Paid'
      : o.payment_method === 'net_30'
        ? invoiceDate(new Date(issued.getTime() + Policy.invoiceDays * DAY_MS))
        : 'Before shipment';
  const billing = o.billing_address ?? null;
  const billTo = [
    party.company_name ?? party.buyer_name,
    ...(billing
      ? [billing.full_name ?? '', ...addressLines(billing)]
      : party.company_street
        ? addressLines({
            street: party.company_street,
            city: party.company_city,
            state: party.company_state,
            postal_code: party.company_postal_code,
          })
        : addressLines(o.ship_to)),
    party.buyer_email,
  ].filter((s) => s.trim() !== '');
  const s = o.ship_to;
  const shipTo = [
    s.full_name ?? '',
    ...addressLines(s),
    [s.contact_name, s.phone].filter(Boolean).join(', '),
  ].filter((x) => x.trim() !== '');
  const totals: [string, string][] = [['Subtotal', formatMoney(o.subtotal ?? 0)]];
  if (o.discount) totals.push([`Discount ${o.coupon_code ?? ''}`.trim(), formatMoney(-o.discount)]);
  totals.push(
    ['Shipping', formatMoney(o.shipping ?? 0)],
    ['Tax', formatMoney(o.tax ?? 0)],
    ['Processing fee', formatMoney(o.processing_fee ?? 0)],
    ['Total', formatMoney(total)],
    ['Amount paid', formatMoney(paid)],
    ['Balance due', formatMoney(balance)],
  );
  return {
    seller: Sellers[brand],
    number: invoiceNumberOf(o.order_number),
    orderNumber: o.order_number,
    date: invoiceDate(issued),
    due,
    terms: deposit ? TERMS.deposit! : (TERMS[o.payment_method] ?? o.payment_method),
    payment: PaymentStateLabels[o.payment_state as PaymentState] ?? o.payment_state,
    shippingMethod: ShippingMethodLabels[o.shipping_method as ShippingMethod] ?? o.shipping_method,
    billTo,
    shipTo,
    lines: o.items.map((i) => ({
      sku: i.sku_number,
      name: i.product_data_type === 2 ? `${i.name} (sample)` : i.name,
      finish: party.finishes[i.sku_number] ?? '',
      qty: String(i.count),
      unit: formatMoney(i.unit_price ?? 0),
      amount: formatMoney(i.line_total ?? 0),
    })),
    totals,
    balance,
  };
}

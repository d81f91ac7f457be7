import {
  formatMoney,
  invoiceNumberOf,
  orderDetail,
  orderInvoice,
  Sellers,
  shoppingCartAdd,
  submitOrder,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, callJson, signInAs } from '../../../test/fixtures/call';
import { card, NC, NY, newKey, VISA } from '../../../test/fixtures/checkout-fixture';
import { pdfText } from '../../../test/fixtures/pdf-text';
import { loadTwoTenants, TENANTS, type TwoTenants } from '../../../test/fixtures/tenants-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';

// Issue 34: the invoice was bare, and the confirmation mail listed no items. Two companies whose every invoice fact differs: north buys on
// Caracole on net-30 terms (an address on file, a due date 30 days on), south on Jonathan
// Charles with a 50% deposit by card (a billing address given at checkout, a balance left).

const t = useTestApp({ withBuilds: false, catalog: true });
let ids: TwoTenants;
const SOUTH_BILLING = {
  full_name: 'Atelier South Accounts',
  street: '500 Main St',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  country: 'US' as const,
};

const placeAndRead = async (
  key: 'north' | 'south',
  host: string,
  sku: string,
  count: number,
  pay: (token: string) => Promise<object>,
) => {
  const o = { host };
  const token = await signInAs(t, TENANTS[key].designer, { mode: 'mibd_designer', ...o });
  const add = await callJson(
    t,
    shoppingCartAdd,
    { sku_number: sku, number: count },
    { token, ...o },
  );
  expect(add.err).toBe(200);
  const placed = await callJson(
    t,
    submitOrder,
    { t: 'n', shipping_method: 'white_glove', ...(await pay(token)) },
    { token, ...o, headers: { 'idempotency-key': newKey() } },
  );
  expect(placed.err, placed.errmsg).toBe(200);
  const n = placed.val.order_number as string;
  const detail = (await callJson(t, orderDetail, { order_number: n }, { token, ...o })).val;
  const pdf = await callApi(t, orderInvoice, undefined, {
    token,
    ...o,
    params: { order_number: n },
  });
  expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
  expect(pdf.headers['content-disposition']).toContain(`${invoiceNumberOf(n)}.pdf`);
  return { n, detail, runs: pdfText(pdf.rawPayload).split('\n') };
};

/** The run printed right after a label (label and value are drawn as two runs). */
const after = (runs: string[], label: string) => runs[runs.indexOf(label) + 1];

let north: Awaited<ReturnType<typeof placeAndRead>>;
let south: Awaited<ReturnType<typeof placeAndRead>>;

beforeAll(async () => {
  ids = await loadTwoTenants(t.testDb.db);
  await t.testDb.db.query(
    `UPDATE companies SET street = '1 Elm St', city = 'Raleigh', state = 'NC', postal_code = '27601' WHERE id = $1`,
    [ids.north.company],
  );
  north = await placeAndRead('north', 'ca.localhost', 'CA-SOF-001', 3, async () => ({
    ship_to: NC,
    payment_method: 'net_30',
    payment: { token: '' },
  }));
  south = await placeAndRead('south', 'jc.localhost', 'JC-TBL-006', 2, async (token) => ({
    ship_to: NY,
    billing_address: SOUTH_BILLING,
    payment_method: 'card',
    payment: { token: await card(t.app, token, VISA) },
  }));
});

describe('the invoice PDF', () => {
  it('names the seller of the brand the order was placed on, with its contacts', () => {
    for (const [{ runs }, seller, other] of [
      [north, Sellers.CA, Sellers.JC],
      [south, Sellers.JC, Sellers.CA],
    ] as const) {
      for (const part of [
        seller.wordmark,
        seller.legalName,
        seller.street,
        seller.cityLine,
        seller.phone,
      ])
        expect(runs).toContain(part);
      expect(runs).toContain(seller.email);
      expect(runs).not.toContain(other.legalName);
      expect(after(runs, 'Pay to')).toBe(seller.remit.accountName);
      expect(after(runs, 'ABA routing')).toBe(seller.remit.routing);
      expect(after(runs, 'Account')).toBe(seller.remit.account);
    }
  });

  it('bills each company at its own address, ships where the order said', () => {
    const billTo = (runs: string[]) =>
      runs.slice(runs.indexOf('BILL TO') + 1, runs.indexOf('SHIP TO'));
    expect(billTo(north.runs)).toEqual([
      TENANTS.north.company,
      '1 Elm St',
      'Raleigh, NC 27601',
      TENANTS.north.designer,
    ]);
    expect(billTo(south.runs)).toEqual([
      TENANTS.south.company,
      SOUTH_BILLING.full_name,
      '500 Main St',
      'Austin, TX 78701',
      TENANTS.south.designer,
    ]);
    expect(north.runs).toContain('12 Market St');
    expect(north.runs).toContain('High Point, NC 27260');
    expect(south.runs).toContain('1 Broadway');
    expect(south.runs).toContain('New York, NY 10004');
  });

  it('numbers, dates and terms: net 30 due in 30 days; a deposit leaves a balance before shipment', () => {
    for (const o of [north, south]) {
      expect(after(o.runs, 'Invoice number')).toBe(invoiceNumberOf(o.n));
      expect(after(o.runs, 'Order number')).toBe(o.n);
    }
    const placed = new Date(north.detail.created_at);
    const fmt = (d: Date) =>
      d.toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      });
    expect(after(north.runs, 'Invoice date')).toBe(fmt(placed));
    expect(after(north.runs, 'Due')).toBe(fmt(new Date(placed.getTime() + 30 * 86_400_000)));
    expect(north.runs.join('\n')).toContain('Net 30: payment due 30 days from the invoice date');
    expect(after(south.runs, 'Due')).toBe('Before shipment');
    expect(south.runs.join('\n')).toContain('50% deposit at order, balance before shipment');
  });

  it('lists each line and the totals, every amount with thousands separators', () => {
    for (const [o, sku, count] of [
      [north, 'CA-SOF-001', 3],
      [south, 'JC-TBL-006', 2],
    ] as const) {
      const d = o.detail;
      const item = d.items[0];
      expect(item.line_total).toBeGreaterThan(1000);
      const row = o.runs.slice(o.runs.indexOf(sku), o.runs.indexOf(sku) + 8);
      expect(row).toEqual(
        expect.arrayContaining([
          item.name,
          'Natural',
          String(count),
          formatMoney(item.unit_price),
          formatMoney(item.line_total),
        ]),
      );
      expect(after(o.runs, 'Subtotal')).toBe(formatMoney(d.subtotal));
      expect(after(o.runs, 'Shipping')).toBe(formatMoney(d.shipping));
      expect(after(o.runs, 'Tax')).toBe(formatMoney(d.tax));
      expect(after(o.runs, 'Processing fee')).toBe(formatMoney(d.processing_fee));
      expect(after(o.runs, 'Total')).toBe(formatMoney(d.total));
      expect(after(o.runs, 'Amount paid')).toBe(formatMoney(d.amount_paid));
      expect(after(o.runs, 'Balance due')).toBe(formatMoney(d.total - d.amount_paid));
      expect(formatMoney(d.total)).toMatch(/^\$\d{1,3},\d{3}\.\d{2}$/);
    }
    // Net 30: nothing paid yet; the deposit: half.
    expect(north.detail.amount_paid).toBe(0);
    expect(Math.abs(south.detail.amount_paid - south.detail.total / 2)).toBeLessThanOrEqual(0.01);
  });
});

/** The confirmation recorded for an order: its text and HTML parts. */
const mailOf = async (orderNumber: string) => {
  const { rows } = await t.testDb.db.query<{
    recipient: string;
    body: string;
    html: string | null;
  }>('SELECT recipient, body, html FROM outbox WHERE subject = $1', [
    `Order confirmation ${orderNumber}`,
  ]);
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

describe('the order confirmation mail', () => {
  it('lists each item with its SKU, quantity and amount, and the totals, in text and HTML', async () => {
    for (const [o, key, sku, count] of [
      [north, 'north', 'CA-SOF-001', 3],
      [south, 'south', 'JC-TBL-006', 2],
    ] as const) {
      const mail = await mailOf(o.n);
      const item = o.detail.items[0];
      expect(mail.recipient).toBe(TENANTS[key].designer);
      const line = `- ${item.name} (SKU ${sku}) x ${count}: ${formatMoney(item.line_total)}`;
      expect(mail.body.split('\n')).toContain(line);
      for (const [label, amount] of [
        ['Subtotal', o.detail.subtotal],
        ['Shipping', o.detail.shipping],
        ['Tax', o.detail.tax],
        ['Processing fee', o.detail.processing_fee],
        ['Order total', o.detail.total],
        ['Paid now', o.detail.amount_paid],
      ] as const) {
        expect(mail.body.split('\n')).toContain(`${label}: ${formatMoney(amount)}`);
        expect(mail.html).toContain(
          `>${label}</td><td style="text-align:right;padding:2px 8px;width:120px">${formatMoney(amount)}<`,
        );
      }
      expect(mail.html).toContain(`>${item.name}</td>`);
      expect(mail.html).toContain(`>${sku}</td>`);
      expect(mail.html).toContain(`>${formatMoney(item.line_total)}</td>`);
    }
  });

  it("links to the order's detail on the brand site it was placed on", async () => {
    for (const [o, host, seller] of [
      [north, 'ca.localhost', Sellers.CA],
      [south, 'jc.localhost', Sellers.JC],
    ] as const) {
      const mail = await mailOf(o.n);
      const link = new RegExp(
        `http://${host.replace('.', '\\.')}(?::\\d+)?/orderDetail\\?order_number=${o.n}`,
      );
      expect(mail.body).toMatch(new RegExp(`See your order: ${link.source}$`, 'm'));
      expect(mail.html).toMatch(new RegExp(`<a href="${link.source}"`));
      expect(mail.html).toContain(`color:${seller.colour}`);
      expect(mail.html).toContain(seller.wordmark);
    }
  });
});

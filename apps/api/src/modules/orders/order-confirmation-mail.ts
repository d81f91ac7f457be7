import { formatMoney, invoiceNumberOf, routeByName, Sellers } from '@portal/contract';
import { escapeHtml } from '../../lib/html';
import type { OutgoingMessage } from '../messaging/outbox.service';
import type { Draft } from './order-draft';

/** Where the buyer reads the order: its detail route on the brand's own origin. */
export const orderLink = (origin: string, orderNumber: string) =>
  `${origin}${routeByName('orderDetail')?.paths[0] ?? '/orderDetail'}?order_number=${encodeURIComponent(orderNumber)}`;

/**
 * The order confirmation, text and HTML: each item (name, SKU, quantity, amount, as the buyer
 * saw them at checkout), the totals, what was paid, and a link to the order. A draft recorded
 * before issue 34 has no lines or brand: the mail then says what it knows.
 */
export function confirmationMail(
  d: Draft,
  val: { amount_paid: number; payment_state: string },
): OutgoingMessage {
  const seller = d.brand ? Sellers[d.brand] : null;
  const lines = d.lines ?? [];
  const a = d.amounts;
  const totals: [string, number][] = a
    ? [
        ['Subtotal', a.subtotal],
        ...(a.discount ? ([['Discount', -a.discount]] as [string, number][]) : []),
        ['Shipping', a.shipping],
        ['Tax', a.tax],
        ['Processing fee', a.processing_fee],
      ]
    : [];
  totals.push(['Order total', d.total], ['Paid now', val.amount_paid]);
  const link = d.origin ? orderLink(d.origin, d.order_number) : null;
  const state = val.payment_state === 'in_review' ? ' (payment under review)' : '';

  const text = [
    `Hello ${d.first_name || 'there'},`,
    '',
    `Thank you for your order ${d.order_number}${seller ? ` with ${seller.legalName}` : ''}.`,
    '',
    ...lines.map((l) => `- ${l.name} (SKU ${l.sku}) x ${l.count}: ${formatMoney(l.amount)}`),
    ...(lines.length ? [''] : []),
    ...totals.map(([label, n]) => `${label}: ${formatMoney(n)}`),
    ...(state ? [`Payment${state}`] : []),
    '',
    ...(link ? [`See your order: ${link}`, ''] : []),
    `Your invoice is ${invoiceNumberOf(d.order_number)}. We will write again when it ships.`,
  ].join('\n');

  const cell = 'padding:6px 8px;border-bottom:1px solid #e6e0d8';
  const colour = seller?.colour ?? '#1d1b19';
  const html = `<!doctype html><html lang="en"><body style="margin:0;font-family:Helvetica,Arial,sans-serif;color:#1d1b19">
<div style="max-width:600px;margin:0 auto;padding:24px">
${seller ? `<p style="font-size:22px;font-weight:bold;letter-spacing:1px;color:${colour};margin:0 0 16px">${escapeHtml(seller.wordmark)}</p>` : ''}
<p>Hello ${escapeHtml(d.first_name || 'there')},</p>
<p>Thank you for your order <strong>${escapeHtml(d.order_number)}</strong>.</p>
${
  lines.length
    ? `<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">
<thead><tr><th style="${cell};text-align:left">Item</th><th style="${cell};text-align:left">SKU</th><th style="${cell};text-align:right">Qty</th><th style="${cell};text-align:right">Amount</th></tr></thead>
<tbody>${lines
        .map(
          (l) =>
            `<tr><td style="${cell}">${escapeHtml(l.name)}</td><td style="${cell}">${escapeHtml(l.sku)}</td><td style="${cell};text-align:right">${l.count}</td><td style="${cell};text-align:right">${formatMoney(l.amount)}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : ''
}
<table role="presentation" style="width:100%;margin-top:12px;font-size:14px">${totals
    .map(
      ([label, n]) =>
        `<tr><td style="text-align:right;padding:2px 8px">${label}</td><td style="text-align:right;padding:2px 8px;width:120px">${formatMoney(n)}</td></tr>`,
    )
    .join('')}</table>
${state ? `<p>Payment${escapeHtml(state)}</p>` : ''}
${link ? `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:${colour};color:#ffffff;padding:10px 18px;text-decoration:none;border-radius:2px">See your order</a></p>` : ''}
<p style="color:#6b6560;font-size:13px">Your invoice is ${escapeHtml(invoiceNumberOf(d.order_number))}. We will write again when it ships.${seller ? ` Questions: ${escapeHtml(seller.phone)}, ${escapeHtml(seller.email)}.` : ''}</p>
</div></body></html>`;

  return {
    channel: 'mail',
    to: d.email,
    subject: `Order confirmation ${d.order_number}`,
    body: text,
    html,
  };
}

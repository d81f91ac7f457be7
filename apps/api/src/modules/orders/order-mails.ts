import { type ShippingMethod, ShippingMethodLabels } from '@portal/contract';
import type { OutgoingMessage } from '../messaging/outbox.service';

const usd = (n: number) => `$${n.toFixed(2)}`;

export const confirmationMail = (
  d: { email: string; first_name: string; order_number: string; total: number },
  val: { amount_paid: number; payment_state: string },
): OutgoingMessage => ({
  channel: 'mail',
  to: d.email,
  subject: `Order confirmation ${d.order_number}`,
  body: [
    `Hello ${d.first_name || 'there'},`,
    '',
    `Thank you for your order ${d.order_number}.`,
    `Order total: ${usd(d.total)}`,
    `Paid now: ${usd(val.amount_paid)} (${val.payment_state})`,
    '',
    'We will write again when it ships.',
  ].join('\n'),
});

export const shipmentMail = (
  to: string,
  o: { order_number: string; shipping_method: string },
  carrier: string,
  waybill: string,
): OutgoingMessage => ({
  channel: 'mail',
  to,
  subject: `Your order ${o.order_number} has shipped`,
  body: [
    `Your order ${o.order_number} has shipped`,
    `Method: ${ShippingMethodLabels[o.shipping_method as ShippingMethod] ?? o.shipping_method}`,
    `Carrier: ${carrier}`,
    `Waybill: ${waybill}`,
  ].join('\n'),
});

export const termsMail = (to: string, approved: boolean): OutgoingMessage => ({
  channel: 'mail',
  to,
  subject: approved ? 'Net-30 terms approved' : 'Net-30 terms application declined',
  body: approved
    ? 'Your company may now choose Net 30 terms at checkout.'
    : 'Your application for net-30 terms was not approved. Card and ACH remain available.',
});

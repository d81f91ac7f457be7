import { type ShippingMethod, ShippingMethodLabels } from '@portal/contract';
import type { OutgoingMessage } from '../messaging/outbox.service';

// The order confirmation: order-confirmation-mail.ts.

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

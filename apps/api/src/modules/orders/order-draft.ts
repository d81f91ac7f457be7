import { randomBytes } from 'node:crypto';
import {
  type BrandCode,
  ErrorCode,
  CheckoutMessages as M,
  type submitOrderBody,
} from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { PayingWith } from '../checkout/checkout.service';
import type { PaymentGateway } from '../payments/payment-gateway';
import { readPaymentMethod } from '../payments/payment-token';

/** What a pending payment needs to be settled later, by this request or by reconciliation. */
export interface Draft {
  order_number: string;
  line_ids: number[];
  payment_state: string;
  total: number;
  due: number;
  email: string;
  first_name: string;
  /** For the confirmation mail (issue 34); absent in drafts recorded before it. */
  brand?: BrandCode;
  /** The brand's origin, where the mail links to the order. */
  origin?: string;
  lines?: { sku: string; name: string; count: number; amount: number }[];
  amounts?: {
    subtotal: number;
    discount: number;
    shipping: number;
    tax: number;
    processing_fee: number;
  };
}

export const newOrderNumber = () => {
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  const tail = randomBytes(6)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .padEnd(6, 'X')
    .slice(0, 6);
  return `SO-${day}-${tail}`;
};

export const money = (n: number) => n.toFixed(2);

/**
 * The payment part of a submission: ACH needs its four fields; card and ACH arrive as a token of
 * the gateway's, whose record (not the form's claim) decides the card fee and the method written
 * (decision 045). Net-30 has none.
 */
export async function paymentInput(
  body: z.output<typeof submitOrderBody>,
  gateway: PaymentGateway,
): Promise<{ token: string; paying: PayingWith }> {
  const method = body.payment_method;
  const p = body.payment;
  if (
    method === 'ach' &&
    (!p.ach_account_type ||
      !p.ach_holder_type ||
      !p.ach_first_name?.trim() ||
      !p.ach_last_name?.trim())
  )
    throw new AppError(ErrorCode.BAD_REQUEST, M.achRequired);
  if (method === 'net_30') return { token: '', paying: { method, funding: null } };
  const facts = await readPaymentMethod(gateway, p.token, method);
  return { token: p.token, paying: { method: facts.method, funding: facts.funding } };
}

import { randomBytes } from 'node:crypto';
import { ErrorCode, CheckoutMessages as M, type submitOrderBody } from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { readToken } from '../payments/payment-token';

/** What a pending payment needs to be settled later, by this request or by reconciliation. */
export interface Draft {
  order_number: string;
  line_ids: number[];
  payment_state: string;
  total: number;
  due: number;
  email: string;
  first_name: string;
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
 * The payment part of a submission: ACH needs its four fields; card and ACH arrive as the payment
 * component's token, whose funding (not the form's claim) decides the card fee. Net-30 has none.
 */
export function paymentInput(body: z.output<typeof submitOrderBody>): {
  token: string;
  funding: 'credit' | 'debit' | undefined;
} {
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
  if (method === 'net_30') return { token: '', funding: undefined };
  const facts = readToken(p.token, method);
  return { token: p.token, funding: facts.funding === 'bank' ? undefined : facts.funding };
}

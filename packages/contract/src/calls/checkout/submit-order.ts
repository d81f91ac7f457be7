import { z } from 'zod';
import { callGroup } from '../call-group';
import { addressShape, CheckoutFieldMax, checkoutInput } from './checkout-shapes';

const { post } = callGroup('checkout');

/** Header that makes a submission idempotent: the same key replays the first answer. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** Card and ACH arrive as the payment component's token: numbers never reach the API. */
export const paymentShape = z.object({
  token: z.string().max(100).default(''),
  ach_account_type: z.enum(['checking', 'savings']).optional(),
  ach_holder_type: z.enum(['personal', 'business']).optional(),
  ach_first_name: z.string().max(CheckoutFieldMax.bank_name).optional(),
  ach_last_name: z.string().max(CheckoutFieldMax.bank_name).optional(),
});

export const submitOrderBody = checkoutInput.extend({
  payment: paymentShape,
  /** A saved billing address, or a new one. */
  billing_address_id: z.number().int().positive().optional(),
  billing_address: addressShape.optional(),
  /** CheckoutCust: the designer's customer the order is placed for (their customerOrder list). */
  customer_id: z.number().int().positive().optional(),
});

export const submitOrderVal = z.object({
  order_number: z.string(),
  total: z.number(),
  amount_paid: z.number(),
  payment_state: z.string(),
});

/** Ours (the spec shows the screens, not the call): pays and places the order. */
export const submitOrder = post(
  '/mibd/order/submit',
  'Pay and place the order (Idempotency-Key header required)',
  {
    needs: { tag: 'settle_accounts', ffd: true, prices: 'trade' },
    body: submitOrderBody,
    val: submitOrderVal,
  },
);

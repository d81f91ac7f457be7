import { Policy } from '@portal/contract';
import type { PaymentFunding } from './payment-gateway';

/**
 * Spec 9's 'Card fee 3.0% (none on debit)', the one place it is computed (decision 045): on a
 * card, every funding but debit pays it (credit, prepaid, unknown); bank transfers and terms
 * none. The quote previews it from the form's claim; an order passes the funding the gateway
 * recorded for its payment method.
 */
export const processingFeeCents = (
  amountCents: number,
  method: 'card' | 'ach' | 'net_30',
  funding: PaymentFunding | null | undefined,
): number => {
  if (method !== 'card') return 0;
  const percent = funding === 'debit' ? Policy.debitCardFeePercent : Policy.cardFeePercent;
  return Math.round((amountCents * percent) / 100);
};

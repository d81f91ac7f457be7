import { z } from 'zod';
import { callGroup } from '../call-group';

const { get } = callGroup('checkout');

/**
 * GET /mibd/home/supplementary_information/check (spec 7): whether the caller must add a resale
 * certificate before ordering (spec 4: the checkout dialog and gate), and the states covered.
 */
export const supplementaryCheck = get(
  '/mibd/home/supplementary_information/check',
  'Resale certificate gate of the checkout',
  {
    val: z.object({
      certificate_required: z.boolean(),
      has_valid_certificate: z.boolean(),
      exempt_states: z.array(z.string()),
      payment_terms: z.enum(['full', 'deposit_50', 'net_30']),
    }),
  },
);

import { z } from 'zod';
import { defineCall } from '../../call';
import { envelopeSchema } from '../../envelope';

/**
 * GET /mibd/home/supplementary_information/check (spec 7): whether the caller must add a resale
 * certificate before ordering (spec 4: the checkout dialog and gate), and the states covered.
 */
export const supplementaryCheck = defineCall({
  method: 'GET',
  path: '/mibd/home/supplementary_information/check',
  tag: 'checkout',
  summary: 'Resale certificate gate of the checkout',
  response: envelopeSchema(
    z.object({
      certificate_required: z.boolean(),
      has_valid_certificate: z.boolean(),
      exempt_states: z.array(z.string()),
      payment_terms: z.enum(['full', 'deposit_50', 'net_30']),
    }),
  ),
});

import { z } from 'zod';
import { Limits } from '../../constants';
import { FieldMax, textFields } from '../../field-rules';
import { callGroup } from '../call-group';

const { post } = callGroup('registration');

/**
 * The dealer application (Request Access on the dealer site). Its certificate files go through
 * the registration wizard's upload call with the key `dealerApplicationStart` answers; the
 * service checks every field with the spec's messages, so the schemas stay lenient.
 */
export const dealerApplicationStart = post(
  '/mibd/register/dealerStart',
  'Dealer application: a key for its uploads',
  { val: z.object({ register_key: z.string() }) },
);

export const dealerApplicationBody = textFields(FieldMax.dealerApplication).extend({
  certificate_files: z.array(z.string().max(64)).max(Limits.registrationFiles).default([]),
});

export const dealerApplicationSubmit = post(
  '/mibd/register/dealerApply',
  'Dealer application: submit for review',
  {
    body: dealerApplicationBody,
    val: z.object({ submitted: z.literal(true), email: z.string() }),
  },
);

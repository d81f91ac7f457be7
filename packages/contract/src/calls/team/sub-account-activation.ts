import { z } from 'zod';
import { defineCall } from '../../call';
import { envelopeSchema } from '../../envelope';
import { FieldMax } from '../../field-rules';

const tokenField = z.string().trim().min(1).max(200);

/** POST /mibd/subAccount/activation_info (path ours): who an invitation link is for. */
export const subAccountActivationInfo = defineCall({
  method: 'POST',
  path: '/mibd/subAccount/activation_info',
  tag: 'sub-accounts',
  summary: 'The account an invitation link activates',
  body: z.object({ token: tokenField }),
  response: envelopeSchema(
    z.object({
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      company_name: z.string(),
      inviter: z.string(),
    }),
  ),
});

/**
 * POST /mibd/subAccount/activate (path ours; the subAccountActivation screen): names and a
 * password make the account activated, within the company's limit of activated accounts.
 */
export const subAccountActivate = defineCall({
  method: 'POST',
  path: '/mibd/subAccount/activate',
  tag: 'sub-accounts',
  summary: 'Activate a sub-account from its invitation link',
  body: z.object({
    token: tokenField,
    first_name: z.string().trim().max(FieldMax.customer.first_name),
    last_name: z.string().trim().max(FieldMax.customer.last_name),
    password: z.string().max(100),
    confirm_password: z.string().max(100),
  }),
  response: envelopeSchema(z.object({ message: z.string(), email: z.string() })),
});

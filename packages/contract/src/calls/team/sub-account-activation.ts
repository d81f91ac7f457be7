import { z } from 'zod';
import { FieldMax, nameText } from '../../field-rules';
import { callGroup } from '../call-group';

const { post } = callGroup('sub-accounts');

const tokenField = z.string().trim().min(1).max(200);

/** POST /mibd/subAccount/activation_info (path ours): who an invitation link is for. */
export const subAccountActivationInfo = post(
  '/mibd/subAccount/activation_info',
  'The account an invitation link activates',
  {
    body: z.object({ token: tokenField }),
    val: z.object({
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      company_name: z.string(),
      inviter: z.string(),
    }),
  },
);

/**
 * POST /mibd/subAccount/activate (path ours; the subAccountActivation screen): names and a
 * password make the account activated, within the company's limit of activated accounts.
 */
export const subAccountActivate = post(
  '/mibd/subAccount/activate',
  'Activate a sub-account from its invitation link',
  {
    body: z.object({
      token: tokenField,
      first_name: nameText(FieldMax.customer.first_name, { trim: true }),
      last_name: nameText(FieldMax.customer.last_name, { trim: true }),
      password: z.string().max(100),
      confirm_password: z.string().max(100),
    }),
    val: z.object({ message: z.string(), email: z.string() }),
  },
);

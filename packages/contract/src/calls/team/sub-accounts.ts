import { z } from 'zod';
import { envelopeSchema } from '../../envelope';
import { FieldMax, nameText } from '../../field-rules';
import { SubAccountStatuses, TierNames } from '../../team-messages';
import { callGroup } from '../call-group';
import { storedWithMessage } from '../common-shapes';

const { post } = callGroup('sub-accounts');

const idBody = z.object({ id: z.coerce.number().int().positive() });
const messageVal = envelopeSchema(storedWithMessage());

export const subAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.enum(SubAccountStatuses),
  account_type: z.literal('sub_account'),
  invitation_time: z.string().nullable(),
  closing_time: z.string().nullable(),
  customers: z.number().int(),
});
export type SubAccount = z.infer<typeof subAccountSchema>;

/**
 * POST /mibd/subAccount/list (path ours; spec 3 sub-account: status, account type, invitation
 * time, closing time): the designer's sub-accounts and the company's tier and limit.
 */
export const subAccountList = post(
  '/mibd/subAccount/list',
  "The designer's sub-accounts, the company tier and its limit",
  {
    body: z.object({}).passthrough().optional(),
    val: z.object({
      tier: z.enum(TierNames),
      company_name: z.string(),
      max_active_accounts: z.number().int(),
      active_accounts: z.number().int(),
      list: z.array(subAccountSchema),
    }),
  },
);

/** POST /mibd/subAccount/invite (path ours): a to-be-activated account and its e-mail. */
export const subAccountInvite = post('/mibd/subAccount/invite', 'Invite a sub-account by e-mail', {
  body: z.object({
    email: z.string().trim().max(FieldMax.customer.email),
    // The names go into the invitation mail: one line each (field-rules.ts `nameText`).
    first_name: nameText(FieldMax.customer.first_name, { trim: true }).default(''),
    last_name: nameText(FieldMax.customer.last_name, { trim: true }).default(''),
  }),
  response: messageVal,
});

/** POST /mibd/subAccount/resend (path ours): a new 3-day link for a to-be-activated account. */
export const subAccountResend = post('/mibd/subAccount/resend', 'Send the invitation again', {
  body: idBody,
  response: messageVal,
});

/**
 * POST /mibd/subAccount/reopen (path ours; the screen's Activate button): a closed account
 * becomes activated again (within the company's limit), or to be activated when it never was.
 */
export const subAccountReopen = post('/mibd/subAccount/reopen', 'Reopen a closed sub-account', {
  body: idBody,
  response: messageVal,
});

/**
 * POST /mibd/subAccount/close (path ours): closes the account, ends its sessions and moves its
 * customers and projects to the parent designer, in one transaction.
 */
export const subAccountClose = post('/mibd/subAccount/close', 'Close a sub-account', {
  body: idBody,
  val: z.object({
    id: z.number().int(),
    message: z.string(),
    moved_customers: z.number().int(),
    moved_projects: z.number().int(),
  }),
});

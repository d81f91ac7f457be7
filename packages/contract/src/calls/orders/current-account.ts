import { z } from 'zod';
import { callGroup } from '../call-group';

const { post } = callGroup('orders');

export const CurrentAccountFieldMax = {
  company_name: 100,
  contact_name: 60,
  email: 100,
  phone: 20,
  bank_reference: 200,
  trade_references: 500,
  requested_limit: 9,
} as const;

export const currentAccountApplicationBody = z.object({
  company_name: z.string().max(CurrentAccountFieldMax.company_name),
  contact_name: z.string().max(CurrentAccountFieldMax.contact_name),
  email: z.string().max(CurrentAccountFieldMax.email),
  phone: z.string().max(CurrentAccountFieldMax.phone),
  requested_limit: z.number().int().min(0).max(10_000_000),
  bank_reference: z.string().max(CurrentAccountFieldMax.bank_reference),
  trade_references: z.string().max(CurrentAccountFieldMax.trade_references),
});

const applicationVal = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  created_at: z.string(),
});

/** /currentAccountApplication: a company asks for net-30 terms. */
export const currentAccountApply = post('/mibd/currentAccount/apply', 'Apply for net-30 terms', {
  body: currentAccountApplicationBody,
  val: applicationVal,
});

export const currentAccountStatus = post(
  '/mibd/currentAccount/status',
  "The company's latest net-30 application",
  {
    val: applicationVal.nullable(),
  },
);

export const currentAccountReview = post(
  '/mibd/staff/currentAccount/review',
  'Staff: approve or reject a net-30 application',
  {
    body: z.object({ id: z.number().int().positive(), approve: z.boolean() }),
    val: applicationVal,
  },
);

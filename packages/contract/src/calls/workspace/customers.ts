import { z } from 'zod';
import { FieldMax, nameText } from '../../field-rules';
import { CustomerInviteStates } from '../../workspace-messages';
import { callGroup } from '../call-group';
import { keywordPageBody, pagedList, storedWithMessage } from '../common-shapes';

const { post } = callGroup('workspace');

const M = FieldMax.customer;

/** The create-customer form (spec 3 and 5): bounds here, required and pattern checks in the API. */
export const customerFields = z.object({
  // The names go into the customer's invitation mail: one line each.
  first_name: nameText(M.first_name).default(''),
  last_name: nameText(M.last_name).default(''),
  email: z.string().max(M.email).default(''),
  /** Sent as digits (spec 5: '+1' and dashes stripped on submit); 3-3-4 text is taken too. */
  phone: z
    .string()
    .max(M.phone + 3)
    .default(''),
  street_address: z.string().max(M.street_address).default(''),
  city: z.string().max(M.city).default(''),
  state: z.string().max(M.state).default(''),
  postal: z.string().max(M.postal).default(''),
  country: z.string().max(M.country).default('US'),
});
export type CustomerFields = z.input<typeof customerFields>;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const customerRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  street_address: z.string(),
  city: z.string(),
  state: z.string(),
  postal: z.string(),
  country: z.string(),
  invite_status: z.enum(CustomerInviteStates),
  project_count: z.number().int(),
});
export type CustomerRecord = z.infer<typeof customerRecord>;

/** POST /mibd/personalProject/addCustomer (spec 7): err 25002 names the email field's failure. */
export const addCustomer = post(
  '/mibd/personalProject/addCustomer',
  'Create a customer of the designer',
  {
    body: customerFields,
    val: storedWithMessage(),
  },
);

/** Ours: the designer's customers, searched by a substring of name or email. */
export const customerSearch = post(
  '/mibd/personalProject/customerList',
  "Search the designer's customers",
  {
    body: keywordPageBody(),
    val: pagedList(customerRecord),
  },
);

/** Ours: one customer of the designer. */
export const customerDetail = post(
  '/mibd/personalProject/customerDetail',
  'One customer of the designer',
  {
    body: z.object({ customer_id: id }),
    val: customerRecord,
  },
);

/** Ours: edit a customer (the email is locked once invited). */
export const editCustomer = post(
  '/mibd/personalProject/editCustomer',
  'Edit a customer of the designer',
  {
    body: customerFields.extend({ customer_id: id }),
    val: storedWithMessage(),
  },
);

/** Ours: mail the customer a link (valid 3 days) to set a password for their own login. */
export const inviteCustomer = post(
  '/mibd/personalProject/inviteCustomer',
  'Invite a customer to their own login',
  {
    body: z.object({ customer_id: id }),
    val: z.object({ invite_status: z.enum(CustomerInviteStates), message: z.string() }),
  },
);

import { z } from 'zod';
import { envelopeSchema } from '../../envelope';

/**
 * The trade registration wizard (spec 7 lists the paths; shapes are ours). Fields arrive as
 * typed; the service checks them with the spec's messages and answers the first problem with
 * `errmsg` and the field in `val`-less errors' text, so the schemas here stay lenient.
 */
const text = (max = 200) => z.string().max(max).default('');

export const businessInfo = z.object({
  business_name: text(),
  dba: text(),
  business_type: text(),
  how_heard: text(),
  federal_id: text(40),
  website: text(),
  street: text(),
  city: text(100),
  state: text(60),
  postal_code: text(20),
  country: text(10),
  referrer: text(),
});

export const documentsInfo = z.object({
  register_key: text(),
  sales_tax_files: z.array(z.string().max(64)).max(10).default([]),
  reseller_files: z.array(z.string().max(64)).max(10).default([]),
  registration_state: text(60),
  state_tax_number: text(60),
  certificate_number: text(60),
  valid_from: text(20).describe('YYYY-MM-DD'),
  valid_to: text(20).describe('YYYY-MM-DD'),
});

export const contactInfo = z.object({
  first_name: text(50),
  last_name: text(50),
  email: text(),
  phone: text(30),
  code: text(10),
  code_channel: z.enum(['email', 'sms']).default('email'),
});

export const termsInfo = z.object({
  print_name: text(100),
  title: text(100),
  signature: z.string().max(2_000_000).default('').describe('data:image/png;base64,...'),
  agree: z.boolean().default(false),
});

const option = z.object({ code: z.string(), name: z.string() });

export const registerOptionList = {
  method: 'POST',
  path: '/mibd/register/optionList',
  response: envelopeSchema(
    z.object({
      business_type: z.array(z.string()),
      how_heard: z.array(z.string()),
      country: z.array(option),
      state: z.array(option),
    }),
  ),
} as const;

export const registerDistrict = {
  method: 'POST',
  path: '/mibd/register/district',
  body: z.object({ country: text(10) }),
  response: envelopeSchema(z.object({ state: z.array(option) })),
} as const;

export const registerFirstCheck = {
  method: 'POST',
  path: '/mibd/register/firstCheck',
  body: businessInfo.extend({ register_key: text() }),
  response: envelopeSchema(z.object({ register_key: z.string() })),
} as const;

export const registerSecondCheck = {
  method: 'POST',
  path: '/mibd/register/secondCheck',
  body: documentsInfo,
  response: envelopeSchema(z.object({ ok: z.literal(true) })),
} as const;

export const uploadedFileSchema = z.object({
  file_id: z.string(),
  file_name: z.string(),
  size: z.number().int(),
  mime: z.string(),
});

/** POST /mibd/register/upload (multipart: register_key, file): not shown in the spec. */
export const registerUpload = {
  method: 'POST',
  path: '/mibd/register/upload',
  response: envelopeSchema(uploadedFileSchema),
} as const;

export const registerFileDel = {
  method: 'POST',
  path: '/mibd/register/fileDel',
  body: z.object({ register_key: text(), file_id: text(64) }),
  response: envelopeSchema(z.object({ deleted: z.boolean() })),
} as const;

export const registerSendCode = {
  method: 'POST',
  path: '/mibd/register/simpleRegisterSendCode',
  body: z.object({
    channel: z.enum(['email', 'sms']).default('email'),
    email: text(),
    phone: text(30),
  }),
  response: envelopeSchema(z.object({ sent: z.literal(true), expires_in_s: z.number().int() })),
} as const;

export const registerSubmit = {
  method: 'POST',
  path: '/mibd/register/submit',
  body: businessInfo.merge(documentsInfo).merge(contactInfo).merge(termsInfo),
  response: envelopeSchema(z.object({ submitted: z.literal(true), email: z.string() })),
} as const;

/** Flash Deals shoppers: email, names, password and an emailed code. */
export const simpleRegister = {
  method: 'POST',
  path: '/mibd/register/simpleRegister',
  body: z.object({
    email: text(),
    first_name: text(50),
    last_name: text(50),
    password: text(),
    confirm_password: text(),
    code: text(10),
  }),
  response: envelopeSchema(z.object({ registered: z.literal(true) })),
} as const;

/** Sends the activation (set-password) link again to an approved account. */
export const sendActivationEmail = {
  method: 'POST',
  path: '/mibd/register/sendActivationEmail',
  body: z.object({ email: text() }),
  response: envelopeSchema(z.object({ sent: z.literal(true) })),
} as const;

/** What an applicant already entered, to continue an application (register_key). */
export const getOldUserInfo = {
  method: 'POST',
  path: '/mibd/register/getOldUserInfo',
  body: z.object({ register_key: text() }),
  response: envelopeSchema(
    z.object({ files: z.array(uploadedFileSchema), submitted: z.boolean() }),
  ),
} as const;

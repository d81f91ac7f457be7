import { z } from 'zod';
import { defineCall } from '../../call';
import { Limits } from '../../constants';
import { envelopeSchema } from '../../envelope';
import { FieldMax, textFields } from '../../field-rules';

/**
 * The trade registration wizard (spec 7 lists the paths; shapes are ours). Fields arrive as
 * typed; the service checks them with the spec's messages and answers the first problem with
 * `errmsg` and the field in `val`-less errors' text, so the schemas here stay lenient.
 */
const text = (max = 200) => z.string().max(max).default('');

export const businessInfo = textFields(FieldMax.registrationBusiness);

export const documentsInfo = textFields(FieldMax.registrationDocuments).extend({
  sales_tax_files: z.array(z.string().max(64)).max(Limits.registrationFiles).default([]),
  reseller_files: z.array(z.string().max(64)).max(Limits.registrationFiles).default([]),
  valid_from: z
    .string()
    .max(FieldMax.registrationDocuments.valid_from)
    .default('')
    .describe('YYYY-MM-DD'),
  valid_to: z
    .string()
    .max(FieldMax.registrationDocuments.valid_to)
    .default('')
    .describe('YYYY-MM-DD'),
});

export const contactInfo = textFields(FieldMax.registrationContact).extend({
  code_channel: z.enum(['email', 'sms']).default('email'),
});

export const termsInfo = textFields(FieldMax.registrationTerms).extend({
  signature: z.string().max(2_000_000).default('').describe('data:image/png;base64,...'),
  agree: z.boolean().default(false),
});

const option = z.object({ code: z.string(), name: z.string() });

export const registerOptionList = defineCall({
  method: 'POST',
  path: '/mibd/register/optionList',
  tag: 'registration',
  summary: 'Select lists of the wizard',
  response: envelopeSchema(
    z.object({
      business_type: z.array(z.string()),
      how_heard: z.array(z.string()),
      country: z.array(option),
      state: z.array(option),
    }),
  ),
});

export const registerDistrict = defineCall({
  method: 'POST',
  path: '/mibd/register/district',
  tag: 'registration',
  summary: 'States or provinces of a country',
  body: z.object({ country: text(10) }),
  response: envelopeSchema(z.object({ state: z.array(option) })),
});

export const registerFirstCheck = defineCall({
  method: 'POST',
  path: '/mibd/register/firstCheck',
  tag: 'registration',
  summary: 'Step 1: business information',
  body: businessInfo.extend({ register_key: text() }),
  response: envelopeSchema(z.object({ register_key: z.string() })),
});

export const registerSecondCheck = defineCall({
  method: 'POST',
  path: '/mibd/register/secondCheck',
  tag: 'registration',
  summary: 'Step 2: documents',
  body: documentsInfo,
  response: envelopeSchema(z.object({ ok: z.literal(true) })),
});

export const uploadedFileSchema = z.object({
  file_id: z.string(),
  file_name: z.string(),
  size: z.number().int(),
  mime: z.string(),
});

/** POST /mibd/register/upload (multipart: register_key, file): not shown in the spec. */
export const registerUpload = defineCall({
  method: 'POST',
  path: '/mibd/register/upload',
  tag: 'registration',
  summary: 'Upload a document (multipart: register_key, then file)',
  response: envelopeSchema(uploadedFileSchema),
});

export const registerFileDel = defineCall({
  method: 'POST',
  path: '/mibd/register/fileDel',
  tag: 'registration',
  summary: 'Delete an uploaded document',
  body: z.object({ register_key: text(), file_id: text(64) }),
  response: envelopeSchema(z.object({ deleted: z.boolean() })),
});

export const registerSendCode = defineCall({
  method: 'POST',
  path: '/mibd/register/simpleRegisterSendCode',
  tag: 'registration',
  summary: 'Step 3: send a verification code',
  body: z.object({
    channel: z.enum(['email', 'sms']).default('email'),
    email: text(),
    phone: text(30),
  }),
  response: envelopeSchema(z.object({ sent: z.literal(true), expires_in_s: z.number().int() })),
});

export const registerSubmit = defineCall({
  method: 'POST',
  path: '/mibd/register/submit',
  tag: 'registration',
  summary: 'Submit the application',
  body: businessInfo
    .merge(documentsInfo)
    .merge(contactInfo)
    .merge(termsInfo)
    .extend({
      /**
       * An application started from Sign in with Rowe (/validateLogon, spec 5's RoweLinkingCode):
       * the new account is linked to that Rowe identity.
       */
      RoweLinkingCode: z.string().max(200).optional(),
    }),
  response: envelopeSchema(
    z.object({
      submitted: z.literal(true),
      email: z.string(),
      /** A RoweLinkingCode was sent and its Rowe identity is now linked (false: none, or expired). */
      rowe_linked: z.boolean(),
    }),
  ),
});

/** Flash Deals shoppers: email, names, password and an emailed code. */
export const simpleRegister = defineCall({
  method: 'POST',
  path: '/mibd/register/simpleRegister',
  tag: 'registration',
  summary: 'Flash Deals shopper sign-up (emailed code)',
  body: z.object({
    email: text(),
    first_name: text(FieldMax.registrationContact.first_name),
    last_name: text(FieldMax.registrationContact.last_name),
    password: text(),
    confirm_password: text(),
    code: text(10),
  }),
  response: envelopeSchema(z.object({ registered: z.literal(true) })),
});

/** Sends the activation (set-password) link again to an approved account. */
export const sendActivationEmail = defineCall({
  method: 'POST',
  path: '/mibd/register/sendActivationEmail',
  tag: 'registration',
  summary: 'Send the activation link again',
  body: z.object({ email: text() }),
  response: envelopeSchema(z.object({ sent: z.literal(true) })),
});

/** What an applicant already entered, to continue an application (register_key). */
export const getOldUserInfo = defineCall({
  method: 'POST',
  path: '/mibd/register/getOldUserInfo',
  tag: 'registration',
  summary: 'What a draft holds (to continue after a reload)',
  body: z.object({ register_key: text() }),
  response: envelopeSchema(
    z.object({ files: z.array(uploadedFileSchema), submitted: z.boolean() }),
  ),
});

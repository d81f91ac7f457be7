import { z } from 'zod';
import { Limits } from '../../constants';
import { FieldMax, nameText, textFields } from '../../field-rules';
import { callGroup } from '../call-group';

const { post } = callGroup('registration');

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

export const registerOptionList = post('/mibd/register/optionList', 'Select lists of the wizard', {
  val: z.object({
    business_type: z.array(z.string()),
    how_heard: z.array(z.string()),
    country: z.array(option),
    state: z.array(option),
  }),
});

export const registerDistrict = post(
  '/mibd/register/district',
  'States or provinces of a country',
  {
    body: z.object({ country: text(10) }),
    val: z.object({ state: z.array(option) }),
  },
);

export const registerFirstCheck = post(
  '/mibd/register/firstCheck',
  'Step 1: business information',
  {
    body: businessInfo.extend({ register_key: text() }),
    val: z.object({ register_key: z.string() }),
  },
);

export const registerSecondCheck = post('/mibd/register/secondCheck', 'Step 2: documents', {
  body: documentsInfo,
  val: z.object({ ok: z.literal(true) }),
});

export const uploadedFileSchema = z.object({
  file_id: z.string(),
  file_name: z.string(),
  size: z.number().int(),
  mime: z.string(),
});

/** POST /mibd/register/upload (multipart: register_key, file): not shown in the spec. */
export const registerUpload = post(
  '/mibd/register/upload',
  'Upload a document (multipart: register_key, then file)',
  {
    val: uploadedFileSchema,
  },
);

export const registerFileDel = post('/mibd/register/fileDel', 'Delete an uploaded document', {
  body: z.object({ register_key: text(), file_id: text(64) }),
  val: z.object({ deleted: z.boolean() }),
});

export const registerSendCode = post(
  '/mibd/register/simpleRegisterSendCode',
  'Step 3: send a verification code',
  {
    body: z.object({
      channel: z.enum(['email', 'sms']).default('email'),
      email: text(),
      phone: text(30),
    }),
    val: z.object({ sent: z.literal(true), expires_in_s: z.number().int() }),
  },
);

export const registerSubmit = post('/mibd/register/submit', 'Submit the application', {
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
  val: z.object({
    submitted: z.literal(true),
    email: z.string(),
    /** A RoweLinkingCode was sent and its Rowe identity is now linked (false: none, or expired). */
    rowe_linked: z.boolean(),
  }),
});

/** Flash Deals shoppers: email, names, password and an emailed code. */
export const simpleRegister = post(
  '/mibd/register/simpleRegister',
  'Flash Deals shopper sign-up (emailed code)',
  {
    body: z.object({
      email: text(),
      first_name: nameText(FieldMax.registrationContact.first_name).default(''),
      last_name: nameText(FieldMax.registrationContact.last_name).default(''),
      password: text(),
      confirm_password: text(),
      code: text(10),
    }),
    val: z.object({ registered: z.literal(true) }),
  },
);

/** Sends the activation (set-password) link again to an approved account. */
export const sendActivationEmail = post(
  '/mibd/register/sendActivationEmail',
  'Send the activation link again',
  {
    body: z.object({ email: text() }),
    val: z.object({ sent: z.literal(true) }),
  },
);

/** What an applicant already entered, to continue an application (register_key). */
export const getOldUserInfo = post(
  '/mibd/register/getOldUserInfo',
  'What a draft holds (to continue after a reload)',
  {
    body: z.object({ register_key: text() }),
    val: z.object({ files: z.array(uploadedFileSchema), submitted: z.boolean() }),
  },
);

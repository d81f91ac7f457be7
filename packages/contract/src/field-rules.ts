import { z } from 'zod';
import { Limits } from './constants';
import { AuthMessages } from './identity-messages';

/**
 * Field rules of spec 5, written once for both sides: the storefront forms take their
 * `maxLength` and checks from here, the API's body schemas their bounds and its services their
 * checks. Messages stay with their screens' texts (AuthMessages, FormMessages,
 * RegistrationMessages); this file says what a valid value is.
 *
 * Lengths the spec gives: create customer (names 20, email 50, phone 12, street 200, city 50,
 * postal 10), the certificate number (15), the project name (50) and the password (12-20). The
 * others are ours, chosen so that a form's limit and the API's bound are the same number.
 */

/** Longest value of each text field, by form (a form's `maxLength`, the body schema's `.max`). */
export const FieldMax = {
  /** Create customer (spec 5): names 20, email 50, phone 12 (3-3-4), street 200, city 50, postal 10. */
  customer: {
    first_name: 20,
    last_name: 20,
    email: 50,
    phone: 12,
    street_address: 200,
    city: 50,
    state: 60,
    postal: 10,
    country: 60,
  },
  /** The contact form (/contactUs). */
  contact: {
    full_name: 100,
    phone: 30,
    email: 200,
    order_number: 50,
    company_name: 200,
    product_number: 50,
    comments: 2000,
  },
  /** Sharing a favourites collection by email. */
  share: { email: 200 },
  /** The sample request (/sample-request). */
  sample: {
    full_name: 100,
    email: 200,
    item_number: 50,
    finish_name: 100,
    company_name: 200,
    full_address: 500,
    comments: 2000,
  },
  /** Registration step 1: business information. */
  registrationBusiness: {
    business_name: 200,
    dba: 200,
    business_type: 200,
    how_heard: 200,
    federal_id: 40,
    website: 200,
    street: 200,
    city: 100,
    state: 60,
    postal_code: 20,
    country: 10,
    referrer: 200,
  },
  /**
   * Registration step 2: documents. The certificate number's rule is 15 characters
   * (`CERTIFICATE_NUMBER_MAX`, checked with 'Please enter up to 15 characters'); its field takes
   * more so that the message, not a silent cut, tells the applicant.
   */
  registrationDocuments: {
    register_key: 200,
    registration_state: 60,
    state_tax_number: 60,
    certificate_number: 60,
    valid_from: 20,
    valid_to: 20,
  },
  /** Registration step 3: contact with verification code. */
  registrationContact: {
    first_name: 50,
    last_name: 50,
    email: 200,
    phone: 30,
    code: 10,
  },
  /** Registration step 4: terms and signature (the signature is a PNG data URL, bounded apart). */
  registrationTerms: {
    print_name: 100,
    title: 100,
  },
  /** The dealer application (Request Access on the dealer site). */
  dealerApplication: {
    register_key: 200,
    company: 200,
    contact_name: 100,
    email: 200,
    phone: 30,
    territory: 200,
    street: 200,
    city: 100,
    state: 60,
    postal_code: 20,
    certificate_number: 60,
    valid_from: 20,
    valid_to: 20,
  },
  /** Feedback (/feedbackText). */
  feedback: {
    topic: 40,
    comments: 2000,
    email: 200,
  },
  /** Account settings: the profile. */
  profile: {
    first_name: 50,
    last_name: 50,
    phone: 30,
  },
  /** The shell's Contact dialog: its names become the contact form's full name (100). */
  contactDialog: {
    FirstName: 49,
    LastName: 50,
    EmailAddress: 200,
  },
} as const satisfies Record<string, Record<string, number>>;

/** The certificate number of registration and certificates (spec 5: at most 15 characters). */
export const CERTIFICATE_NUMBER_MAX = Limits.certificateNumberMaxChars;

/** Verification codes (login by SMS, registration) are six digits. */
export const VERIFICATION_CODE_LENGTH = 6;

// ---------------------------------------------------------------------------------------------
// Names (spec 5 gives their lengths). A person's or a company's name goes into mail subjects and
// bodies (invitations, confirmations, notices) and onto documents: it is one line of text. A CR
// or LF would start a new line or header of the mail, so no control character is taken (C0 with
// CR, LF and tab, DEL, C1, and the Unicode line and paragraph separators).

/** Whether the text holds a control character (or a Unicode line or paragraph separator). */
export const hasControlCharacters = (value: string): boolean => {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029) return true;
  }
  return false;
};

/** A name's problem ('Please enter the name on one line ...'), or null: forms and API alike. */
export const nameProblem = (value: string): string | null =>
  hasControlCharacters(value) ? AuthMessages.nameCharacters : null;

/** A name field of a body schema: at most `max` characters (after trimming with `trim`), no control character. */
export const nameText = (max: number, { trim = false }: { trim?: boolean } = {}) =>
  (trim ? z.string().trim() : z.string())
    .max(max)
    .refine((v) => !hasControlCharacters(v), AuthMessages.nameCharacters);

/** Fields of a text table that hold a name (first_name, full_name, company_name, FirstName ...). */
export const isNameField = (field: string): boolean => /name$/i.test(field);

/**
 * A body schema of text fields from a table of maxima: each field a string of at most its
 * maximum, '' when absent; a name field (`isNameField`) also takes no control character. The
 * service checks what is required, with the spec's messages.
 */
export const textFields = <T extends Record<string, number>>(maxima: T) =>
  z.object(
    Object.fromEntries(
      Object.entries(maxima).map(([name, max]) => [
        name,
        (isNameField(name) ? nameText(max) : z.string().max(max)).default(''),
      ]),
    ) as { [K in keyof T]: z.ZodDefault<z.ZodString> },
  );

// ---------------------------------------------------------------------------------------------
// Email (spec 5: 'Please enter your email address', 'Please provide a valid email address').

/** Something@host.tld without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Whether the value, trimmed, is an email address. */
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

// ---------------------------------------------------------------------------------------------
// Phone (spec 5): a 10-digit US number, optionally after a 1; '+1', spaces, dots, brackets and
// dashes are formatting, auto-formatted 3-3-4 and stripped on submit.

/** Characters a typed phone number may hold. */
const PHONE_TEXT = /^\+?[\d\s().-]+$/;

/** The ten digits of a US phone number ('+1 (704) 555-0100' → '7045550100'), or null. */
export function usPhoneDigits(raw: string): string | null {
  const text = raw.trim();
  if (!PHONE_TEXT.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return null;
}

export const isUsPhone = (raw: string): boolean => usPhoneDigits(raw) !== null;

/**
 * A phone field's text as the user types (spec 5: auto-formatted 3-3-4): '7045550' →
 * '704-555-0'; a leading 1 (or '+1') of an eleven-digit number is dropped; at most 12 characters.
 */
export function formatUsPhone(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join('-');
}

/** As sent (spec 5: '+1' and dashes stripped on submit): the ten digits, or the text trimmed. */
export const phoneForSubmit = (raw: string): string => usPhoneDigits(raw) ?? raw.trim();

// ---------------------------------------------------------------------------------------------
// Postal codes (spec 5: ZIP 5 or 5+4; registration also takes Canadian postal codes).

export const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
export const CA_POSTAL_PATTERN = /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/;
/** '12345-6789': the longest ZIP. */
export const US_ZIP_MAX = 10;

/** Whether the value, trimmed, is a US ZIP code (5 digits or ZIP+4). */
export const isUsZip = (value: string): boolean => US_ZIP_PATTERN.test(value.trim());

/** A postal code of the country: Canadian for 'CA', else a US ZIP. */
export const isPostalCode = (value: string, country: string): boolean =>
  (country === 'CA' ? CA_POSTAL_PATTERN : US_ZIP_PATTERN).test(value.trim());

// ---------------------------------------------------------------------------------------------
// Password (spec 5): 12-20 characters, a number, upper and lower case, a symbol; confirmation
// must match ('Passwords don't match', in AuthMessages).

export const PasswordRules = [
  {
    test: (p: string) => p.length >= Limits.passwordMinChars && p.length <= Limits.passwordMaxChars,
    message: `Use ${Limits.passwordMinChars} to ${Limits.passwordMaxChars} characters`,
  },
  { test: (p: string) => /[0-9]/.test(p), message: 'Include a number' },
  { test: (p: string) => /[A-Z]/.test(p), message: 'Include an upper case letter' },
  { test: (p: string) => /[a-z]/.test(p), message: 'Include a lower case letter' },
  { test: (p: string) => /[^A-Za-z0-9]/.test(p), message: 'Include a symbol' },
] as const;

/** The first rule a password breaks, or null when it meets the policy. */
export const passwordProblem = (password: string): string | null =>
  PasswordRules.find((rule) => !rule.test(password))?.message ?? null;

// ---------------------------------------------------------------------------------------------
// Project name (spec 5: required, trimmed, at most 50).

export const PROJECT_NAME_MAX = Limits.projectNameMaxChars;

/** Whether a project name is acceptable: something left after trimming, at most 50 characters. */
export const isProjectName = (name: string): boolean => {
  const trimmed = name.trim();
  return trimmed.length > 0 && trimmed.length <= PROJECT_NAME_MAX;
};

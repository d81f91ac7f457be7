import { describe, expect, it } from 'vitest';
import { contactUs } from './calls/content/contact-us';
import { feedbackSubmit } from './calls/content/feedback';
import { sampleRequest } from './calls/content/sample-request';
import { updateProfile } from './calls/identity/account';
import {
  businessInfo,
  contactInfo,
  documentsInfo,
  registerSubmit,
  termsInfo,
} from './calls/identity/registration';
import { Limits } from './constants';
import {
  CERTIFICATE_NUMBER_MAX,
  FieldMax,
  formatUsPhone,
  hasControlCharacters,
  isEmail,
  isPostalCode,
  isProjectName,
  isUsPhone,
  isUsZip,
  nameProblem,
  PasswordRules,
  passwordProblem,
  phoneForSubmit,
  textFields,
  usPhoneDigits,
} from './field-rules';
import { AuthMessages } from './identity-messages';

describe('lengths of spec 5', () => {
  it('create customer: names 20, email 50, phone 12, street 200, city 50, postal 10', () => {
    expect(FieldMax.customer).toMatchObject({
      first_name: 20,
      last_name: 20,
      email: 50,
      phone: 12,
      street_address: 200,
      city: 50,
      postal: 10,
    });
  });

  it('certificate number 15, project name 50, password 12-20 (spec 9 limits)', () => {
    expect(CERTIFICATE_NUMBER_MAX).toBe(15);
    expect(Limits.projectNameMaxChars).toBe(50);
    expect([Limits.passwordMinChars, Limits.passwordMaxChars]).toEqual([12, 20]);
  });

  it('a formatted phone (3-3-4) fits the create-customer phone field', () => {
    expect(formatUsPhone('+1 (704) 555-0100')).toHaveLength(FieldMax.customer.phone);
  });

  it("the Contact dialog's names joined fit the contact form's full name", () => {
    const { FirstName, LastName, EmailAddress } = FieldMax.contactDialog;
    expect(FirstName + 1 + LastName).toBeLessThanOrEqual(FieldMax.contact.full_name);
    expect(EmailAddress).toBe(FieldMax.contact.email);
  });
});

/** The longest value a body schema's field accepts, found by trying. */
const bound = (schema: { safeParse(v: unknown): { success: boolean } }, field: string) => {
  let n = 0;
  while (n < 10_000 && schema.safeParse({ [field]: 'x'.repeat(n + 1) }).success) n++;
  return n;
};

describe('the API body schemas take their bounds from the field rules', () => {
  const cases = [
    ['contact', contactUs.body, FieldMax.contact],
    ['sample', sampleRequest.body, FieldMax.sample],
    ['feedback', feedbackSubmit.body, FieldMax.feedback],
    ['profile', updateProfile.body, FieldMax.profile],
    ['registration business', businessInfo, FieldMax.registrationBusiness],
    ['registration documents', documentsInfo, FieldMax.registrationDocuments],
    ['registration contact', contactInfo, FieldMax.registrationContact],
    ['registration terms', termsInfo, FieldMax.registrationTerms],
  ] as const;
  it.each(cases)('%s', (_name, schema, maxima) => {
    for (const [field, max] of Object.entries(maxima)) {
      expect([field, bound(schema, field)]).toEqual([field, max]);
    }
  });

  it('the submit of registration holds every step', () => {
    for (const maxima of [
      FieldMax.registrationBusiness,
      FieldMax.registrationDocuments,
      FieldMax.registrationContact,
      FieldMax.registrationTerms,
    ]) {
      for (const [field, max] of Object.entries(maxima)) {
        expect(bound(registerSubmit.body, field)).toBe(max);
      }
    }
  });

  it('textFields: absent fields are empty, longer ones refused', () => {
    const schema = textFields({ name: 3 });
    expect(schema.parse({})).toEqual({ name: '' });
    expect(schema.safeParse({ name: 'abcd' }).success).toBe(false);
  });
});

describe('email', () => {
  it.each(['dana@demo.test', '  dana.whitfield+trade@studio.example.com '])('%s is one', (v) =>
    expect(isEmail(v)).toBe(true),
  );
  it.each(['', 'dana', 'dana@demo', 'dana@demo.t', 'da na@demo.test', 'dana@@demo.test'])(
    '%j is not',
    (v) => expect(isEmail(v)).toBe(false),
  );
});

describe('US phone: 10 digits, optionally after a 1', () => {
  it.each([
    ['7045550100', '7045550100'],
    ['704-555-0100', '7045550100'],
    ['(704) 555-0100', '7045550100'],
    ['+1 704-555-0100', '7045550100'],
    ['1-704-555-0100', '7045550100'],
    ['17045550100', '7045550100'],
    [' 704.555.0100 ', '7045550100'],
  ])('%j → %s', (raw, digits) => {
    expect(usPhoneDigits(raw)).toBe(digits);
    expect(isUsPhone(raw)).toBe(true);
    expect(phoneForSubmit(raw)).toBe(digits);
  });

  it.each([
    '',
    '555-0100',
    '704555010',
    '27045550100',
    '704555010011',
    '704-555-0100 x2',
    '+44 20 7946 0958',
  ])('%j is refused', (raw) => expect(isUsPhone(raw)).toBe(false));

  it('formats 3-3-4 as typed, dropping the leading 1, at most 10 digits', () => {
    expect(formatUsPhone('7')).toBe('7');
    expect(formatUsPhone('7045')).toBe('704-5');
    expect(formatUsPhone('7045550')).toBe('704-555-0');
    expect(formatUsPhone('7045550100')).toBe('704-555-0100');
    expect(formatUsPhone('+1 (704) 555-0100')).toBe('704-555-0100');
    expect(formatUsPhone('70455501009')).toBe('704-555-0100');
    expect(formatUsPhone('')).toBe('');
  });

  it('submits what is not a US number as typed (the check refuses it)', () => {
    expect(phoneForSubmit(' 555-0100 ')).toBe('555-0100');
  });
});

describe('postal codes: ZIP 5 or 5+4; Canadian codes where the country is CA', () => {
  it.each(['27262', '27262-1234', ' 29401 '])('ZIP %j', (v) => {
    expect(isUsZip(v)).toBe(true);
    expect(isPostalCode(v, 'US')).toBe(true);
  });
  it.each(['2726', '272621', '27262-12', '27262 1234', 'ABCDE', 'K1A 0B1'])('not a ZIP: %j', (v) =>
    expect(isUsZip(v)).toBe(false),
  );
  it('Canada', () => {
    expect(isPostalCode('K1A 0B1', 'CA')).toBe(true);
    expect(isPostalCode('k1a0b1', 'CA')).toBe(true);
    expect(isPostalCode('27262', 'CA')).toBe(false);
  });
});

describe('password policy (spec 5)', () => {
  it.each([
    ['Short-1a', 'Use 12 to 20 characters'],
    ['A-very-long-password-1', 'Use 12 to 20 characters'],
    ['No-digits-here-ok', 'Include a number'],
    ['no-upper-case-12', 'Include an upper case letter'],
    ['NO-LOWER-CASE-12', 'Include a lower case letter'],
    ['NoSymbolsHere123', 'Include a symbol'],
  ])('%s: %s', (password, message) => expect(passwordProblem(password)).toBe(message));

  it('12 and 20 characters with every class pass', () => {
    expect(passwordProblem('Portal-Demo1')).toBeNull();
    expect(passwordProblem('Portal-Demo-2026!abc')).toBeNull();
    expect(PasswordRules).toHaveLength(5);
  });
});

describe('project name (spec 5: required, trimmed, max 50)', () => {
  it('trims, needs a character, allows 50', () => {
    expect(isProjectName('  Living room  ')).toBe(true);
    expect(isProjectName('   ')).toBe(false);
    expect(isProjectName(`${'x'.repeat(50)} `)).toBe(true);
    expect(isProjectName('x'.repeat(51))).toBe(false);
  });
});

describe('names of one line (issue 33, L4: names go into mail bodies)', () => {
  it.each([
    'Sam\r\nBcc: x@y.test',
    'Sam\nHelper',
    'Sam\rHelper',
    'Sam\tHelper',
    'Sam\u0000',
    'Sam\u007f',
    'Sam\u0085',
    'Sam\u2028Helper',
    'Sam\u2029',
  ])('refuses %j, in the forms and in every body schema with a name field', (name) => {
    expect(hasControlCharacters(name)).toBe(true);
    expect(nameProblem(name)).toBe(AuthMessages.nameCharacters);
    for (const [schema, field] of [
      [contactUs.body, 'full_name'],
      [contactUs.body, 'company_name'],
      [sampleRequest.body, 'full_name'],
      [updateProfile.body, 'first_name'],
      [updateProfile.body, 'last_name'],
    ] as const) {
      const result = schema!.safeParse({ [field]: name });
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(AuthMessages.nameCharacters);
    }
  });

  it('takes names of any script, accents, apostrophes and hyphens', () => {
    for (const name of ["O'Brien-Smith", 'Zoë', 'José María', '王小明', 'Ørsted & Co.']) {
      expect(nameProblem(name)).toBeNull();
      expect(contactUs.body!.safeParse({ full_name: name }).success).toBe(true);
    }
  });
});

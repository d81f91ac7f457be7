import { AuthMessages, Limits, RegistrationMessages as M } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  businessErrors,
  codeTargetErrors,
  contactErrors,
  documentErrors,
  fileProblem,
  localToday,
  termsErrors,
} from './register-checks';
import { initialRegisterValues, type RegisterValues, stepOfField } from './register-values';
import { stepErrors } from './step-errors';

const values = (patch: Partial<RegisterValues> = {}): RegisterValues => ({
  ...initialRegisterValues,
  ...patch,
});

const MB = 1024 * 1024;

describe('files chosen for upload', () => {
  it('accepts jpg, png and pdf up to 20 MB', () => {
    expect(fileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 1 }, 0)).toBeNull();
    expect(fileProblem({ name: 'a.png', type: 'image/png', size: 20 * MB }, 0)).toBeNull();
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: 5 }, 9)).toBeNull();
  });

  it('refuses other types, by browser type or (when the browser gives none) by name', () => {
    expect(fileProblem({ name: 'a.gif', type: 'image/gif', size: 1 }, 0)).toBe(M.fileType);
    expect(fileProblem({ name: 'a.exe', type: '', size: 1 }, 0)).toBe(M.fileType);
    expect(fileProblem({ name: 'SCAN.PDF', type: '', size: 1 }, 0)).toBeNull();
  });

  it('refuses files over 20 MB', () => {
    expect(
      fileProblem(
        { name: 'a.pdf', type: 'application/pdf', size: Limits.registrationFileBytes + 1 },
        0,
      ),
    ).toBe(M.fileTooLarge);
  });

  it('refuses an eleventh file', () => {
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: 1 }, 10)).toBe(
      M.tooManyFiles,
    );
  });
});

describe('step 1: business', () => {
  it('names every required field', () => {
    expect(Object.keys(businessErrors(values())).sort()).toEqual(
      [
        'business_name',
        'business_type',
        'city',
        'federal_id',
        'postal_code',
        'state',
        'street',
      ].sort(),
    );
  });

  it('checks the postal code by country', () => {
    const ok = values({
      business_name: 'B',
      business_type: 'Architect',
      federal_id: '1',
      street: 's',
      city: 'c',
      state: 'NC',
      postal_code: '27260-1234',
    });
    expect(businessErrors(ok)).toEqual({});
    expect(businessErrors({ ...ok, postal_code: '2726' }).postal_code).toBe(M.invalidPostal);
    expect(businessErrors({ ...ok, country: 'CA', postal_code: 'K1A 0B1' })).toEqual({});
    expect(businessErrors({ ...ok, country: 'CA', postal_code: '27260' }).postal_code).toBe(
      M.invalidPostal,
    );
  });
});

describe('step 2: documents', () => {
  const docs = values({
    registration_state: 'NC',
    state_tax_number: 'T-1',
    certificate_number: '123456789012345',
    valid_from: '2026-01-01',
    valid_to: '2027-01-01',
  });
  const files = { salesTax: 1, uploading: false };

  it('passes with a sales tax certificate and its details', () => {
    expect(documentErrors(docs, files, '2026-06-01')).toEqual({});
  });

  it('needs a sales tax certificate, and no upload still running', () => {
    expect(documentErrors(docs, { salesTax: 0, uploading: false }, '2026-06-01')).toEqual({
      sales_tax_files: M.salesTaxRequired,
    });
    expect(documentErrors(docs, { salesTax: 1, uploading: true }, '2026-06-01')).toEqual({
      sales_tax_files: M.uploading,
    });
  });

  it("certificate number: up to 15 characters ('Please enter up to 15 characters')", () => {
    const long = { ...docs, certificate_number: '1234567890123456' };
    expect(documentErrors(long, files, '2026-06-01').certificate_number).toBe(
      'Please enter up to 15 characters',
    );
  });

  it('validity dates: required, in order, not expired', () => {
    expect(documentErrors({ ...docs, valid_from: '', valid_to: '' }, files, '2026-06-01')).toEqual({
      valid_from: M.datesRequired,
      valid_to: M.datesRequired,
    });
    expect(documentErrors({ ...docs, valid_to: '2025-12-31' }, files, '2026-06-01').valid_to).toBe(
      M.datesOrder,
    );
    expect(
      documentErrors(
        { ...docs, valid_from: '2025-01-01', valid_to: '2026-05-31' },
        files,
        '2026-06-01',
      ).valid_to,
    ).toBe(M.certificateExpired);
    expect(documentErrors({ ...docs, valid_to: '2026-06-01' }, files, '2026-06-01')).toEqual({});
  });

  it("today is the user's calendar day", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('step 3: contact', () => {
  const contact = values({ first_name: 'A', last_name: 'S', email: 'a@b.test', code: '123456' });

  it('passes with names, email and code; the phone is optional for an email code', () => {
    expect(contactErrors(contact)).toEqual({});
  });

  it("uses the spec's messages", () => {
    expect(contactErrors({ ...contact, email: '' }).email).toBe(AuthMessages.enterEmail);
    expect(contactErrors({ ...contact, email: 'a@b' }).email).toBe(AuthMessages.invalidEmail);
    expect(contactErrors({ ...contact, code: ' ' }).code).toBe(AuthMessages.enterCode);
    // Names go into mail: one line, as the API checks them (field-rules.ts nameProblem).
    expect(contactErrors({ ...contact, first_name: 'A\r\nBcc: x' }).first_name).toBe(
      AuthMessages.nameCharacters,
    );
    expect(contactErrors({ ...contact, last_name: 'S\tT' }).last_name).toBe(
      AuthMessages.nameCharacters,
    );
    expect(contactErrors({ ...contact, phone: '123' }).phone).toBe(AuthMessages.invalidPhone);
    expect(contactErrors({ ...contact, code_channel: 'sms' }).phone).toBe(
      AuthMessages.invalidPhone,
    );
  });

  it('a code needs an email, or a phone for SMS', () => {
    expect(codeTargetErrors(values())).toEqual({ email: AuthMessages.enterEmail });
    expect(codeTargetErrors(values({ email: 'a@b.test' }))).toEqual({});
    expect(codeTargetErrors(values({ code_channel: 'sms', phone: '704-555-0101' }))).toEqual({});
    expect(codeTargetErrors(values({ code_channel: 'sms', phone: '555' }))).toEqual({
      phone: AuthMessages.invalidPhone,
    });
  });
});

describe('step 4: terms and signature', () => {
  it('needs the agreement, print name, title and a drawn signature', () => {
    expect(termsErrors(values())).toEqual({
      agree: M.agreeRequired,
      print_name: M.printNameRequired,
      title: M.titleRequired,
      signature: M.signatureRequired,
    });
    expect(
      termsErrors(
        values({
          agree: true,
          print_name: 'A S',
          title: 'Owner',
          signature: 'data:image/png;base64,iVBOR',
        }),
      ),
    ).toEqual({});
  });
});

describe('steps', () => {
  it('checks only the step at hand', () => {
    const files = { salesTaxIds: [], uploading: false };
    expect(Object.keys(stepErrors(2, values(), files))).toEqual([
      'first_name',
      'last_name',
      'email',
      'code',
    ]);
    expect(stepErrors(4, values(), files)).toEqual({});
  });

  it("finds the step of a server field error ('field: message')", () => {
    expect(stepOfField('postal_code')).toBe(0);
    expect(stepOfField('sales_tax_files')).toBe(1);
    expect(stepOfField('email')).toBe(2);
    expect(stepOfField('signature')).toBe(3);
    expect(stepOfField('nope')).toBe(-1);
  });
});

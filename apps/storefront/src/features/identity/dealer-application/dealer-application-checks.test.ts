import {
  AuthMessages,
  DealerApplicationMessages as D,
  RegistrationMessages as M,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  type DealerApplicationValues,
  dealerApplicationErrors,
  EMPTY_DEALER_APPLICATION,
} from './dealer-application-checks';

const good: DealerApplicationValues = {
  company: 'Lakeside Home Gallery',
  contact_name: 'Rhea Lindqvist',
  email: 'rhea@lakeside.test',
  phone: '704-555-0188',
  territory: 'Carolinas',
  street: '210 Market St',
  city: 'Charlotte',
  state: 'NC',
  postal_code: '28202',
  certificate_number: 'NC-RS-4411',
  valid_from: '2025-01-01',
  valid_to: '2027-12-31',
};
const files = { uploaded: 1, uploading: false };
const today = '2026-12-07';

describe('dealer application checks (the server says the same)', () => {
  it('passes a complete application', () => {
    expect(dealerApplicationErrors(good, files, today)).toEqual({});
  });

  it('names every missing field with its message', () => {
    const errors = dealerApplicationErrors(
      EMPTY_DEALER_APPLICATION,
      { uploaded: 0, uploading: false },
      today,
    );
    expect(errors).toMatchObject({
      company: M.required,
      contact_name: M.required,
      email: AuthMessages.enterEmail,
      phone: AuthMessages.invalidPhone,
      territory: M.required,
      state: M.required,
      postal_code: M.required,
      certificate_files: D.certificateRequired,
      certificate_number: M.required,
      valid_to: M.datesRequired,
    });
  });

  it('refuses bad values and a submit while the certificate uploads', () => {
    const bad = { ...good, email: 'x@', postal_code: '2820', certificate_number: 'X'.repeat(16) };
    expect(dealerApplicationErrors(bad, { uploaded: 0, uploading: true }, today)).toEqual({
      email: AuthMessages.invalidEmail,
      postal_code: M.invalidPostal,
      certificate_number: M.certificateTooLong,
      certificate_files: M.uploading,
    });
    expect(dealerApplicationErrors({ ...good, valid_to: '2026-01-01' }, files, today)).toEqual({
      valid_to: M.certificateExpired,
    });
    expect(dealerApplicationErrors({ ...good, valid_from: '2028-01-01' }, files, today)).toEqual({
      valid_to: M.datesOrder,
    });
  });
});

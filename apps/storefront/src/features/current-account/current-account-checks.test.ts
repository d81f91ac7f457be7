import {
  CurrentAccountFieldMax,
  currentAccountApplicationBody,
  CheckoutMessages as M,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  applicationForSubmit,
  applicationProblems,
  EMPTY_APPLICATION,
  LIMIT_TOO_HIGH,
  limitAsTyped,
  REQUESTED_LIMIT_MAX,
} from './current-account-checks';

const GOOD = {
  company_name: ' Whitfield Interiors ',
  contact_name: 'Dana Whitfield',
  email: 'ap@whitfield.test',
  phone: '336-555-0101',
  requested_limit: '25000',
  bank_reference: 'First Bank, account manager J. Doe',
  trade_references: 'Rowe Furniture; Caracole',
};

describe('net-30 application checks', () => {
  it('names every missing field in the server words', () => {
    expect(applicationProblems(EMPTY_APPLICATION)).toEqual({
      company_name: M.applicationField,
      contact_name: M.applicationField,
      bank_reference: M.applicationField,
      trade_references: M.applicationField,
      email: M.applicationEmail,
      phone: M.contactPhone,
      requested_limit: M.applicationField,
    });
  });

  it('accepts a complete application and sends it trimmed with a numeric limit', () => {
    expect(applicationProblems(GOOD)).toEqual({});
    const body = applicationForSubmit(GOOD);
    expect(body.company_name).toBe('Whitfield Interiors');
    expect(body.requested_limit).toBe(25000);
    // What the form sends, the contract's schema takes.
    expect(currentAccountApplicationBody.safeParse(body).success).toBe(true);
  });

  it('refuses a bad email, phone, zero or too large a limit', () => {
    expect(applicationProblems({ ...GOOD, email: 'ap@whitfield' }).email).toBe(M.applicationEmail);
    expect(applicationProblems({ ...GOOD, phone: '555-0101' }).phone).toBe(M.contactPhone);
    expect(applicationProblems({ ...GOOD, requested_limit: '0' }).requested_limit).toBe(
      M.applicationField,
    );
    expect(applicationProblems({ ...GOOD, requested_limit: '10000001' }).requested_limit).toBe(
      LIMIT_TOO_HIGH,
    );
  });

  it('keeps the limit bound and lengths of the contract', () => {
    const limit = (n: number) =>
      currentAccountApplicationBody.safeParse({ ...applicationForSubmit(GOOD), requested_limit: n })
        .success;
    expect(limit(REQUESTED_LIMIT_MAX)).toBe(true);
    expect(limit(REQUESTED_LIMIT_MAX + 1)).toBe(false);
    expect(String(REQUESTED_LIMIT_MAX).length).toBeLessThanOrEqual(
      CurrentAccountFieldMax.requested_limit,
    );
    expect(limitAsTyped('$25,000.')).toBe('25000');
    expect(limitAsTyped('12345678901')).toBe('123456789');
  });
});

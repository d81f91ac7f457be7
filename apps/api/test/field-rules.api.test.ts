import {
  AuthMessages,
  contactUs,
  ErrorCode,
  FieldMax,
  RegistrationMessages as M,
  Messages,
  registerFirstCheck,
  registerSendCode,
  updateProfile,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from './fixtures/accounts-fixture';
import { useTestApp } from './fixtures/use-test-app';

/**
 * The API holds the contract's field rules (packages/contract/src/field-rules.ts), the same the
 * storefront's forms check: lengths, US phone, ZIP, email.
 */
const t = useTestApp({ accounts: true, signIn: ACCOUNTS.customer });

/** Each call from an address of its own: the per-address limits of forms are not the point. */
let caller = 0;
const post = async (url: string, payload: object) => {
  caller += 1;
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { host: 'hom.localhost', 'x-auth-token': t.token },
    remoteAddress: `10.9.${Math.floor(caller / 250)}.${caller % 250}`,
  });
  return {
    status: res.statusCode,
    ...(res.json() as { err: number; errmsg: string; val: unknown }),
  };
};

const contact = {
  full_name: 'Avery Stone',
  email: 'avery@studio.test',
  order_number: 'SO-1001',
  comments: 'Where is my order?',
};

describe('lengths: a form field at its maximum passes, one more is refused', () => {
  it.each(Object.entries(FieldMax.contact))('contact %s (%i)', async (field, max) => {
    const at = await post(contactUs.path, { ...contact, [field]: 'x'.repeat(max) });
    // At the maximum the length passes (the value may still be refused for what it says).
    expect(at.errmsg.startsWith(`${field}: Too big`)).toBe(false);
    const over = await post(contactUs.path, {
      ...contact,
      [field]: 'x'.repeat(max + 1),
    });
    expect(over.err).toBe(ErrorCode.BAD_REQUEST);
    expect(over.errmsg.startsWith(`${field}: `)).toBe(true);
  });

  it('profile names', async () => {
    const over = await post(updateProfile.path, {
      first_name: 'x'.repeat(FieldMax.profile.first_name + 1),
      last_name: 'B',
    });
    expect(over.errmsg.startsWith('first_name: ')).toBe(true);
  });
});

describe('US phone: 10 digits, optionally after a 1', () => {
  it.each(['+44 20 7946 0958', '555-0100', '(704) 555-0100 ext 2', '27045550100'])(
    'the profile refuses %j',
    async (phone) => {
      const res = await post(updateProfile.path, {
        first_name: 'Claire',
        last_name: 'Bennett',
        phone,
      });
      expect(res.errmsg).toBe(`phone: ${AuthMessages.invalidPhone}`);
    },
  );

  it.each([
    ['+1 980-555-0143', '19805550143'],
    ['980.555.0143', '19805550143'],
  ])('the profile takes %j, stored as %s', async (phone, stored) => {
    const res = await post(updateProfile.path, {
      first_name: 'Claire',
      last_name: 'Bennett',
      phone,
    });
    expect(res.val).toMatchObject({ phone: stored });
  });

  it('registration refuses a phone that is not a US number', async () => {
    const res = await post(registerSendCode.path, {
      channel: 'sms',
      phone: '+44 20 7946 0958',
    });
    expect(res.errmsg).toBe(`phone: ${AuthMessages.invalidPhone}`);
  });
});

describe('postal codes and email', () => {
  const business = {
    business_name: 'Rules Studio',
    business_type: 'Interior Designer',
    federal_id: '77-1234567',
    street: '1 Main St',
    city: 'High Point',
    state: 'NC',
    country: 'US',
  };

  it.each(['2726', '27262-12', 'ABCDE'])('registration refuses the ZIP %j', async (postal) => {
    const res = await post(registerFirstCheck.path, { ...business, postal_code: postal });
    expect(res.errmsg).toBe(`postal_code: ${M.invalidPostal}`);
  });

  it('registration takes ZIP+4', async () => {
    const res = await post(registerFirstCheck.path, { ...business, postal_code: '27262-1234' });
    expect(res.err).toBe(ErrorCode.OK);
  });

  it('the contact form refuses an address that is not an email', async () => {
    const res = await post(contactUs.path, { ...contact, email: 'avery@studio' });
    expect(res.errmsg).toBe(`email: ${AuthMessages.invalidEmail}`);
    const ok = await post(contactUs.path, contact);
    expect(ok.val).toMatchObject({ message: Messages.submitted });
  });
});

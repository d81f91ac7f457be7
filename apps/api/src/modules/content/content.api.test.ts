import {
  AuthMessages,
  contactUs,
  dealerSearch,
  designerInfo,
  ErrorCode,
  FormMessages as F,
  Messages,
  sampleRequest,
  userLogin,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, PASSWORD } from '../../../test/fixtures/accounts-fixture';
import { CONTACT_FORM, SAMPLE_FORM } from '../../../test/fixtures/form-fixtures';
import { useTestApp } from '../../../test/fixtures/use-test-app';
import { seedDemoDealers } from '../../db/demo-dealers';
import { devOutbox } from '../../routes/dev/outbox-call';
import { SERVICE_MAILBOX } from './content.service';

const t = useTestApp({ accounts: true });
beforeAll(async () => {
  await seedDemoDealers(t.testDb.db);
});

const call = async (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
  (
    await t.app.inject({
      method,
      url,
      payload,
      headers: { host: 'art.localhost', ...(token ? { 'x-auth-token': token } : {}) },
    })
  ).json();

const contact = CONTACT_FORM;

describe('contact form', () => {
  it.each([
    [{ full_name: ' ' }, `full_name: ${F.fullName}`],
    [{ email: '' }, `email: ${AuthMessages.enterEmail}`],
    [{ email: 'rae@' }, `email: ${AuthMessages.invalidEmail}`],
    [{ order_number: '' }, `order_number: ${F.orderNumber}`],
    [{ comments: '' }, `comments: ${F.comments}`],
  ])('refuses %o', async (change, message) => {
    expect((await call('POST', contactUs.path, { ...contact, ...change })).errmsg).toBe(message);
  });

  it('stores the message and mails customer service', async () => {
    const res = await call('POST', contactUs.path, contact);
    expect(res.err).toBe(ErrorCode.OK);
    expect(res.val.message).toBe(Messages.submitted);
    const mail = (await call('GET', `${devOutbox.path}?to=${SERVICE_MAILBOX}`)).val.list[0];
    expect(mail.subject).toBe(`Contact form #${res.val.id} (ART): order SO-10042`);
    expect(mail.body).toContain('The finish on the second chair differs.');
  });
});

describe('sample request', () => {
  const sample = SAMPLE_FORM;
  it('requires the spec fields and takes email as optional', async () => {
    expect((await call('POST', sampleRequest.path, { ...sample, finish_name: '' })).errmsg).toBe(
      `finish_name: ${F.finishName}`,
    );
    expect((await call('POST', sampleRequest.path, { ...sample, email: 'bad' })).errmsg).toBe(
      `email: ${AuthMessages.invalidEmail}`,
    );
    expect((await call('POST', sampleRequest.path, sample)).err).toBe(ErrorCode.OK);
  });
});

describe('dealer locator', () => {
  it('sorts dealers by distance from a ZIP code', async () => {
    const list = (await call('GET', `${dealerSearch.path}?zip=27262&limit=5`)).val.list;
    expect(list[0].city).toBe('High Point');
    const d = list.map((x: { distance_miles: number }) => x.distance_miles);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    expect(d[0]).toBeLessThan(10);
  });

  it('lists a state, and explains an unknown ZIP or an empty query', async () => {
    const nc = (await call('GET', `${dealerSearch.path}?state=nc`)).val.list;
    expect(nc.length).toBeGreaterThanOrEqual(3);
    expect(nc.every((x: { state: string }) => x.state === 'NC')).toBe(true);
    expect((await call('GET', `${dealerSearch.path}?zip=00000`)).errmsg).toBe(
      `zip: ${F.unknownZip}`,
    );
    expect((await call('GET', dealerSearch.path)).errmsg).toBe(F.zipOrState);
  });
});

describe('designer info', () => {
  it('gives a customer their designer, and a visitor nothing', async () => {
    const token = (
      await call('POST', userLogin.path, {
        username: ACCOUNTS.customer,
        password: PASSWORD,
      })
    ).val.token;
    expect((await call('POST', designerInfo.path, {}, token)).val).toEqual({
      img: '',
      name: 'Dana Tester',
      email: ACCOUNTS.designer,
      phone_number: '17045550111',
    });
    expect((await call('POST', designerInfo.path, {})).val).toBeNull();
  });
});

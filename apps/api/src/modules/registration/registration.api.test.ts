import {
  AuthMessages,
  ErrorCode,
  ffdLogin,
  getOldUserInfo,
  RegistrationMessages as M,
  registerDistrict,
  registerFileDel,
  registerFirstCheck,
  registerOptionList,
  registerSecondCheck,
  registerSendCode,
  registerSubmit,
  registerUpload,
  sendActivationEmail,
  setPassword,
  simpleRegister,
  userLogin,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { HARBOR_LANE_BUSINESS } from '../../../test/fixtures/form-fixtures';
import { solidPng } from '../../../test/fixtures/images';
import { useTestApp } from '../../../test/fixtures/use-test-app';
import { devOutbox } from '../../routes/dev/outbox-call';
import { CompaniesRepository } from '../identity/companies.repository';

const t = useTestApp();
let png: Buffer;
beforeAll(async () => {
  png = await solidPng(40, 30, '#c9a');
});

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

const post = async (url: string, payload: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { host: 'hom.localhost' },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { err: number; errmsg: string; val: Record<string, unknown> };
};

const upload = async (
  key: string,
  name: string,
  bytes: Buffer,
  type = 'application/octet-stream',
) => {
  const form = new FormData();
  form.append('register_key', key);
  form.append('file', new Blob([bytes], { type }), name);
  const req = new Request('http://x/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: registerUpload.path,
    headers: { host: 'hom.localhost', 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  return res.json() as {
    err: number;
    errmsg: string;
    val: { file_id: string; mime: string; size: number };
  };
};

const business = {
  ...HARBOR_LANE_BUSINESS,
  dba: 'Harbor Lane',
  website: 'https://harborlane.test',
  referrer: '',
};
const nextYear = `${new Date().getFullYear() + 1}-12-31`;
const documents = {
  registration_state: 'SC',
  state_tax_number: 'SC-998877',
  certificate_number: 'CERT-12345',
  valid_from: '2025-01-01',
  valid_to: nextYear,
};
const signature = `data:image/png;base64,${'iVBORw0KGgo'.padEnd(200, 'A')}`;

const outbox = async (to: string) =>
  (
    await t.app.inject({ method: 'GET', url: `${devOutbox.path}?to=${encodeURIComponent(to)}` })
  ).json().val.list as {
    subject: string;
    body: string;
  }[];

describe('registration lists', () => {
  it('gives the select lists and the states of a country', async () => {
    const options = (await post(registerOptionList.path, {})).val;
    expect(options.business_type).toContain('Interior Designer');
    expect((options.country as { code: string }[]).map((c) => c.code)).toEqual(['US', 'CA']);
    const ca = (await post(registerDistrict.path, { country: 'CA' })).val.state as {
      code: string;
    }[];
    expect(ca.map((s) => s.code)).toContain('ON');
  });
});

describe('the trade registration wizard', () => {
  let key = '';
  let salesTax = '';

  it('step 1 checks business information and starts a draft', async () => {
    const missing = await post(registerFirstCheck.path, { ...business, city: ' ' });
    expect(missing.errmsg).toBe(`city: ${M.required}`);
    const postal = await post(registerFirstCheck.path, { ...business, postal_code: '123' });
    expect(postal.errmsg).toBe(`postal_code: ${M.invalidPostal}`);
    const ok = await post(registerFirstCheck.path, business);
    expect(ok.err).toBe(ErrorCode.OK);
    key = ok.val.register_key as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('uploads images and PDFs checked by content, not by name', async () => {
    const img = await upload(key, 'certificate.png', png, 'image/png');
    expect(img.err).toBe(ErrorCode.OK);
    expect(img.val.mime).toBe('image/png');
    salesTax = img.val.file_id;
    const pdf = await upload(key, 'reseller.pdf', PDF, 'application/pdf');
    expect(pdf.val.mime).toBe('application/pdf');
    const exe = await upload(key, 'invoice.pdf', EXE, 'application/pdf');
    expect(exe.err).toBe(ErrorCode.BAD_REQUEST);
    expect(exe.errmsg).toBe(M.fileType);
    const big = await upload(
      key,
      'huge.png',
      Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024)]),
      'image/png',
    );
    expect(big.errmsg).toBe(M.fileTooLarge);
    const stranger = await upload('not-a-key', 'x.png', png, 'image/png');
    expect(stranger.errmsg).toBe(M.draftExpired);
  });

  it('stops at 10 files and deletes with fileDel', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await upload(key, `p${i}.png`, png)).val.file_id);
    expect((await upload(key, 'eleventh.png', png)).errmsg).toBe(M.tooManyFiles);
    expect((await post(registerFileDel.path, { register_key: key, file_id: ids[0] })).val).toEqual({
      deleted: true,
    });
    expect((await post(registerFileDel.path, { register_key: key, file_id: ids[0] })).val).toEqual({
      deleted: false,
    });
    const state = (await post(getOldUserInfo.path, { register_key: key })).val;
    expect((state.files as unknown[]).length).toBe(9);
    for (const id of ids.slice(1))
      await post(registerFileDel.path, { register_key: key, file_id: id });
  });

  it.each([
    [{ sales_tax_files: [] }, `sales_tax_files: ${M.salesTaxRequired}`],
    [{ certificate_number: '1234567890123456' }, `certificate_number: ${M.certificateTooLong}`],
    [{ valid_to: '' }, `valid_to: ${M.datesRequired}`],
    [{ valid_from: '2020-01-01', valid_to: '2021-01-01' }, `valid_to: ${M.certificateExpired}`],
    [{ valid_from: '2030-01-01', valid_to: '2029-01-01' }, `valid_to: ${M.datesOrder}`],
    [{ sales_tax_files: ['someone-elses-file'] }, `sales_tax_files: ${M.salesTaxRequired}`],
  ])('step 2 refuses %o', async (change, message) => {
    const res = await post(registerSecondCheck.path, {
      register_key: key,
      sales_tax_files: [salesTax],
      ...documents,
      ...change,
    });
    expect(res.errmsg).toBe(message);
  });

  it('step 2 accepts complete documents', async () => {
    expect(
      (
        await post(registerSecondCheck.path, {
          register_key: key,
          sales_tax_files: [salesTax],
          ...documents,
        })
      ).err,
    ).toBe(ErrorCode.OK);
  });

  it('submits with the emailed code, then waits for approval and activation', async () => {
    const email = 'owner@harborlane.test';
    expect((await post(registerSendCode.path, { channel: 'email', email })).err).toBe(ErrorCode.OK);
    const code = /\b(\d{6})\b/.exec((await outbox(email))[0]!.body)![1]!;
    const application = {
      register_key: key,
      ...business,
      sales_tax_files: [salesTax],
      ...documents,
      first_name: 'Olivia',
      last_name: 'Owner',
      email,
      phone: '843-555-0123',
      code_channel: 'email',
      print_name: 'Olivia Owner',
      title: 'Principal',
      signature,
      agree: true,
    };
    expect((await post(registerSubmit.path, { ...application, agree: false, code })).errmsg).toBe(
      `agree: ${M.agreeRequired}`,
    );
    expect((await post(registerSubmit.path, { ...application, signature: '', code })).errmsg).toBe(
      `signature: ${M.signatureRequired}`,
    );
    const wrong = await post(registerSubmit.path, {
      ...application,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.errmsg).toBe(AuthMessages.codeError);
    const done = await post(registerSubmit.path, { ...application, code });
    expect(done.err).toBe(ErrorCode.OK);
    expect((await outbox(email))[0]!.subject).toBe('We received your trade application');
    expect((await post(getOldUserInfo.path, { register_key: key })).val.submitted).toBe(true);

    const signIn = (password: string) => post(userLogin.path, { username: email, password });
    // No password yet: its status is not told to a password that is not its own.
    expect((await signIn('Anything-1234!')).errmsg).toBe(AuthMessages.signInFailed);
    expect((await post(sendActivationEmail.path, { email })).errmsg).toBe(
      AuthMessages.pendingReview,
    );

    await new CompaniesRepository(t.testDb.db).review(email, 'active');
    expect((await post(sendActivationEmail.path, { email })).err).toBe(ErrorCode.OK);
    const link = /token=([A-Za-z0-9_-]+)/.exec((await outbox(email))[0]!.body)![1]!;
    const password = 'Harbor-Lane-2026!';
    expect(
      (
        await post(setPassword.path, {
          token: link,
          password,
          confirm_password: password,
        })
      ).err,
    ).toBe(ErrorCode.OK);
    expect((await signIn(password)).err).toBe(ErrorCode.OK);
    expect((await post(sendActivationEmail.path, { email })).errmsg).toBe(
      AuthMessages.alreadyActivated,
    );
  });

  it('refuses a company that is already registered, and a used email or phone', async () => {
    const sendCode = registerSendCode.path;
    const refusals: [url: string, body: object, message: string][] = [
      [registerFirstCheck.path, { ...business, federal_id: '123456789' }, M.companyRegistered],
      [registerFirstCheck.path, { ...business, federal_id: '98-7654321' }, M.companyRegistered],
      [
        sendCode,
        { channel: 'email', email: 'OWNER@harborlane.test' },
        `email: ${AuthMessages.emailUsed}`,
      ],
      [sendCode, { channel: 'sms', phone: '(843) 555-0123' }, `phone: ${AuthMessages.phoneUsed}`],
    ];
    for (const [url, body, message] of refusals)
      expect((await post(url, body)).errmsg, JSON.stringify(body)).toBe(message);
  });
});

describe('Flash Deals sign-up', () => {
  it('creates an active shopper after the emailed code', async () => {
    const email = 'new-shopper@deals.test';
    const base = {
      email,
      first_name: 'Nia',
      last_name: 'Shopper',
      password: 'Flash-Deal-2026!',
      confirm_password: 'Flash-Deal-2026!',
    };
    expect((await post(simpleRegister.path, { ...base, confirm_password: 'x' })).errmsg).toBe(
      "Passwords don't match",
    );
    await post(registerSendCode.path, { channel: 'email', email });
    const code = /\b(\d{6})\b/.exec((await outbox(email))[0]!.body)![1]!;
    expect((await post(simpleRegister.path, { ...base, code })).err).toBe(ErrorCode.OK);
    const login = await t.app.inject({
      method: 'POST',
      url: ffdLogin.path,
      headers: { host: 'ffd.localhost' },
      payload: { email, password: base.password },
    });
    expect(login.json().err).toBe(ErrorCode.OK);
    expect((await post(simpleRegister.path, { ...base, code })).errmsg).toBe(
      `email: ${AuthMessages.emailUsed}`,
    );
  });
});

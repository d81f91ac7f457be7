import {
  ErrorCode,
  registerFirstCheck,
  registerSendCode,
  registerSubmit,
  registerUpload,
  roweLinkStatus,
  roweRedirectUrl,
  roweRegister,
  roweUserInfo,
  sendActivationEmail,
  setPassword,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/fixtures/api-client';
import { solidPng } from '../../../test/fixtures/images';
import { injectBrowser } from '../../../test/fixtures/inject-browser';
import { signInAtProvider } from '../../../test/fixtures/oidc-provider';
import { useRoweApp } from '../../../test/fixtures/rowe-app';
import { devOutbox } from '../../routes/dev/outbox-call';
import { CompaniesRepository } from '../identity/companies.repository';

/**
 * A trade application started from Sign in with Rowe (spec 5: the RoweLinkingCode travels with
 * it): the account it creates is linked to the Rowe identity, so once approved and activated,
 * Sign in with Rowe goes straight in.
 */
const { t } = useRoweApp();
let png: Buffer;
beforeAll(async () => {
  png = await solidPng(40, 30, '#9ac');
});

type Answer = { err: number; errmsg: string; val: Record<string, unknown> };
const client = apiClient(t, 'rowe.localhost');
const post = (url: string, payload: object, token?: string): Promise<Answer> =>
  client.post(url, payload, token);

const outbox = async (to: string) =>
  (
    await t.app.inject({ method: 'GET', url: `${devOutbox.path}?to=${encodeURIComponent(to)}` })
  ).json().val.list as { subject: string; body: string }[];

/** Portal → provider → back, in one browser: the answer of getRoweUserInfo. */
const roweSignIn = async (login: string): Promise<Answer> => {
  const browser = injectBrowser(t.app, 'rowe.localhost');
  const start = await browser.post(roweRedirectUrl.path, { bind: false });
  const back = new URL(await signInAtProvider(start.val.redirect_url, login));
  return browser.post(roweUserInfo.path, {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
    iss: back.searchParams.get('iss') ?? undefined,
  });
};

const signature = `data:image/png;base64,${'iVBORw0KGgo'.padEnd(200, 'A')}`;

/** A complete application by `email` for company `n`, through the wizard's calls. */
async function apply(n: number, email: string, extra: Record<string, string>) {
  const business = {
    business_name: `Rowe Applicant ${n}`,
    business_type: 'Interior Designer',
    federal_id: `55-00000${n}`,
    street: `${n} Oak St`,
    city: 'Charleston',
    state: 'SC',
    postal_code: '29401',
    country: 'US',
  };
  const first = await post(registerFirstCheck.path, business);
  expect(first.err).toBe(ErrorCode.OK);
  const key = first.val.register_key as string;
  const form = new FormData();
  form.append('register_key', key);
  form.append('file', new Blob([png], { type: 'image/png' }), 'certificate.png');
  const req = new Request('http://x/', { method: 'POST', body: form });
  const uploaded = (
    await t.app.inject({
      method: 'POST',
      url: registerUpload.path,
      headers: { host: 'rowe.localhost', 'content-type': req.headers.get('content-type')! },
      payload: Buffer.from(await req.arrayBuffer()),
    })
  ).json();
  expect(uploaded.err).toBe(ErrorCode.OK);
  await post(registerSendCode.path, { channel: 'email', email });
  const code = /\b(\d{6})\b/.exec((await outbox(email))[0]!.body)![1]!;
  return post(registerSubmit.path, {
    register_key: key,
    ...business,
    sales_tax_files: [uploaded.val.file_id],
    registration_state: 'SC',
    state_tax_number: `SC-${n}`,
    certificate_number: `CERT-${n}`,
    valid_from: '2025-01-01',
    valid_to: `${new Date().getFullYear() + 1}-12-31`,
    first_name: 'Riley',
    last_name: 'Applicant',
    email,
    code,
    print_name: 'Riley Applicant',
    title: 'Principal',
    signature,
    agree: true,
    ...extra,
  });
}

/** Approve the company, set the password from the activation mail. */
async function activate(email: string, password: string) {
  await new CompaniesRepository(t.testDb.db).review(email, 'active');
  expect((await post(sendActivationEmail.path, { email })).err).toBe(ErrorCode.OK);
  const token = /token=([A-Za-z0-9_-]+)/.exec((await outbox(email))[0]!.body)![1]!;
  const set = await post(setPassword.path, {
    token,
    password,
    confirm_password: password,
  });
  expect(set.err).toBe(ErrorCode.OK);
}

describe('a trade application started from Sign in with Rowe', () => {
  it('carries the RoweLinkingCode: the new account is linked, and Rowe sign-in goes straight in', async () => {
    const first = await roweSignIn('rowe-applicant');
    expect(first.val).toMatchObject({ linked: false });
    const code = first.val.RoweLinkingCode as string;
    const prefill = await post(roweRegister.path, { RoweLinkingCode: code });
    const email = prefill.val.email as string;
    expect(email).toBe('rowe-applicant@rowe.test');

    const done = await apply(1, email, { RoweLinkingCode: code });
    expect(done.err).toBe(ErrorCode.OK);
    expect(done.val).toEqual({ submitted: true, email, rowe_linked: true });
    // The code is used up.
    expect((await post(roweRegister.path, { RoweLinkingCode: code })).err).toBe(
      ErrorCode.AUTH_FAILED,
    );

    await activate(email, 'Rowe-Applicant-2026!');
    const again = await roweSignIn('rowe-applicant');
    expect(again.err).toBe(ErrorCode.OK);
    expect(again.val).toMatchObject({ linked: true });
    expect((again.val.user as { user_email: string }).user_email).toBe(email);
    const status = await post(roweLinkStatus.path, {}, (again.val.user as { token: string }).token);
    expect(status.val).toMatchObject({ linked: true, email });
  });

  it('an application without a code, or with a spent one, is submitted unlinked', async () => {
    const plain = await apply(2, 'plain-applicant@studio.test', {});
    expect(plain.val).toEqual({
      submitted: true,
      email: 'plain-applicant@studio.test',
      rowe_linked: false,
    });
    const spent = await apply(3, 'late-applicant@studio.test', { RoweLinkingCode: 'not-a-code' });
    expect(spent.err).toBe(ErrorCode.OK);
    expect(spent.val.rowe_linked).toBe(false);
  });
});

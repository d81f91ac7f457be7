import {
  AuthMessages,
  DealerApplicationMessages as D,
  dealerApplicationStart,
  dealerApplicationSubmit,
  ErrorCode,
  RegistrationMessages as M,
  registerUpload,
  setPassword,
  userLogin,
} from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/use-test-app';
import { certificates, companies, reviewActions, users } from '../../db/schema';
import { devOutbox } from '../../routes/dev/outbox-call';
import { CompaniesRepository } from '../identity/companies.repository';
import { buildIdentity } from '../identity/identity.module';
import { answerAdminRequest } from './admin-requests';
import { MissingReason } from './application-review.service';
import { buildApplicationReview } from './registration.module';

// Request Access on the dealer site, then staff review (the admin command's service), on a real
// app over a fresh database (PGlite, or PostgreSQL in the api-postgres project).
const t = useTestApp();
const HOST = { host: 'ca-dealer.localhost' };
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const nextYear = `${new Date().getFullYear() + 1}-12-31`;

const post = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers: HOST });
  expect(res.statusCode).toBe(200);
  return res.json() as { err: number; errmsg: string; val: Record<string, unknown> };
};

const start = async () => (await post(dealerApplicationStart.path, {})).val.register_key as string;

const upload = async (key: string) => {
  const form = new FormData();
  form.append('register_key', key);
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'resale.pdf');
  const req = new Request('http://x/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: registerUpload.path,
    headers: { ...HOST, 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  return res.json().val.file_id as string;
};

const application = (key: string, file: string, email: string) => ({
  register_key: key,
  company: 'Lakeside Home Gallery',
  contact_name: 'Rhea Lindqvist',
  email,
  phone: '704-555-0188',
  territory: 'North and South Carolina',
  street: '210 Market St',
  city: 'Charlotte',
  state: 'NC',
  postal_code: '28202',
  certificate_number: 'NC-RS-4411',
  valid_from: '2025-01-01',
  valid_to: nextYear,
  certificate_files: [file],
});

const mails = async (to: string) =>
  (
    await t.app.inject({ method: 'GET', url: `${devOutbox.path}?to=${encodeURIComponent(to)}` })
  ).json().val.list as { subject: string; body: string }[];

const review = () =>
  buildApplicationReview(
    t.testDb.db,
    t.config,
    // No transport: the outbox table is what these tests read (the app's own relay is apart).
    buildIdentity(t.testDb.db, { ...t.config, smtpUrl: undefined, mailboxPage: false }),
    new CompaniesRepository(t.testDb.db),
  );

describe('dealer application', () => {
  it("checks every field with the spec's messages, in the form's order", async () => {
    const key = await start();
    const file = await upload(key);
    const good = application(key, file, 'checks@lakeside.test');
    const refusals: [object, string][] = [
      [{ company: ' ' }, `company: ${M.required}`],
      [{ email: '' }, `email: ${AuthMessages.enterEmail}`],
      [{ email: 'not-an-email' }, `email: ${AuthMessages.invalidEmail}`],
      [{ phone: '12' }, `phone: ${AuthMessages.invalidPhone}`],
      [{ territory: '' }, `territory: ${M.required}`],
      [{ state: 'ZZ' }, `state: ${M.required}`],
      [{ postal_code: '2820' }, `postal_code: ${M.invalidPostal}`],
      [{ certificate_files: [] }, `certificate_files: ${D.certificateRequired}`],
      [{ certificate_files: ['not-mine'] }, `certificate_files: ${D.certificateRequired}`],
      [{ certificate_number: 'X'.repeat(16) }, `certificate_number: ${M.certificateTooLong}`],
      [{ valid_to: '' }, `valid_to: ${M.datesRequired}`],
      [{ valid_from: nextYear, valid_to: '2025-01-01' }, `valid_to: ${M.datesOrder}`],
      [{ valid_from: '2020-01-01', valid_to: '2021-01-01' }, `valid_to: ${M.certificateExpired}`],
      [{ email: 'dealer@nowhere.test', register_key: 'forged' }, M.draftExpired],
    ];
    for (const [change, message] of refusals) {
      const answer = await post(dealerApplicationSubmit.path, { ...good, ...change });
      expect([answer.err, answer.errmsg]).toEqual([ErrorCode.BAD_REQUEST, message]);
    }
  });

  it('is stored once per email, acknowledged by mail, and approved into a dealer who sets a password', async () => {
    const email = 'rhea@lakeside.test';
    const key = await start();
    const body = application(key, await upload(key), 'Rhea@Lakeside.test');
    const answer = await post(dealerApplicationSubmit.path, body);
    expect(answer).toMatchObject({ err: ErrorCode.OK, val: { submitted: true, email } });
    expect((await mails(email))[0]?.subject).toBe('We received your dealer application');
    // The draft is closed, and a second application for the address waits for the first.
    expect((await post(dealerApplicationSubmit.path, body)).errmsg).toBe(M.draftExpired);
    const again = await start();
    const second = await post(
      dealerApplicationSubmit.path,
      application(again, await upload(again), email),
    );
    expect(second.errmsg).toBe(`email: ${D.alreadyWaiting}`);

    const staff = review();
    expect((await staff.pending()).map((p) => [p.kind, p.email])).toContainEqual(['dealer', email]);
    const outcome = await answerAdminRequest(staff, {
      action: 'approve',
      email,
      actor: 'ops@test',
    });
    expect(outcome).toEqual({
      ok: true,
      lines: [expect.stringContaining('Lakeside Home Gallery: dealer application approved')],
    });

    const db = t.testDb.db.orm;
    const [user] = await db
      .select({
        type: users.account_type,
        status: users.status,
        kind: companies.kind,
        company: companies.status,
        first: users.first_name,
        id: users.company_id,
      })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.company_id))
      .where(eq(users.email, email));
    expect(user).toMatchObject({
      type: 'dealer',
      status: 'active',
      kind: 'dealer',
      company: 'active',
      first: 'Rhea',
    });
    const [cert] = await db
      .select()
      .from(certificates)
      .where(eq(certificates.company_id, user!.id!));
    expect(cert).toMatchObject({
      kind: 'reseller',
      certificate_number: 'NC-RS-4411',
      valid_to: nextYear,
    });
    expect(
      await db
        .select({
          actor: reviewActions.actor,
          action: reviewActions.action,
          kind: reviewActions.kind,
        })
        .from(reviewActions)
        .where(eq(reviewActions.email, email)),
    ).toEqual([{ actor: 'ops@test', action: 'approve', kind: 'dealer' }]);

    // The activation mail leads to the dealer site's set-password page; the dealer signs in.
    const mail = (await mails(email))[0]!;
    expect(mail.subject).toBe('Activate your trade account');
    const token = new RegExp(
      `${t.config.brandOrigins.CA_DEALER}/setPassword\\?token=([\\w-]+)`,
    ).exec(mail.body)![1]!;
    const password = 'Lakeside-Deal-2026!';
    expect(
      (await post(setPassword.path, { token, password, confirm_password: password })).err,
    ).toBe(ErrorCode.OK);
    expect((await post(userLogin.path, { username: email, password })).err).toBe(ErrorCode.OK);
    // Nothing waits any more for that address.
    expect(
      await answerAdminRequest(staff, { action: 'approve', email, actor: 'ops@test' }),
    ).toEqual({ ok: false, error: `No application waits for review for ${email}.` });
  });

  it('rejects with a reason the applicant is mailed; no reason, no rejection', async () => {
    const email = 'owen@harbourhome.test';
    const key = await start();
    await post(dealerApplicationSubmit.path, {
      ...application(key, await upload(key), email),
      company: 'Harbour Home',
    });
    const staff = review();
    expect(
      await answerAdminRequest(staff, { action: 'reject', email, reason: ' ', actor: 'ops@test' }),
    ).toEqual({ ok: false, error: MissingReason });
    const reason = 'Your territory is already served by a dealer in Charlotte.';
    const outcome = await answerAdminRequest(staff, {
      action: 'reject',
      email,
      reason,
      actor: 'ops@test',
    });
    expect(outcome.ok).toBe(true);
    const mail = (await mails(email))[0]!;
    expect([mail.subject, mail.body]).toEqual([
      'Your dealer application',
      expect.stringContaining(`Reason: ${reason}`),
    ]);
    const [rows] = await t.testDb.db.orm
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, email));
    expect(rows!.n).toBe(0);
  });
});

describe('trade applications through the same review', () => {
  const pendingTrade = async (email: string, name: string) => {
    const db = t.testDb.db.orm;
    const [company] = await db
      .insert(companies)
      .values({ name, status: 'pending' })
      .returning({ id: companies.id });
    await db.insert(users).values({
      company_id: company!.id,
      account_type: 'designer',
      email,
      first_name: 'Ada',
      status: 'pending',
    });
  };

  it('lists, approves with an activation mail, and rejects with the reason, each recorded', async () => {
    await pendingTrade('ada@atelier.test', 'Atelier Ada');
    await pendingTrade('bo@studio.test', 'Studio Bo');
    const staff = review();
    const listed = await answerAdminRequest(staff, { action: 'pending', actor: 'ops@test' });
    expect(listed.ok && listed.lines.join('\n')).toMatch(
      /trade .*ada@atelier\.test {2}Atelier Ada/,
    );

    expect(
      (
        await answerAdminRequest(staff, {
          action: 'approve',
          email: 'ada@atelier.test',
          actor: 'ops@test',
        })
      ).ok,
    ).toBe(true);
    expect((await mails('ada@atelier.test'))[0]!.body).toContain(
      `${t.config.brandOrigins.HOM}/setPassword?token=`,
    );

    await answerAdminRequest(staff, {
      action: 'reject',
      email: 'bo@studio.test',
      reason: 'No resale certificate on file.',
      actor: 'ops@test',
    });
    expect((await mails('bo@studio.test'))[0]!.body).toContain(
      'Reason: No resale certificate on file.',
    );
    const [bo] = await t.testDb.db.orm
      .select({ status: companies.status })
      .from(companies)
      .where(eq(companies.name, 'Studio Bo'));
    expect(bo!.status).toBe('rejected');
    const actions = await t.testDb.db.orm
      .select({
        action: reviewActions.action,
        email: reviewActions.email,
        reason: reviewActions.reason,
      })
      .from(reviewActions)
      .where(eq(reviewActions.kind, 'trade'));
    expect(actions).toEqual([
      { action: 'approve', email: 'ada@atelier.test', reason: '' },
      { action: 'reject', email: 'bo@studio.test', reason: 'No resale certificate on file.' },
    ]);
  });
});

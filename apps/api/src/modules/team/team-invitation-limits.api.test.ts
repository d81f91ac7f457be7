import {
  AuthMessages,
  addCustomer,
  changeMode,
  contactUs,
  ErrorCode,
  Limits,
  TeamMessages as M,
  registerSendCode,
  registerSubmit,
  sampleRequest,
  simpleRegister,
  subAccountActivate,
  subAccountActivationInfo,
  subAccountInvite,
  subAccountList,
  subAccountResend,
  updateProfile,
  userLogin,
  WorkspaceMessages as W,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../../test/fixtures/accounts-fixture';
import { apiClient } from '../../../test/fixtures/api-client';
import { CONTACT_FORM, SAMPLE_FORM } from '../../../test/fixtures/form-fixtures';
import { loadTwoTenants, TENANTS, type TwoTenants } from '../../../test/fixtures/tenants-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';
import { insertUser } from '../../../test/security/security-helpers';
import { devOutbox } from '../../routes/dev/outbox-call';

/**
 * Issue 33, L4: sub-account invitations within limits (open ones per company, mails per inviter
 * and hour), an expired one no longer holding its address, and names of one line wherever a
 * name goes into a mail. Two companies (tenants-fixture), so a limit of one is never the other's.
 */
const t = useTestApp({ withBuilds: false });
const { post } = apiClient(t);
let ids: TwoTenants;
beforeAll(async () => {
  ids = await loadTwoTenants(t.testDb.db);
});

const signIn = async (email: string, mode?: string) => {
  const token = (await post(userLogin.path, { username: email, password: PASSWORD })).val
    .token as string;
  if (mode) expect((await post(changeMode.path, { mode }, token)).err).toBe(200);
  return token;
};
/** A designer of its own in the tenant's company (each has its own hourly invitations). */
let designers = 0;
const designerOf = async (tenant: 'north' | 'south') => {
  const email = `designer${++designers}@${tenant}.test`;
  await insertUser(t.testDb.db, email, 'designer', { company: ids[tenant].company });
  return signIn(email);
};
const invite = (token: string, email: string, names: object = {}) =>
  post(subAccountInvite.path, { email, first_name: 'Sam', last_name: 'Helper', ...names }, token);
const mails = async (to: string) =>
  (
    await t.app.inject({ method: 'GET', url: `${devOutbox.path}?to=${encodeURIComponent(to)}` })
  ).json().val.list as { body: string; subject: string }[];
const rowsFor = async (email: string) =>
  (
    await t.testDb.db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [
      email,
    ])
  ).rows;
/** The invitation was sent `days` ago (its link, valid 3 days, with it). */
const age = async (email: string, days: number) => {
  const [row] = await rowsFor(email);
  await t.testDb.db.query(
    `UPDATE sub_account_invites SET expires_at = expires_at - make_interval(days => $2),
       created_at = created_at - make_interval(days => $2) WHERE user_id = $1`,
    [row!.id, days],
  );
  await t.testDb.db.query(
    `UPDATE sub_accounts SET invited_at = invited_at - make_interval(days => $2) WHERE user_id = $1`,
    [row!.id, days],
  );
};
const linkFor = async (to: string) =>
  decodeURIComponent(/\/subAccountActivation\?token=(\S+)/.exec((await mails(to))[0]!.body)![1]!);

describe('invitations per inviter', () => {
  it('attack: 25 sub-account invitations in a row, each mailed', async () => {
    const north = await signIn(TENANTS.north.designer);
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push(await invite(north, `rate${i}@people.test`));
    const allowed = Limits.invitationsPerInviterPerHour;
    expect(answers.slice(0, allowed).map((a) => a.err)).toEqual(Array(allowed).fill(200));
    for (const a of answers.slice(allowed)) {
      expect([a.err, a.errmsg]).toEqual([ErrorCode.RATE_LIMITED, M.invitationRateReached]);
    }
    let mailed = 0;
    for (let i = 0; i < 25; i++) mailed += (await mails(`rate${i}@people.test`)).length;
    expect(mailed).toBe(allowed);
    // A refused invitation reserves nothing.
    expect(await rowsFor(`rate${allowed}@people.test`)).toEqual([]);
    // Resending is mailing too.
    const resend = await post(subAccountResend.path, { id: answers[0]!.val.id }, north);
    expect(resend.errmsg).toBe(M.invitationRateReached);
    // The other company's designer is not limited by it.
    const south = await signIn(TENANTS.south.designer);
    expect((await invite(south, 'rate-south@people.test')).err).toBe(200);
  });
});

describe('open invitations per company', () => {
  it('attack: open sub-account invitations per company are unlimited', async () => {
    // North holds 10 open invitations from the test above; a second designer adds 10 more.
    const second = await designerOf('north');
    for (let i = 0; i < 10; i++)
      expect((await invite(second, `open${i}@people.test`)).err).toBe(200);
    const third = await designerOf('north');
    const full = await invite(third, 'one-too-many@people.test');
    expect([full.err, full.errmsg]).toEqual([ErrorCode.BAD_REQUEST, M.openInvitationsReached]);
    expect(await rowsFor('one-too-many@people.test')).toEqual([]);
    expect(await mails('one-too-many@people.test')).toEqual([]);
    // South's count is its own.
    const south = await designerOf('south');
    expect((await invite(south, 'south-open@people.test')).err).toBe(200);
    // An expired invitation holds no place: one lapses, one more fits, and then the expired one
    // cannot be resent while the company is full.
    await age('open0@people.test', 4);
    const fits = await invite(third, 'fits@people.test');
    expect(fits.err, fits.errmsg).toBe(200);
    await age('fits@people.test', 4);
    expect((await invite(third, 'fits-again@people.test')).err).toBe(200);
    const again = await post(subAccountResend.path, { id: fits.val.id }, third);
    expect([again.err, again.errmsg]).toEqual([ErrorCode.BAD_REQUEST, M.openInvitationsReached]);
  });
});

describe('an address held by an invitation', () => {
  it('attack: an unactivated invitation keeps its owner from signing up elsewhere after it expired', async () => {
    const north = await designerOf('north');
    const southDesigner = `designer-s${++designers}@south.test`;
    await insertUser(t.testDb.db, southDesigner, 'designer', { company: ids.south.company });
    const south = await signIn(southDesigner);
    const southWorkspace = await signIn(southDesigner, 'mibd_designer');
    // North is full (the test above): two of its invitations lapse, which makes room.
    await age('open1@people.test', 4);
    await age('open2@people.test', 4);
    for (const email of ['owner@free.test', 'client@free.test']) {
      const sent = await invite(north, email);
      expect(sent.err, sent.errmsg).toBe(200);
    }
    const token = await linkFor('owner@free.test');
    const customer = (email: string) =>
      post(
        addCustomer.path,
        { first_name: 'Owen', last_name: 'Owner', email, country: 'US' },
        southWorkspace,
      );
    const registerCode = (email: string) =>
      post(registerSendCode.path, { channel: 'email', email, phone: '' });
    // While the link works (spec 6: 3 days), the address is the invitation's.
    expect((await invite(south, 'owner@free.test')).errmsg).toBe(`email: ${M.alreadyRegistered}`);
    expect((await registerCode('owner@free.test')).errmsg).toBe(`email: ${AuthMessages.emailUsed}`);
    expect((await customer('client@free.test')).errmsg).toBe(`email: ${W.emailUsed}`);
    // Once it has expired, its owner signs up elsewhere.
    await age('owner@free.test', 4);
    await age('client@free.test', 4);
    const registered = await registerCode('owner@free.test');
    expect(registered.err, registered.errmsg).toBe(200);
    const invited = await invite(south, 'owner@free.test');
    expect(invited.err, invited.errmsg).toBe(200);
    const added = await customer('client@free.test');
    expect(added.err, added.errmsg).toBe(200);
    // The lapsed invitations are gone from north's list, and their old link says so.
    const listed = (await post(subAccountList.path, {}, north)).val.list as { email: string }[];
    expect(listed.map((s) => s.email)).not.toContain('owner@free.test');
    expect(listed.map((s) => s.email)).not.toContain('client@free.test');
    expect((await post(subAccountActivationInfo.path, { token })).errmsg).toBe(M.linkExpired);
    // South's invitation is the address's now; north cannot take it back.
    expect((await invite(north, 'owner@free.test')).errmsg).toBe(`email: ${M.alreadyRegistered}`);
  });
});

describe('names of one line', () => {
  const BAD = ['Sam\r\nBcc: ev@il.co', 'Sam\nHelper', 'Sam\tHelper', 'Sam\u2028Helper'];
  const refusedName = (answer: { err: number; errmsg: string }, field: string) =>
    expect([answer.err, answer.errmsg]).toEqual([
      ErrorCode.BAD_REQUEST,
      `${field}: ${AuthMessages.nameCharacters}`,
    ]);

  it('attack: names with CR/LF end up in invitation mail bodies', async () => {
    const south = await designerOf('south');
    for (const [i, bad] of BAD.entries()) {
      refusedName(await invite(south, `crlf${i}@people.test`, { first_name: bad }), 'first_name');
      refusedName(await invite(south, `crlf${i}@people.test`, { last_name: bad }), 'last_name');
      expect(await rowsFor(`crlf${i}@people.test`)).toEqual([]);
      expect(await mails(`crlf${i}@people.test`)).toEqual([]);
    }
    expect((await invite(south, 'one-line@people.test', { first_name: ' Sam ' })).err).toBe(200);
    const token = await linkFor('one-line@people.test');
    const activation = {
      token,
      first_name: 'Sam',
      last_name: 'Helper',
      password: PASSWORD,
      confirm_password: PASSWORD,
    };
    refusedName(
      await post(subAccountActivate.path, { ...activation, last_name: BAD[0] }),
      'last_name',
    );
    expect((await post(subAccountActivate.path, activation)).err).toBe(200);
  });

  it('attack: other names that go into mail bodies take CR/LF (customers, registration, contact forms, profile)', async () => {
    const workspace = await signIn(TENANTS.south.designer, 'mibd_designer');
    const customer = { first_name: 'Ivy', last_name: 'Park', email: 'ivy@people.test' };
    const profileOwner = await signIn(TENANTS.north.designer);
    for (const bad of BAD) {
      const c = await post(addCustomer.path, { ...customer, first_name: bad }, workspace);
      refusedName(c, 'first_name');
      refusedName(
        await post(simpleRegister.path, {
          email: 'shopper@people.test',
          first_name: 'Sam',
          last_name: bad,
          password: PASSWORD,
          confirm_password: PASSWORD,
          code: '123456',
        }),
        'last_name',
      );
      refusedName(
        await post(registerSubmit.path, { first_name: bad, register_key: 'x' }),
        'first_name',
      );
      refusedName(
        await post(registerSubmit.path, { business_name: bad, register_key: 'x' }),
        'business_name',
      );
      refusedName(await post(contactUs.path, { ...CONTACT_FORM, full_name: bad }), 'full_name');
      refusedName(await post(sampleRequest.path, { ...SAMPLE_FORM, full_name: bad }), 'full_name');
      refusedName(
        await post(updateProfile.path, { first_name: bad, last_name: 'Tester' }, profileOwner),
        'first_name',
      );
    }
    const { rows } = await t.testDb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE body ~ 'Bcc: ev@il'`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});

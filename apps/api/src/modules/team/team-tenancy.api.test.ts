import {
  addCustomer,
  type Call,
  ErrorCode,
  TeamMessages as M,
  subAccountActivate,
  subAccountActivationInfo,
  subAccountClose,
  subAccountInvite,
  subAccountList,
  subAccountReopen,
  subAccountResend,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../../test/fixtures/accounts-fixture';
import { callJson, signInAs } from '../../../test/fixtures/call';
import {
  loadTwoTenants,
  otherTenant,
  TENANT_KEYS,
  TENANTS,
  type TenantKey,
  type TwoTenants,
} from '../../../test/fixtures/tenants-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';

// Issue 33 guard rail: two companies whose sub-accounts, their customers and their seats differ.
// Each designer must list and manage only their own sub-accounts, counted in their own company.

const t = useTestApp({ withBuilds: false });
let ids: TwoTenants;

/** Invited sub-accounts: activated ones with how many customers each makes, then pending ones. */
const TEAM = {
  north: { active: { 'n1@studio.test': 2, 'n2@studio.test': 0 }, pending: ['n3@studio.test'] },
  south: { active: { 's1@atelier.test': 1 }, pending: [] as string[] },
} as const;

const s = {} as Record<TenantKey, { designer: string; subs: Record<string, number> }>;
const as =
  (token: string) =>
  (call: Call, body: object = {}) =>
    callJson(t, call, body, { token });

const linkFor = async (email: string) => {
  const { rows } = await t.testDb.db.query<{ body: string }>(
    'SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
    [email],
  );
  return decodeURIComponent(/\/subAccountActivation\?token=(\S+)/.exec(rows[0]!.body)![1]!);
};

beforeAll(async () => {
  ids = await loadTwoTenants(t.testDb.db);
  for (const key of TENANT_KEYS) {
    const designer = await signInAs(t, TENANTS[key].designer);
    const subs: Record<string, number> = {};
    const team = TEAM[key];
    for (const email of [...Object.keys(team.active), ...team.pending]) {
      const res = await as(designer)(subAccountInvite, { email, first_name: key });
      expect(res.err, res.errmsg).toBe(ErrorCode.OK);
      subs[email] = res.val.id;
    }
    for (const [email, customers] of Object.entries(team.active)) {
      const token = await linkFor(email);
      const activated = await callJson(t, subAccountActivate, {
        token,
        first_name: key,
        last_name: 'Helper',
        password: PASSWORD,
        confirm_password: PASSWORD,
      });
      expect(activated.err, activated.errmsg).toBe(ErrorCode.OK);
      const sub = await signInAs(t, email, { mode: 'mibd_designer' });
      for (let i = 0; i < customers; i += 1) {
        const added = await as(sub)(addCustomer, {
          first_name: `${key}${i}`,
          last_name: 'Client',
          email: `${key}-${i}-${email}`,
        });
        expect(added.err, added.errmsg).toBe(ErrorCode.OK);
      }
    }
    s[key] = { designer, subs };
  }
});

describe("sub-accounts: each designer sees and manages only their company's", () => {
  it('lists their own sub-accounts with their own customers, tier and seats', async () => {
    for (const key of TENANT_KEYS) {
      const list = await as(s[key].designer)(subAccountList);
      expect(list.val).toMatchObject({
        tier: TENANTS[key].tier,
        company_name: TENANTS[key].company,
        // The designer, the fixture's sub-account and those activated here.
        active_accounts: 2 + Object.keys(TEAM[key].active).length,
      });
      const rows = list.val.list as { email: string; status: string; customers: number }[];
      const want = {
        ...TEAM[key].active,
        ...Object.fromEntries(TEAM[key].pending.map((e) => [e, 0])),
      };
      expect(Object.fromEntries(rows.map((r) => [r.email, r.customers]))).toEqual(want);
      expect(Object.fromEntries(rows.map((r) => [r.email, r.status]))).toEqual({
        ...Object.fromEntries(Object.keys(TEAM[key].active).map((e) => [e, 'activated'])),
        ...Object.fromEntries(TEAM[key].pending.map((e) => [e, 'to_be_activated'])),
      });
    }
  });

  it("resends, closes and reopens none of the other company's, and changes nothing", async () => {
    for (const key of TENANT_KEYS) {
      const other = otherTenant(key);
      const call = as(s[key].designer);
      const targets = [...Object.values(s[other].subs), ids[other].sub, ids[other].customer];
      for (const c of [subAccountResend, subAccountClose, subAccountReopen]) {
        for (const id of targets) {
          const res = await call(c, { id });
          expect([res.err, res.errmsg, res.val], `${c.path} ${id}`).toEqual([
            ErrorCode.NOT_FOUND,
            M.notFound,
            null,
          ]);
        }
      }
      const kept = await as(s[other].designer)(subAccountList);
      expect(kept.val.active_accounts).toBe(2 + Object.keys(TEAM[other].active).length);
      const closed = kept.val.list.filter((r: { status: string }) => r.status === 'closed');
      expect(closed).toEqual([]);
      // No new invitation mail went out for the other company's pending accounts.
      for (const email of TEAM[other].pending) {
        const { rows } = await t.testDb.db.query('SELECT 1 FROM outbox WHERE recipient = $1', [
          email,
        ]);
        expect(rows).toHaveLength(1);
      }
    }
  });

  it("an invitation link names the inviter's own company", async () => {
    for (const key of TENANT_KEYS) {
      for (const email of TEAM[key].pending) {
        const info = await callJson(t, subAccountActivationInfo, { token: await linkFor(email) });
        expect(info.val).toMatchObject({ email, company_name: TENANTS[key].company });
      }
    }
  });

  it('a sub-account manages no sub-accounts, of either company', async () => {
    for (const key of TENANT_KEYS) {
      const sub = await signInAs(t, TENANTS[key].sub);
      expect((await as(sub)(subAccountList)).err).toBe(ErrorCode.NO_PERMISSION);
      const id = Object.values(s[key].subs)[0];
      expect((await as(sub)(subAccountClose, { id })).err).toBe(ErrorCode.NO_PERMISSION);
    }
  });
});

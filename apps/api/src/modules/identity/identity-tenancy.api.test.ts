import {
  addCustomer,
  type Call,
  certificateDetail,
  changeMode,
  customerList,
  designerInfo,
  ErrorCode,
  readFile,
  updateProfile,
  userInfo,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, callJson, signInAs } from '../../../test/fixtures/call';
import {
  loadTwoTenants,
  otherTenant,
  TENANT_KEYS,
  TENANTS,
  type TenantKey,
  type TwoTenants,
} from '../../../test/fixtures/tenants-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';

// Issue 33 guard rail: two companies whose certificates, papers, customers and profiles differ.
// Each account must read only its own profile, its own company's certificates and papers, and
// only its own (a sub-account: its parent's) customers, also when it picks one for a mode.

const t = useTestApp({ withBuilds: false });
let ids: TwoTenants;

/** Customers each designer adds beside the fixture's (north two, south none). */
const EXTRA = { north: ['Ada', 'Bea'], south: [] as string[] } as const;
/** The certificate states each company holds (south's NY has expired). */
const STATES = { north: ['NC'], south: ['NY', 'TX'] } as const;
const PAPER = (key: TenantKey) => `${key}-certificate.png`;

const s = {} as Record<TenantKey, { designer: string; sub: string; customer: string }>;
const as =
  (token: string) =>
  (call: Call, body: object = {}) =>
    callJson(t, call, body, { token });
const customerIds = (list: { id: number }[]) => list.map((c) => c.id).sort((a, b) => a - b);
const expected: Record<TenantKey, number[]> = { north: [], south: [] };

beforeAll(async () => {
  ids = await loadTwoTenants(t.testDb.db);
  for (const key of TENANT_KEYS) {
    await t.testDb.db.query(`UPDATE certificates SET files = ARRAY[$1] WHERE company_id = $2`, [
      PAPER(key),
      ids[key].company,
    ]);
    const designer = await signInAs(t, TENANTS[key].designer, { mode: 'mibd_designer' });
    expected[key].push(ids[key].customer);
    for (const first_name of EXTRA[key]) {
      const email = `${first_name.toLowerCase()}@${key}.test`;
      const added = await as(designer)(addCustomer, { first_name, last_name: key, email });
      expect(added.err, added.errmsg).toBe(ErrorCode.OK);
      expected[key].push(added.val.id);
    }
    expected[key].sort((a, b) => a - b);
    s[key] = {
      designer,
      sub: await signInAs(t, TENANTS[key].sub, { mode: 'mibd_designer' }),
      customer: await signInAs(t, TENANTS[key].customer),
    };
  }
});

describe("identity reads: each account sees only its own company's", () => {
  it("certificates: the designer's and the sub-account's company, nobody else's", async () => {
    for (const key of TENANT_KEYS) {
      for (const token of [s[key].designer, s[key].sub]) {
        const res = await callJson(t, certificateDetail, undefined, { token });
        const states = res.val.list.map(
          (c: { registration_state: string }) => c.registration_state,
        );
        expect(states.sort()).toEqual([...STATES[key]]);
        expect(res.val.has_valid_resale_certificate).toBe(true);
      }
    }
    // A customer and the dealer belong to no company holding certificates.
    const dealer = await signInAs(t, TENANTS.dealer.dealer);
    for (const token of [s.north.customer, dealer]) {
      const res = await callJson(t, certificateDetail, undefined, { token });
      expect(res.val).toEqual({ list: [], has_valid_resale_certificate: false });
    }
  });

  it("company papers: readable by the company's users only", async () => {
    const read = (token: string, key: TenantKey) =>
      callApi(t, readFile, undefined, {
        token,
        params: { block_id: 'registration', file_name: PAPER(key) },
      });
    for (const key of TENANT_KEYS) {
      const other = otherTenant(key);
      for (const token of [s[key].designer, s[key].sub]) {
        expect((await read(token, key)).headers['content-type']).toMatch(/^image\//);
        expect((await read(token, other)).json().err).toBe(ErrorCode.NO_PERMISSION);
      }
      expect((await read(s[key].customer, key)).json().err).toBe(ErrorCode.NO_PERMISSION);
    }
  });

  it("customer list: the designer's own customers, a sub-account's parent's", async () => {
    for (const key of TENANT_KEYS) {
      for (const token of [s[key].designer, s[key].sub]) {
        const list = await as(token)(customerList);
        expect(customerIds(list.val.list)).toEqual(expected[key]);
      }
      expect((await as(s[key].customer)(customerList)).err).toBe(ErrorCode.NO_PERMISSION);
    }
  });

  it("communicate mode takes one's own customer only, never the other company's", async () => {
    for (const key of TENANT_KEYS) {
      const other = otherTenant(key);
      for (const token of [s[key].designer, s[key].sub]) {
        for (const customer_id of expected[other]) {
          const res = await as(token)(changeMode, { mode: 'mibd_communicate', customer_id });
          expect(res.err).toBe(ErrorCode.NO_PERMISSION);
          expect((await as(token)(userInfo)).val).toMatchObject({ mode: 'mibd_designer' });
        }
      }
      const talk = await signInAs(t, TENANTS[key].designer, {
        mode: 'mibd_communicate',
        customerId: ids[key].customer,
      });
      expect((await as(talk)(customerList)).val.list).toEqual([
        expect.objectContaining({ id: ids[key].customer }),
      ]);
      // The footer names the designer in the room, and a customer's own designer.
      for (const token of [talk, s[key].customer]) {
        expect((await as(token)(designerInfo)).val.email).toBe(TENANTS[key].designer);
      }
    }
  });

  it('profile: a change is the caller’s own and nobody else’s', async () => {
    const names = { north: 'Northa', south: 'Southa' };
    for (const key of TENANT_KEYS) {
      const res = await as(s[key].sub)(updateProfile, {
        first_name: names[key],
        last_name: 'Renamed',
        phone: '',
      });
      expect(res.err, res.errmsg).toBe(ErrorCode.OK);
    }
    for (const key of TENANT_KEYS) {
      expect((await as(s[key].sub)(userInfo)).val).toMatchObject({
        user_first_name: names[key],
        user_email: TENANTS[key].sub,
      });
      const parent = (await as(s[key].designer)(userInfo)).val;
      expect(parent).toMatchObject({ user_email: TENANTS[key].designer });
      expect(parent.user_first_name).not.toBe(names[key]);
    }
  });
});

import { changeMode, ErrorCode, userInfo, userLogin } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../../test/fixtures/accounts-fixture';
import { callJson } from '../../../test/fixtures/call';
import { loadTwoTenants, TENANTS, type TwoTenants } from '../../../test/fixtures/tenants-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';

// Issue 34, decision 057: a sign-in lands in the view the user chose last, on any brand site;
// the first one in the spec's browsing default. Two companies' designers choose differently:
// each lands in their own choice, never the other's.

const t = useTestApp({ withBuilds: false });
let ids: TwoTenants;
beforeAll(async () => {
  ids = await loadTwoTenants(t.testDb.db);
});

const signIn = async (username: string, host = 'hom.localhost') => {
  const res = await callJson(t, userLogin, { username, password: PASSWORD }, { host });
  expect(res.err, `sign-in of ${username} on ${host}`).toBe(ErrorCode.OK);
  return res.val as { token: string; mode: string; Role: string[] };
};

const choose = async (token: string, mode: string, customerId?: number, host = 'hom.localhost') => {
  const res = await callJson(t, changeMode, { mode, customer_id: customerId }, { token, host });
  expect(res.err, `change to ${mode}`).toBe(ErrorCode.OK);
};

describe('the view a sign-in lands in', () => {
  it("the first sign-in browses; later ones land in the view chosen last, on any brand, each designer's own", async () => {
    const north = await signIn(TENANTS.north.designer);
    const south = await signIn(TENANTS.south.designer);
    expect([north.mode, south.mode]).toEqual(['mibd_safe', 'mibd_safe']);

    // North chooses designer view on HOM; south stays browsing.
    await choose(north.token, 'mibd_designer');
    const northOnCa = await signIn(TENANTS.north.designer, 'ca.localhost');
    expect(northOnCa.mode).toBe('mibd_designer');
    expect(northOnCa.Role).toContain('designer_price');
    const info = await callJson(t, userInfo, {}, { token: northOnCa.token, host: 'ca.localhost' });
    expect(info.val.mode).toBe('mibd_designer');
    expect((await signIn(TENANTS.south.designer, 'jc.localhost')).mode).toBe('mibd_safe');

    // Back to browsing: the next sign-in browses again.
    await choose(northOnCa.token, 'mibd_safe', undefined, 'ca.localhost');
    expect((await signIn(TENANTS.north.designer)).mode).toBe('mibd_safe');
  });

  it('communicate mode (one client preset) is not kept: the next sign-in lands in the view chosen before it', async () => {
    const south = await signIn(TENANTS.south.designer);
    await choose(south.token, 'mibd_designer');
    await choose(south.token, 'mibd_communicate', ids.south.customer);
    const next = await signIn(TENANTS.south.designer);
    expect(next.mode).toBe('mibd_designer');
    expect(next.Role).not.toContain('mibd_communicate');
  });

  it('a customer, who has one view, always lands in it', async () => {
    const customer = await signIn(TENANTS.north.customer);
    expect(customer.mode).toBe('mibd_customer');
    const refused = await callJson(
      t,
      changeMode,
      { mode: 'mibd_designer' },
      { token: customer.token },
    );
    expect(refused.err).not.toBe(ErrorCode.OK);
    expect((await signIn(TENANTS.north.customer)).mode).toBe('mibd_customer');
  });
});

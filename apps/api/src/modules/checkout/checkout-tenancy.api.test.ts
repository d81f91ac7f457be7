import {
  checkoutQuote,
  currentAccountApply,
  currentAccountReview,
  CheckoutMessages as M,
  submitOrder,
  supplementaryCheck,
  verifyCoupon,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/fixtures/api-client';
import { callJson, signInAs } from '../../../test/fixtures/call';
import { addCoupon, addStaff, NC, NY, newKey } from '../../../test/fixtures/checkout-fixture';
import { loadTwoTenants, TENANTS } from '../../../test/fixtures/tenants-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';

// H1 of issue 33: checkout read every company's certificates and terms (a correlated subquery
// bound to its own table). Each buyer here must see only their own company's.

const t = useTestApp({ withBuilds: false, catalog: true });
const c = apiClient(t);
const TX = { ...NY, street: '5 Main St', city: 'Austin', state: 'TX', postal_code: '78701' };
const CA = { host: 'ca.localhost' };
const s = { north: '', south: '', dealer: '', agent: '', staff: '' };

beforeAll(async () => {
  await loadTwoTenants(t.testDb.db);
  await addCoupon(t.testDb.db, 'TENANT10', { percent: 10 });
  const designerMode = { mode: 'mibd_designer', ...CA };
  s.north = await signInAs(t, TENANTS.north.designer, designerMode);
  s.south = await signInAs(t, TENANTS.south.designer, designerMode);
  s.dealer = await signInAs(t, TENANTS.dealer.dealer, designerMode);
  s.agent = await signInAs(t, TENANTS.agents.agent, designerMode);
  await addStaff(t.testDb.db, TENANTS.north.designer, 'staff@tenants.test');
  s.staff = await signInAs(t, 'staff@tenants.test', CA);
});

const fill = async (token: string) => {
  expect((await c.add(token, 'ca.localhost', { sku_number: 'CA-SOF-001', number: 1 })).err).toBe(
    200,
  );
};
const order = (ship_to: object, payment_method: string) => ({
  t: 'n',
  ship_to,
  shipping_method: 'white_glove',
  payment_method,
  payment: {},
});
const quote = (token: string, ship_to: object, payment_method = 'card') =>
  callJson(t, checkoutQuote, order(ship_to, payment_method), { token, ...CA });
const submitNet30 = (token: string, ship_to: object) =>
  callJson(t, submitOrder, order(ship_to, 'net_30'), {
    token,
    ...CA,
    headers: { 'idempotency-key': newKey() },
  });

describe('H1: checkout reads only the buyer’s own company', () => {
  it('answers each buyer the certificates and terms of their own company', async () => {
    const check = (token: string) => callJson(t, supplementaryCheck, undefined, { token, ...CA });
    expect((await check(s.north)).val).toMatchObject({
      exempt_states: ['NC'],
      payment_terms: 'net_30',
      certificate_required: false,
    });
    expect((await check(s.south)).val).toMatchObject({
      exempt_states: ['TX'],
      payment_terms: 'deposit_50',
    });
    for (const token of [s.dealer, s.agent]) {
      expect((await check(token)).val).toMatchObject({
        exempt_states: [],
        payment_terms: 'full',
        certificate_required: true,
      });
    }
  });

  it('exempts a buyer from tax only where their own certificate covers the state', async () => {
    for (const token of [s.north, s.south, s.dealer, s.agent]) await fill(token);
    expect((await quote(s.north, NC)).val.tax).toBe(0);
    expect((await quote(s.north, TX)).val.tax).toBeGreaterThan(0);
    expect((await quote(s.south, TX)).val.tax).toBe(0);
    expect((await quote(s.south, NC)).val.tax).toBeGreaterThan(0);
    // South's NY certificate has expired.
    expect((await quote(s.south, NY)).val.tax).toBeGreaterThan(0);
    // The dealer and the agent hold none: taxed in both states.
    for (const token of [s.dealer, s.agent]) {
      expect((await quote(token, NC)).val.tax).toBeGreaterThan(0);
      expect((await quote(token, TX)).val.tax).toBeGreaterThan(0);
    }
  });

  it('with two companies approved for net-30, checkout works for everyone and only they order on terms', async () => {
    // South applies for net-30 and staff approves it: two companies now hold net_30.
    const applied = await callJson(
      t,
      currentAccountApply,
      {
        company_name: TENANTS.south.company,
        contact_name: 'South Buyer',
        email: 'ap@atelier.test',
        phone: '512-555-0100',
        requested_limit: 25000,
        bank_reference: 'Lone Star Bank',
        trade_references: 'Acme Lighting',
      },
      { token: s.south, ...CA },
    );
    expect(applied.err).toBe(200);
    const reviewed = await callJson(
      t,
      currentAccountReview,
      { id: applied.val.id, approve: true },
      { token: s.staff, ...CA },
    );
    expect(reviewed.val.status).toBe('approved');

    for (const token of [s.north, s.south, s.dealer, s.agent]) {
      await fill(token);
      // Quote and coupon check answer for every buyer (a second approval broke both).
      expect((await quote(token, NY)).err).toBe(200);
      const coupon = await callJson(
        t,
        verifyCoupon,
        { coupon_code: 'TENANT10', t: 'n' },
        { token, ...CA },
      );
      expect(coupon.err).toBe(200);
    }
    const north = await submitNet30(s.north, NC);
    expect(north.val).toMatchObject({ payment_state: 'net_30', amount_paid: 0 });
    const south = await submitNet30(s.south, TX);
    expect(south.val).toMatchObject({ payment_state: 'net_30', amount_paid: 0 });
    for (const token of [s.dealer, s.agent]) {
      const refused = await submitNet30(token, NY);
      expect(refused.errmsg).toBe(M.termsNotGranted);
    }
  });
});

import {
  type Call,
  CartMessages,
  createProject,
  ErrorCode,
  projectDetail,
  shoppingCartAdd,
  shoppingCartChangeNumber,
  shoppingCartDelete,
  shoppingCartList,
  shoppingCartListNew,
  shoppingCartMoveToProject,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
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

// Issue 33 guard rail: two tenants whose carts differ (north two lines, south one, each with its
// own quantities). Each cart is its user's own: a sub-account's too, never its parent's.

const t = useTestApp({ withBuilds: false, catalog: true });
const CA = { host: 'ca.localhost' };
let ids: TwoTenants;
const LINES = {
  north: { 'CA-SOF-001': 2, 'CA-BED-003': 1 },
  south: { 'CA-BED-003': 3 },
} as const;

interface Side {
  designer: string;
  sub: string;
  lines: number[];
  project: number;
}
const s = {} as Record<TenantKey, Side>;
const as =
  (token: string) =>
  (call: Call, body: object = {}) =>
    callJson(t, call, body, { token, ...CA });
type Line = { id: number; sku_number: string; count: number };
const counts = (list: Line[]) => Object.fromEntries(list.map((l) => [l.sku_number, l.count]));

beforeAll(async () => {
  ids = await loadTwoTenants(t.testDb.db);
  for (const key of TENANT_KEYS) {
    const designer = await signInAs(t, TENANTS[key].designer, { mode: 'mibd_designer', ...CA });
    const sub = await signInAs(t, TENANTS[key].sub, { mode: 'mibd_designer', ...CA });
    const lines: number[] = [];
    for (const [sku_number, number] of Object.entries(LINES[key])) {
      const added = await as(designer)(shoppingCartAdd, { sku_number, number });
      expect(added.err, added.errmsg).toBe(ErrorCode.OK);
      lines.push(added.val.id);
    }
    const name = `${key} cart project`;
    const p = await as(designer)(createProject, { name, customer_id: ids[key].customer });
    expect(p.err, p.errmsg).toBe(ErrorCode.OK);
    s[key] = { designer, sub, lines, project: p.val.ID };
  }
  // The north sub-account has a cart of its own.
  expect(
    (await as(s.north.sub)(shoppingCartAdd, { sku_number: 'CA-SOF-001', number: 7 })).err,
  ).toBe(ErrorCode.OK);
});

const total = (key: TenantKey) => Object.values(LINES[key]).reduce((a, b) => a + b, 0);

describe('carts: each user reaches only their own', () => {
  it('lists only their own lines and counts, on every listing', async () => {
    for (const key of TENANT_KEYS) {
      for (const c of [shoppingCartList, shoppingCartListNew]) {
        const cart = await as(s[key].designer)(c);
        expect(counts(cart.val.list)).toEqual(LINES[key]);
        expect(cart.val.total).toBe(total(key));
      }
    }
    const sub = await as(s.north.sub)(shoppingCartList);
    expect(counts(sub.val.list)).toEqual({ 'CA-SOF-001': 7 });
    expect((await as(s.south.sub)(shoppingCartList)).val).toMatchObject({ list: [], total: 0 });
  });

  it("changes, removes and moves none of another's lines, and changes nothing", async () => {
    const sub = (await as(s.north.sub)(shoppingCartList)).val.list[0].id as number;
    for (const key of TENANT_KEYS) {
      const other = otherTenant(key);
      const call = as(s[key].designer);
      for (const id of [...s[other].lines, ...(key === 'north' ? [sub] : [])]) {
        const change = await call(shoppingCartChangeNumber, { id, number: 9 });
        expect([change.err, change.errmsg]).toEqual([
          ErrorCode.NOT_FOUND,
          CartMessages.lineNotFound,
        ]);
        // One of theirs beside one of mine: nothing is removed.
        const del = await call(shoppingCartDelete, { ids: [s[key].lines[0], id] });
        expect(del.err).toBe(ErrorCode.NOT_FOUND);
        const moved = await call(shoppingCartMoveToProject, { id, project_id: s[key].project });
        expect(moved.err).toBe(ErrorCode.NOT_FOUND);
      }
      // My own line into the other tenant's project: not found, and my line stays.
      const into = await call(shoppingCartMoveToProject, {
        id: s[key].lines[0],
        project_id: s[other].project,
      });
      expect(into.err).toBe(ErrorCode.NOT_FOUND);
    }
    for (const key of TENANT_KEYS) {
      expect(counts((await as(s[key].designer)(shoppingCartList)).val.list)).toEqual(LINES[key]);
      const project = await as(s[key].designer)(projectDetail, { project_id: s[key].project });
      expect(project.val.lines).toEqual([]);
    }
    expect(counts((await as(s.north.sub)(shoppingCartList)).val.list)).toEqual({ 'CA-SOF-001': 7 });
  });

  it('moves its own line into its own project only', async () => {
    const moved = await as(s.south.designer)(shoppingCartMoveToProject, {
      id: s.south.lines[0],
      project_id: s.south.project,
    });
    expect(moved.err, moved.errmsg).toBe(ErrorCode.OK);
    const project = await as(s.south.designer)(projectDetail, { project_id: s.south.project });
    expect(project.val.lines).toEqual([
      expect.objectContaining({ sku_number: 'CA-BED-003', buy_number: 3 }),
    ]);
    expect(counts((await as(s.north.designer)(shoppingCartList)).val.list)).toEqual(LINES.north);
  });

  it('a customer of either company has no cart', async () => {
    for (const key of TENANT_KEYS) {
      const customer = await signInAs(t, TENANTS[key].customer, CA);
      expect((await as(customer)(shoppingCartList)).err).toBe(ErrorCode.NO_PERMISSION);
      const change = await as(customer)(shoppingCartChangeNumber, {
        id: s[key].lines[0],
        number: 5,
      });
      expect(change.err).toBe(ErrorCode.NO_PERMISSION);
    }
  });
});

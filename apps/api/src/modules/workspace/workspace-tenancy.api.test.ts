import {
  addCustomer,
  addToProject,
  type Call,
  createProject,
  customerDetail,
  customerProjectList,
  customerSearch,
  deleteProject,
  ErrorCode,
  editCustomer,
  inviteCustomer,
  projectDetail,
  projectList,
  renameProject,
  updateProjectLine,
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

// Issue 33 guard rail: two tenants whose customers, projects and lines differ. Each designer,
// sub-account and customer must see only their own company's (customers: the designer's own).

const t = useTestApp({ withBuilds: false, catalog: true });
let ids: TwoTenants;

/** What each tenant creates: north has more projects and lines than south. */
const DATA = {
  north: { first: 'Nora', last: 'Northwind', projects: ['Lake House', 'Loft'], sku: 'CA-SOF-001' },
  south: { first: 'Sam', last: 'Southby', projects: ['Ranch'], sku: 'CA-BED-003' },
} as const;
const COUNT = { north: 2, south: 5 } as const;

interface Side {
  designer: string;
  sub: string;
  customer: string;
  /** The customer each designer creates (beside the fixture's). */
  client: number;
  /** Projects of the fixture's customer, then one of the new client's. */
  projects: number[];
  line: number;
}
const s = {} as Record<TenantKey, Side>;

const as =
  (token: string) =>
  (call: Call, body: object = {}) =>
    callJson(t, call, body, { token });

const form = (key: TenantKey, over: object = {}) => ({
  first_name: DATA[key].first,
  last_name: DATA[key].last,
  email: `${DATA[key].first.toLowerCase()}@${key}.test`,
  phone: '555-123-4567',
  street_address: '1 Main Street',
  city: key === 'north' ? 'Raleigh' : 'Austin',
  state: key === 'north' ? 'NC' : 'TX',
  postal: key === 'north' ? '27601' : '78701',
  country: 'US',
  ...over,
});

beforeAll(async () => {
  ids = await loadTwoTenants(t.testDb.db);
  for (const key of TENANT_KEYS) {
    const designer = await signInAs(t, TENANTS[key].designer, { mode: 'mibd_designer' });
    const sub = await signInAs(t, TENANTS[key].sub, { mode: 'mibd_designer' });
    const customer = await signInAs(t, TENANTS[key].customer);
    const call = as(designer);
    const added = await call(addCustomer, form(key));
    expect(added.err, added.errmsg).toBe(ErrorCode.OK);
    const projects: number[] = [];
    for (const name of DATA[key].projects) {
      const p = await call(createProject, { name, customer_id: ids[key].customer });
      expect(p.err, p.errmsg).toBe(ErrorCode.OK);
      projects.push(p.val.ID);
    }
    const extra = await call(createProject, {
      name: `${DATA[key].last} Den`,
      customer_id: added.val.id,
    });
    projects.push(extra.val.ID);
    const body = { project_id: projects[0], sku_number: DATA[key].sku, buy_number: COUNT[key] };
    expect((await call(addToProject, body)).val).toBe(true);
    const detail = await call(projectDetail, { project_id: projects[0] });
    s[key] = {
      designer,
      sub,
      customer,
      client: added.val.id,
      projects,
      line: detail.val.lines[0].id,
    };
  }
});

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const projectIds = (list: { ID: number }[]) => sorted(list.map((p) => p.ID));

describe('customers: each designer sees and changes only their own', () => {
  it('lists, searches and reads only their own customers, with their own project counts', async () => {
    for (const key of TENANT_KEYS) {
      const call = as(s[key].designer);
      const list = await call(customerSearch);
      expect(sorted(list.val.list.map((c: { id: number }) => c.id))).toEqual(
        sorted([ids[key].customer, s[key].client]),
      );
      expect(list.val.total).toBe(2);
      const counts = Object.fromEntries(
        list.val.list.map((c: { id: number; project_count: number }) => [c.id, c.project_count]),
      );
      expect(counts).toEqual({
        [ids[key].customer]: DATA[key].projects.length,
        [s[key].client]: 1,
      });
      const theirs = await call(customerSearch, { keyword: DATA[otherTenant(key)].last });
      expect(theirs.val).toEqual({ list: [], total: 0 });
      expect((await call(customerDetail, { customer_id: s[key].client })).val.city).toBe(
        form(key).city,
      );
      const other = otherTenant(key);
      for (const customer_id of [ids[other].customer, s[other].client]) {
        const read = await call(customerDetail, { customer_id });
        expect([read.err, read.val]).toEqual([ErrorCode.NOT_FOUND, null]);
      }
    }
  });

  it("edits and invites none of the other tenant's customers, and changes nothing", async () => {
    for (const key of TENANT_KEYS) {
      const other = otherTenant(key);
      const call = as(s[key].designer);
      for (const customer_id of [ids[other].customer, s[other].client]) {
        const edit = await call(editCustomer, {
          ...form(other, { city: 'Hijacked' }),
          customer_id,
        });
        expect(edit.err).toBe(ErrorCode.NOT_FOUND);
        expect((await call(inviteCustomer, { customer_id })).err).toBe(ErrorCode.NOT_FOUND);
      }
      const kept = await as(s[other].designer)(customerDetail, { customer_id: s[other].client });
      expect(kept.val).toMatchObject({ city: form(other).city, invite_status: 'not_invited' });
    }
  });
});

describe('projects: each designer sees and changes only their own', () => {
  it('lists and reads only their own projects and lines', async () => {
    for (const key of TENANT_KEYS) {
      const other = otherTenant(key);
      const call = as(s[key].designer);
      const list = await call(projectList);
      expect(projectIds(list.val.list)).toEqual(sorted(s[key].projects));
      expect(list.val.total).toBe(s[key].projects.length);
      const named = await call(projectList, { keyword: DATA[other].projects[0] });
      expect(named.val).toEqual({ list: [], total: 0 });
      const own = await call(customerProjectList, { customer_id: ids[key].customer });
      expect(own.val.list.map((p: { name: string }) => p.name).sort()).toEqual(
        [...DATA[key].projects].sort(),
      );
      const foreign = await call(customerProjectList, { customer_id: ids[other].customer });
      expect([foreign.err, foreign.val]).toEqual([ErrorCode.NOT_FOUND, null]);
      const detail = await call(projectDetail, { project_id: s[key].projects[0] });
      expect(detail.val).toMatchObject({ product_count: 1, read_only: false });
      expect(detail.val.lines.map((l: { sku_number: string; buy_number: number }) => l)).toEqual([
        expect.objectContaining({ sku_number: DATA[key].sku, buy_number: COUNT[key] }),
      ]);
      for (const project_id of s[other].projects) {
        const read = await call(projectDetail, { project_id });
        expect([read.err, read.val]).toEqual([ErrorCode.NOT_FOUND, null]);
      }
    }
  });

  it("renames, deletes, fills and creates none of the other tenant's, and changes nothing", async () => {
    for (const key of TENANT_KEYS) {
      const other = otherTenant(key);
      const call = as(s[key].designer);
      const target = s[other].projects[0]!;
      for (const [c, body] of [
        [renameProject, { project_id: target, name: 'Taken' }],
        [deleteProject, { project_id: target }],
        [addToProject, { project_id: target, sku_number: DATA[key].sku, buy_number: 9 }],
        [updateProjectLine, { project_id: target, line_id: s[other].line, buy_number: 99 }],
        [
          updateProjectLine,
          { project_id: s[key].projects[0], line_id: s[other].line, buy_number: 0 },
        ],
        [createProject, { name: 'Stolen', customer_id: ids[other].customer }],
      ] as const) {
        const res = await call(c, body);
        expect([res.err, res.val], c.path).toEqual([ErrorCode.NOT_FOUND, null]);
      }
      const kept = await as(s[other].designer)(projectDetail, { project_id: target });
      expect(kept.val).toMatchObject({ name: DATA[other].projects[0], product_count: 1 });
      expect(kept.val.lines[0]).toMatchObject({ id: s[other].line, buy_number: COUNT[other] });
      const list = await as(s[other].designer)(projectList);
      expect(projectIds(list.val.list)).toEqual(sorted(s[other].projects));
    }
  });
});

describe('sub-accounts and customers', () => {
  it("a sub-account works with its parent's customers and projects, never the other company's", async () => {
    for (const key of TENANT_KEYS) {
      const other = otherTenant(key);
      const call = as(s[key].sub);
      const list = await call(customerSearch);
      expect(sorted(list.val.list.map((c: { id: number }) => c.id))).toEqual(
        sorted([ids[key].customer, s[key].client]),
      );
      expect(projectIds((await call(projectList)).val.list)).toEqual(sorted(s[key].projects));
      expect((await call(projectDetail, { project_id: s[key].projects[0] })).err).toBe(
        ErrorCode.OK,
      );
      for (const project_id of s[other].projects) {
        expect((await call(projectDetail, { project_id })).err).toBe(ErrorCode.NOT_FOUND);
      }
      const foreign = await call(customerDetail, { customer_id: s[other].client });
      expect(foreign.err).toBe(ErrorCode.NOT_FOUND);
    }
    // A customer a sub-account creates is its own: the other company never sees it.
    const mine = await as(s.north.sub)(
      addCustomer,
      form('north', { first_name: 'Subby', email: 'subby@north.test' }),
    );
    expect(mine.err, mine.errmsg).toBe(ErrorCode.OK);
    for (const token of [s.south.designer, s.south.sub]) {
      expect((await as(token)(customerSearch, { keyword: 'Subby' })).val.total).toBe(0);
      expect((await as(token)(customerDetail, { customer_id: mine.val.id })).err).toBe(
        ErrorCode.NOT_FOUND,
      );
    }
  });

  it('a customer reads only their own projects, read only, and changes none', async () => {
    for (const key of TENANT_KEYS) {
      const other = otherTenant(key);
      const call = as(s[key].customer);
      const own = await call(customerProjectList, {});
      expect(own.val.read_only).toBe(true);
      expect(projectIds(own.val.list)).toEqual(sorted(s[key].projects.slice(0, -1)));
      // Naming another tenant's customer changes nothing: still their own.
      const named = await call(customerProjectList, { customer_id: ids[other].customer });
      expect(projectIds(named.val.list)).toEqual(projectIds(own.val.list));
      const detail = await call(projectDetail, { project_id: s[key].projects[0] });
      expect(detail.val).toMatchObject({ read_only: true });
      expect(detail.val.lines[0]).toMatchObject({ buy_number: COUNT[key] });
      // The designer's project for another customer, and the other tenant's: not found.
      for (const project_id of [s[key].projects.at(-1), ...s[other].projects]) {
        expect((await call(projectDetail, { project_id })).err).toBe(ErrorCode.NOT_FOUND);
      }
      const rename = await call(renameProject, { project_id: s[key].projects[0], name: 'Mine' });
      expect(rename.err).toBe(ErrorCode.NO_PERMISSION);
      expect((await call(customerSearch)).err).toBe(ErrorCode.NO_PERMISSION);
    }
  });
});

import {
  addCustomer,
  addToProject,
  createProject,
  customerProjectList,
  deleteProject,
  ErrorCode,
  Messages,
  projectDetail,
  projectList,
  renameProject,
  updateProjectLine,
  WorkspaceMessages as W,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { fixturePrice } from '../../../test/fixtures/catalog-fixture';
import { useWorkspaceApp } from '../../../test/fixtures/workspace-fixture';
import { WorkspaceTransferService } from './workspace-transfer.service';

const w = useWorkspaceApp();
const { t } = w;

type Project = { ID: number; name: string; customer_id: number; product_count: number };
type Line = {
  id: number;
  sku_number: string;
  buy_number: number;
  is_com: boolean;
  product: { name: string; availability: string; product_price_about?: { final_price: number } };
};
type Detail = Project & { read_only: boolean; lines: Line[]; total?: number };

let seq = 0;
const create = (name: string, customer_id = w.k.ids.customer, token = w.mine) =>
  w.k.call<Project>(createProject.path, { name, customer_id }, token);
const newProject = async (token = w.mine) => {
  const res = await create(`Project ${++seq}`, w.k.ids.customer, token);
  expect(res.err, res.errmsg).toBe(ErrorCode.OK);
  return res.val.ID;
};
const detail = (id: number, token: string, host?: string) =>
  w.k.call<Detail>(projectDetail.path, { project_id: id }, token, host);
const addLine = (project_id: number, sku: string, token = w.mine, extra: object = {}) =>
  w.k.call<boolean>(
    addToProject.path,
    { sku_number: sku, project_id, buy_number: 1, ...extra },
    token,
  );

describe('project rules (spec 5)', () => {
  it('trims the name and keeps it unique per customer, whatever the case', async () => {
    const res = await create('  Living Room  ');
    expect(res.val).toMatchObject({ name: 'Living Room', customer_id: w.k.ids.customer });
    const dup = await create('living room');
    expect(dup.err).toBe(ErrorCode.BAD_REQUEST);
    expect(dup.errmsg).toBe(`name: ${W.duplicateProject}`);
    // Another customer may have a project of that name.
    const newCustomer = await w.k.call<{ id: number }>(
      addCustomer.path,
      { first_name: 'Al', last_name: 'Bo', email: 'al.bo@home.test' },
      w.mine,
    );
    expect((await create('Living Room', newCustomer.val.id)).err).toBe(ErrorCode.OK);
  });

  it.each([
    ['', `name: ${W.enterProjectName}`],
    ['    ', `name: ${W.enterProjectName}`],
    ['x'.repeat(51), `name: ${W.projectNameTooLong}`],
  ])('refuses the name %j', async (name, message) => {
    const res = await create(name);
    expect(res.errmsg).toBe(message);
  });

  it('takes 50 characters', async () => {
    expect((await create('y'.repeat(50))).err).toBe(ErrorCode.OK);
  });

  it('renames (same rules) and deletes', async () => {
    const a = await newProject();
    const b = await newProject();
    const taken = (await detail(a, w.mine)).val.name;
    const clash = await w.k.call(renameProject.path, { project_id: b, name: taken }, w.mine);
    expect(clash.errmsg).toBe(`name: ${W.duplicateProject}`);
    const renamed = await w.k.call<Project>(
      renameProject.path,
      { project_id: b, name: ' Dining ' },
      w.mine,
    );
    expect(renamed.val.name).toBe('Dining');
    await addLine(b, 'CA-SOF-001');
    const del = await w.k.call(deleteProject.path, { project_id: b }, w.mine);
    expect(del.err).toBe(ErrorCode.OK);
    expect((await detail(b, w.mine)).err).toBe(ErrorCode.NOT_FOUND);
  });

  it('lists a customer’s projects and all of the designer’s, searchable', async () => {
    await create('Searchable Porch');
    const list = await w.k.call<{ list: Project[]; read_only: boolean }>(
      customerProjectList.path,
      { customer_id: w.k.ids.customer },
      w.mine,
    );
    expect(list.val.read_only).toBe(false);
    expect(list.val.list.map((p) => p.name)).toContain('Searchable Porch');
    const all = await w.k.call<{ list: Project[]; total: number }>(
      projectList.path,
      { keyword: 'porch' },
      w.mine,
    );
    expect(all.val.list.map((p) => p.name)).toEqual(['Searchable Porch']);
    expect(all.val.total).toBe(1);
  });
});

describe('lines and prices', () => {
  it('adds products (again adds up), marks COM, prices at trade in designer mode', async () => {
    const id = await newProject();
    expect((await addLine(id, 'CA-SOF-001')).val).toBe(true);
    await addLine(id, 'CA-SOF-001', w.mine, { buy_number: 2 });
    await addLine(id, 'CA-SOF-001', w.mine, { customizable_type: 4 });
    const got = await detail(id, w.mine);
    expect(got.val.lines.map((l) => [l.sku_number, l.buy_number, l.is_com])).toEqual([
      ['CA-SOF-001', 3, false],
      ['CA-SOF-001', 1, true],
    ]);
    const trade = fixturePrice(0).trade;
    expect(got.val.lines[0]!.product.product_price_about?.final_price).toBe(trade);
    expect(got.val.lines[0]!.product.availability).toBeTruthy();
    expect(got.val.total).toBe(trade * 4);
    expect(got.val.product_count).toBe(2);
  });

  it('refuses an unknown product and one of another brand’s site', async () => {
    const id = await newProject();
    const unknown = await addLine(id, 'NOPE-404');
    expect(unknown.err).toBe(ErrorCode.NOT_FOUND);
    expect(unknown.errmsg).toBe(Messages.productNotExist);
    const jcOnCa = await w.k.call(
      addToProject.path,
      { sku_number: 'JC-TBL-006', project_id: id, buy_number: 1 },
      w.mine,
      'ca.localhost',
    );
    expect(jcOnCa.errmsg).toBe(Messages.productNotExist);
  });

  it('changes a quantity and removes a line with 0', async () => {
    const id = await newProject();
    await addLine(id, 'CA-SOF-001');
    const line = (await detail(id, w.mine)).val.lines[0]!;
    const upd = (buy_number: number, line_id = line.id) =>
      w.k.call(updateProjectLine.path, { project_id: id, line_id, buy_number }, w.mine);
    expect((await upd(5)).err).toBe(ErrorCode.OK);
    expect((await detail(id, w.mine)).val.lines[0]!.buy_number).toBe(5);
    expect((await upd(0)).err).toBe(ErrorCode.OK);
    expect((await detail(id, w.mine)).val.lines).toEqual([]);
    expect((await upd(1, line.id + 999)).err).toBe(ErrorCode.NOT_FOUND);
  });

  it('communicate mode: the preset customer only, retail prices only', async () => {
    const id = await newProject();
    await addLine(id, 'CA-SOF-001');
    const token = await w.k.signIn(w.k.ACCOUNTS.designer);
    await w.k.mode(token, 'mibd_communicate', w.k.ids.customer);
    const got = await detail(id, token);
    expect(got.val.lines[0]!.product.product_price_about?.final_price).toBe(fixturePrice(0).msrp);
    const other = await w.k.call<{ id: number }>(
      addCustomer.path,
      { first_name: 'Cy', last_name: 'Do', email: 'cy.do@home.test' },
      w.mine,
    );
    expect((await create('Elsewhere', other.val.id, token)).err).toBe(ErrorCode.NOT_FOUND);
    const list = await w.k.call<{ list: Project[] }>(projectList.path, {}, token);
    expect(new Set(list.val.list.map((p) => p.customer_id))).toEqual(new Set([w.k.ids.customer]));
  });
});

describe('customer mode: own projects, read only (customerProject)', () => {
  it('reads own projects with retail prices and changes nothing (25010)', async () => {
    const id = await newProject();
    await addLine(id, 'CA-SOF-001');
    const token = await w.k.signIn(w.k.ACCOUNTS.customer);
    const list = await w.k.call<{ list: Project[]; read_only: boolean }>(
      customerProjectList.path,
      { customer_id: w.k.ids.otherCustomer },
      token,
    );
    expect(list.val.read_only).toBe(true);
    expect(list.val.list.length).toBeGreaterThan(0);
    expect(list.val.list.every((p) => p.customer_id === w.k.ids.customer)).toBe(true);
    const got = await detail(id, token);
    expect(got.val.read_only).toBe(true);
    expect(got.val.lines[0]!.product.product_price_about?.final_price).toBe(fixturePrice(0).msrp);
    for (const [url, body] of [
      [createProject.path, { name: 'Mine', customer_id: w.k.ids.customer }],
      [renameProject.path, { project_id: id, name: 'Mine' }],
      [deleteProject.path, { project_id: id }],
      [addToProject.path, { sku_number: 'CA-SOF-001', project_id: id }],
    ] as const) {
      expect((await w.k.call(url, body, token)).err).toBe(ErrorCode.NO_PERMISSION);
    }
  });
});

describe('server authority across designers', () => {
  it('guessed and foreign project ids answer not found, never data', async () => {
    const id = await newProject();
    await addLine(id, 'CA-SOF-001');
    const otherCustomerToken = await w.k.signIn('someone-else@home.test');
    for (const [token, guesses] of [
      [w.theirs, [id, id + 1, 999_999]],
      [otherCustomerToken, [id]],
    ] as const) {
      for (const guess of guesses) {
        const read = await detail(guess, token);
        expect(read.err).toBe(ErrorCode.NOT_FOUND);
        expect(read.val).toBeNull();
      }
    }
    for (const [url, body] of [
      [renameProject.path, { project_id: id, name: 'Taken' }],
      [deleteProject.path, { project_id: id }],
      [addToProject.path, { sku_number: 'CA-SOF-001', project_id: id }],
      [updateProjectLine.path, { project_id: id, line_id: 1, buy_number: 9 }],
      [createProject.path, { name: 'Stolen', customer_id: w.k.ids.customer }],
      [customerProjectList.path, { customer_id: w.k.ids.customer }],
    ] as const) {
      const res = await w.k.call(url, body, w.theirs);
      expect(res.err, url).toBe(ErrorCode.NOT_FOUND);
      expect(res.val).toBeNull();
    }
    expect((await detail(id, w.mine)).val.lines[0]!.buy_number).toBe(1);
    const theirList = await w.k.call<{ list: Project[] }>(projectList.path, {}, w.theirs);
    expect(theirList.val.list).toEqual([]);
  });

  it('browsing mode and visitors get 25010', async () => {
    const browsing = await w.k.signIn(w.k.ACCOUNTS.designer);
    await w.k.mode(browsing, 'mibd_safe');
    for (const token of [browsing, undefined]) {
      const res = await w.k.call(projectList.path, {}, token);
      expect(res.err).toBe(ErrorCode.NO_PERMISSION);
    }
  });
});

/** Every owner's kept count against a count of its projects: the list's total reads the first. */
const drift = async () =>
  (
    await t.testDb.db.query<{ owner: number; kept: number; counted: number }>(
      `SELECT o.owner, coalesce(k.n, 0)::int AS kept, coalesce(c.n, 0)::int AS counted
         FROM (SELECT owner_user_id AS owner FROM project_counts
               UNION SELECT owner_user_id FROM projects) o
         LEFT JOIN project_counts k ON k.owner_user_id = o.owner
         LEFT JOIN (SELECT owner_user_id, count(*) AS n FROM projects GROUP BY 1) c
           ON c.owner_user_id = o.owner
        WHERE coalesce(k.n, 0) <> coalesce(c.n, 0)`,
    )
  ).rows;
const total = async (token = w.mine) =>
  (await w.k.call<{ total: number }>(projectList.path, {}, token)).val.total;

/** A sub-account of the designer (`<prefix>.sub@studio.test`) with a customer and its projects. */
const subAccountWithProjects = async (prefix: string, names: string[]) => {
  const db = t.testDb.db;
  const insertUser = async (type: string, email: string, parent: number) =>
    (
      await db.query<{ id: number }>(
        `INSERT INTO users (account_type, email, first_name, last_name, parent_user_id)
         VALUES ($1, $2, 'Sub', 'Account', $3) RETURNING id`,
        [type, email, parent],
      )
    ).rows[0]!.id;
  const sub = await insertUser('sub_account', `${prefix}.sub@studio.test`, w.k.ids.designer);
  const customer = await insertUser('customer', `${prefix}.client@home.test`, sub);
  for (const name of names)
    await db.query('INSERT INTO projects (owner_user_id, customer_id, name) VALUES ($1, $2, $3)', [
      sub,
      customer,
      name,
    ]);
  return { sub, cust: [{ id: customer }] };
};

describe('WorkspaceTransferService.moveAllTo (for closing sub-accounts)', () => {
  it('moves customers and projects inside the caller’s transaction, or not at all', async () => {
    const db = t.testDb.db;
    const { sub, cust } = await subAccountWithProjects('sub', ['P']);
    const before = await total();
    const transfer = new WorkspaceTransferService();
    await expect(
      db.orm.transaction(async (tx) => {
        await transfer.moveAllTo(sub, w.k.ids.designer, tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const owner = async () =>
      (
        await db.query<{ parent: number; owner: number }>(
          `SELECT u.parent_user_id AS parent, p.owner_user_id AS owner
             FROM users u JOIN projects p ON p.customer_id = u.id WHERE u.id = $1`,
          [cust[0]!.id],
        )
      ).rows[0];
    expect(await owner()).toEqual({ parent: sub, owner: sub });
    // The designer's kept project count (migration 0019) moves only with a committed move.
    expect(await total()).toBe(before);
    const moved = await db.orm.transaction((tx) => transfer.moveAllTo(sub, w.k.ids.designer, tx));
    expect(moved).toEqual({ customers: 1, projects: 1 });
    expect(await owner()).toEqual({ parent: w.k.ids.designer, owner: w.k.ids.designer });
    expect(await total()).toBe(before + 1);
    expect(await drift()).toEqual([]);
    const list = await w.k.call<{ list: Project[] }>(
      customerProjectList.path,
      { customer_id: cust[0]!.id },
      w.mine,
    );
    expect(list.val.list.map((p) => p.name)).toEqual(['P']);
  });
});

describe('the project list total (kept per owner by trigger, migration 0019)', () => {
  it('follows creates and deletes, and equals the count the list pages through', async () => {
    const before = await total();
    const ids = [await newProject(), await newProject(), await newProject()];
    expect(await total()).toBe(before + 3);
    const gone = await w.k.call(deleteProject.path, { project_id: ids[0] }, w.mine);
    expect(gone.err, gone.errmsg).toBe(ErrorCode.OK);
    expect(await total()).toBe(before + 2);
    // A refused create (duplicate name) counts nothing.
    const name = `Counted ${++seq}`;
    expect((await create(name)).err).toBe(ErrorCode.OK);
    expect((await create(name.toUpperCase())).err).toBe(ErrorCode.BAD_REQUEST);
    expect(await total()).toBe(before + 3);
    // The total is the number of rows the pages hold.
    const all = await w.k.call<{ list: Project[]; total: number }>(
      projectList.path,
      { page: 1, limit: 100 },
      w.mine,
    );
    expect(all.val.list.length).toBe(Math.min(all.val.total, 100));
    expect(await drift()).toEqual([]);
  });
});

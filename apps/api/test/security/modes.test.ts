import {
  changeMode as changeModeCall,
  customerList as customerListCall,
  ErrorCode,
  RoleMatrix,
  userInfo,
  userRole,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../fixtures/accounts-fixture';
import { useTestApp } from '../fixtures/use-test-app';
import { insertUser, post, signIn } from './security-helpers';

// roles-and-brands.md: communicate mode always has one of the designer's own customers preset,
// and the customer list belongs to the modes holding designer_project (communicate: its one).
const t = useTestApp({ withBuilds: false, accounts: true });
let secondCustomer = 0;
beforeAll(async () => {
  secondCustomer = (
    await insertUser(t.testDb.db, 'second-client@home.test', 'customer', {
      parent: t.ids.designer,
      company: null,
    })
  ).id;
});

const roles = async (token: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: userRole.path,
    headers: { host: 'hom.localhost', 'x-auth-token': token },
  });
  return res.json().val as { Role: string[]; mode: string };
};
const customerList = (token: string) => post(t, customerListCall.path, {}, { token });
const changeMode = (token: string, body: object) => post(t, changeModeCall.path, body, { token });

describe('communicate mode', () => {
  it('attack: communicate mode without a customer is refused and grants no cart or project role', async () => {
    const token = await signIn(t, ACCOUNTS.designer);
    for (const mode of ['mibd_communicate', 'discuss']) {
      const res = await changeMode(token, { mode });
      expect(res.err).toBe(ErrorCode.BAD_REQUEST);
      expect(res.errmsg).toMatch(/^customer_id: /);
      const after = await roles(token);
      expect(after.mode).toBe('mibd_safe');
      expect(after.Role).not.toContain('shopping_cart');
      expect(after.Role).not.toContain('designer_project');
    }
  });

  it("still refuses another designer's customer in communicate mode", async () => {
    const token = await signIn(t, ACCOUNTS.designer);
    const res = await changeMode(token, { mode: 'discuss', customer_id: t.ids.otherCustomer });
    expect(res.err).toBe(ErrorCode.NO_PERMISSION);
    expect((await roles(token)).mode).toBe('mibd_safe');
  });

  it('attack: a communicate session keeps its grants after the customer leaves the designer', async () => {
    const token = await signIn(t, ACCOUNTS.designer);
    const ok = await changeMode(token, { mode: 'mibd_communicate', customer_id: secondCustomer });
    expect(ok.val).toMatchObject({ mode: 'mibd_communicate', customer_id: secondCustomer });
    expect((await roles(token)).Role).toEqual([...RoleMatrix.mibd_communicate]);

    // The customer is moved to another designer: the session must not keep the grants.
    const other = await t.testDb.db.query<{ id: number }>(
      `SELECT id FROM users WHERE email = 'other@studio.test'`,
    );
    await t.testDb.db.query('UPDATE users SET parent_user_id = $2 WHERE id = $1', [
      secondCustomer,
      other.rows[0]!.id,
    ]);
    try {
      const after = await roles(token);
      expect(after.mode).toBe('mibd_safe');
      expect(after.Role).not.toContain('shopping_cart');
      expect((await customerList(token)).err).toBe(ErrorCode.NO_PERMISSION);
      const info = await post(t, userInfo.path, {}, { token });
      expect(info.val.customer_id).toBeNull();
    } finally {
      await t.testDb.db.query('UPDATE users SET parent_user_id = $2 WHERE id = $1', [
        secondCustomer,
        t.ids.designer,
      ]);
    }
  });
});

describe('the customer list by mode', () => {
  it('attack: browsing mode (mibd_safe) lists the customers it must hide from the screen', async () => {
    const token = await signIn(t, ACCOUNTS.designer);
    expect((await roles(token)).mode).toBe('mibd_safe');
    const res = await customerList(token);
    expect(res.err).toBe(ErrorCode.NO_PERMISSION);
    expect(res.val).toBeNull();
  });

  it('attack: communicate mode lists customers other than the one preset', async () => {
    const token = await signIn(t, ACCOUNTS.designer);
    await changeMode(token, { mode: 'mibd_communicate', customer_id: t.ids.customer });
    const res = await customerList(token);
    expect(res.err).toBe(ErrorCode.OK);
    expect((res.val.list as { id: number }[]).map((c) => c.id)).toEqual([t.ids.customer]);
  });

  it('designer mode still lists every customer of the designer', async () => {
    const token = await signIn(t, ACCOUNTS.designer);
    await changeMode(token, { mode: 'designer' });
    const res = await customerList(token);
    expect((res.val.list as { id: number }[]).map((c) => c.id).sort()).toEqual(
      [t.ids.customer, secondCustomer].sort(),
    );
  });
});

import {
  AuthMessages,
  addCustomer,
  customerDetail,
  customerProjectList,
  customerSearch,
  ErrorCode,
  editCustomer,
  inviteCustomer,
  Messages,
  setPassword,
  WorkspaceMessages as W,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { useWorkspaceApp } from '../../../test/fixtures/workspace-fixture';

const w = useWorkspaceApp();
const { t } = w;

const form = (over: Record<string, string> = {}) => ({
  first_name: 'Ivy',
  last_name: 'Park',
  email: `ivy.${Math.random().toString(36).slice(2, 8)}@home.test`,
  phone: '1-555-123-4567',
  street_address: '1 Main Street',
  city: 'Charlotte',
  state: 'NC',
  postal: '28202',
  country: 'US',
  ...over,
});
const add = (body: object, token: string | undefined = w.mine) =>
  w.k.call(addCustomer.path, body, token);
type Customer = { id: number; phone: string; email: string; invite_status: string; city: string };
const detail = (id: number, token = w.mine) =>
  w.k.call<Customer>(customerDetail.path, { customer_id: id }, token);

describe('create customer (spec 5)', () => {
  it('stores the phone as ten digits ("+1" and dashes stripped), not as a sign-in phone', async () => {
    const res = await add(form({ phone: '+1 555-123-4567' }));
    expect(res.err, res.errmsg).toBe(ErrorCode.OK);
    const id = (res.val as { id: number }).id;
    const got = await detail(id);
    expect(got.val.phone).toBe('5551234567');
    expect(got.val.invite_status).toBe('not_invited');
    const { rows } = await t.testDb.db.query<{ phone: string | null; parent_user_id: number }>(
      'SELECT phone, parent_user_id FROM users WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ phone: null, parent_user_id: w.k.ids.designer });
  });

  it.each([
    [{ first_name: '  ' }, ErrorCode.BAD_REQUEST, `first_name: ${W.firstNameRequired}`],
    [{ last_name: '' }, ErrorCode.BAD_REQUEST, `last_name: ${W.lastNameRequired}`],
    [{ email: '' }, ErrorCode.CUSTOMER_EMAIL_FAILED, `email: ${W.enterEmail}`],
    [{ email: 'not-an-email' }, ErrorCode.CUSTOMER_EMAIL_FAILED, `email: ${W.invalidEmail}`],
    [{ phone: '555-123-456' }, ErrorCode.BAD_REQUEST, `phone: ${W.invalidPhone}`],
    [{ phone: '2-555-123-4567' }, ErrorCode.BAD_REQUEST, `phone: ${W.invalidPhone}`],
    [{ postal: '2820' }, ErrorCode.BAD_REQUEST, `postal: ${W.invalidPostal}`],
    [{ state: 'ZZ' }, ErrorCode.BAD_REQUEST, `state: ${W.invalidState}`],
    [{ country: 'FR' }, ErrorCode.BAD_REQUEST, `country: ${W.invalidCountry}`],
  ])('refuses %o with its message', async (over, code, message) => {
    const res = await add(form(over));
    expect(res.err).toBe(code);
    expect(res.errmsg).toBe(message);
  });

  it.each([
    ['first_name', 21],
    ['last_name', 21],
    ['email', 51],
    ['street_address', 201],
    ['city', 51],
    ['postal', 11],
  ])('bounds %s at its maximum', async (field, length) => {
    const res = await add(form({ [field]: 'a'.repeat(length) }));
    expect(res.err).toBe(ErrorCode.BAD_REQUEST);
    expect(res.errmsg).toContain(field);
  });

  it('takes the optional fields empty and ZIP+4', async () => {
    expect((await add(form({ phone: '', postal: '', street_address: '', city: '' }))).err).toBe(
      ErrorCode.OK,
    );
    expect((await add(form({ postal: '28202-1234' }))).err).toBe(ErrorCode.OK);
  });

  it('answers 25002 on the email field for an email any account uses (any case)', async () => {
    const res = await add(form({ email: w.k.ACCOUNTS.designer.toUpperCase() }));
    expect(res.err).toBe(ErrorCode.CUSTOMER_EMAIL_FAILED);
    expect(res.errmsg).toBe(`email: ${W.emailUsed}`);
  });

  it('a double submit creates one customer: the second answers 25002', async () => {
    const body = form();
    const answers = await Promise.all([add(body), add(body)]);
    expect(answers.map((a) => a.err).sort()).toEqual([
      ErrorCode.OK,
      ErrorCode.CUSTOMER_EMAIL_FAILED,
    ]);
    const { rows } = await t.testDb.db.query('SELECT id FROM users WHERE email = $1', [body.email]);
    expect(rows).toHaveLength(1);
  });
});

describe('customer list and edit', () => {
  it('searches by substring of name, email or phone, one page at a time', async () => {
    await add(form({ first_name: 'Zelda', last_name: 'Quint', phone: '7045550199' }));
    const search = (keyword: string) =>
      w.k.call<{ list: { name: string }[]; total: number }>(
        customerSearch.path,
        { keyword },
        w.mine,
      );
    expect((await search('eld')).val.list.map((c) => c.name)).toEqual(['Zelda Quint']);
    expect((await search('a q')).val.list.map((c) => c.name)).toEqual(['Zelda Quint']);
    expect((await search('5550199')).val.list.map((c) => c.name)).toEqual(['Zelda Quint']);
    // LIKE's wildcards and escape are plain letters here: nobody's text holds them.
    for (const literal of ['%', '_', '\\', 'e_d', 'z%a'])
      expect((await search(literal)).val.total).toBe(0);
    const all = await search('');
    expect(all.val.total).toBeGreaterThan(3);
    const page = await w.k.call<{ list: unknown[]; total: number }>(
      customerSearch.path,
      { keyword: '', page: 1, limit: 2 },
      w.mine,
    );
    expect(page.val.list).toHaveLength(2);
    expect(page.val.total).toBe(all.val.total);
  });

  it('finds a phone as typed, and a customer by the name, email and phone after an edit', async () => {
    const id = (
      (await add(form({ first_name: 'Orla', last_name: 'Vance', phone: '9195550142' }))).val as {
        id: number;
      }
    ).id;
    const names = async (keyword: string) =>
      (
        await w.k.call<{ list: { id: number }[] }>(customerSearch.path, { keyword }, w.mine)
      ).val.list.map((c) => c.id);
    for (const typed of ['(919) 555-0142', '919-555', '+1 919 555 0142', 'ORLA V', 'a vance'])
      expect(await names(typed), typed).toEqual([id]);
    // A keyword never matches across the name, the email and the phone.
    expect(await names('vance orla')).toEqual([]);
    const edited = await w.k.call(
      editCustomer.path,
      {
        customer_id: id,
        ...form({ first_name: 'Oona', last_name: 'Wick', email: `oona.${id}@x.test`, phone: '' }),
      },
      w.mine,
    );
    expect(edited.err, edited.errmsg).toBe(ErrorCode.OK);
    expect(await names('orla')).toEqual([]);
    expect(await names('9195550142')).toEqual([]);
    expect(await names('oona w')).toEqual([id]);
    expect(await names(`oona.${id}@`)).toEqual([id]);
    await w.k.call(
      editCustomer.path,
      {
        customer_id: id,
        ...form({
          first_name: 'Oona',
          last_name: 'Wick',
          email: `oona.${id}@x.test`,
          phone: '336-555-0177',
        }),
      },
      w.mine,
    );
    expect(await names('3365550177')).toEqual([id]);
  });

  it('edits a customer; the email is locked once invited (25002)', async () => {
    const id = ((await add(form())).val as { id: number }).id;
    const edit = (over: Record<string, string>) =>
      w.k.call(editCustomer.path, { customer_id: id, ...form(over) }, w.mine);
    const newEmail = `moved.${id}@home.test`;
    expect((await edit({ email: newEmail, city: 'Raleigh' })).err).toBe(ErrorCode.OK);
    expect((await detail(id)).val).toMatchObject({ email: newEmail, city: 'Raleigh' });
    expect((await edit({ email: w.k.ACCOUNTS.customer })).errmsg).toBe(`email: ${W.emailUsed}`);
    const invited = await w.k.call(inviteCustomer.path, { customer_id: id }, w.mine);
    expect(invited.err, invited.errmsg).toBe(ErrorCode.OK);
    const locked = await edit({ email: `other.${id}@home.test` });
    expect(locked.err).toBe(ErrorCode.CUSTOMER_EMAIL_FAILED);
    expect(locked.errmsg).toBe(`email: ${W.emailLocked}`);
    expect((await edit({ email: newEmail, city: 'Durham' })).err).toBe(ErrorCode.OK);
  });
});

describe('invitation to the customer’s own login (invited -> activated, 3 days)', () => {
  it('mails a set-password link; setting the password activates the login', async () => {
    const body = form();
    const id = ((await add(body)).val as { id: number }).id;
    const res = await w.k.call(inviteCustomer.path, { customer_id: id }, w.mine);
    expect(res.val).toMatchObject({ invite_status: 'invited' });
    expect((await detail(id)).val.invite_status).toBe('invited');
    const { rows } = await t.testDb.db.query<{ body: string }>(
      'SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [body.email],
    );
    const token = /setPassword\?token=([\w-]+)/.exec(rows[0]!.body)![1]!;
    const { rows: links } = await t.testDb.db.query<{ days: number }>(
      `SELECT round(extract(epoch FROM expires_at - now()) / 86400)::int AS days
         FROM password_links WHERE user_id = $1 AND used_at IS NULL`,
      [id],
    );
    expect(links).toEqual([{ days: 3 }]);
    const password = 'Client-Pass-2026!';
    const set = await w.k.call(setPassword.path, {
      token,
      password,
      confirm_password: password,
    });
    expect(set.err, set.errmsg).toBe(ErrorCode.OK);
    expect((await detail(id)).val.invite_status).toBe('activated');
    const again = await w.k.call(inviteCustomer.path, { customer_id: id }, w.mine);
    expect(again.errmsg).toBe(W.alreadyRegistered);
    const session = await w.k.signIn(body.email, password);
    const list = await w.k.call(customerProjectList.path, {}, session);
    expect(list.val).toMatchObject({ list: [], read_only: true });
  });

  it('answers the spec messages for an already registered and a closed account', async () => {
    const registered = await w.k.call(
      inviteCustomer.path,
      { customer_id: w.k.ids.customer },
      w.mine,
    );
    expect(registered.errmsg).toBe(W.alreadyRegistered);
    const id = ((await add(form())).val as { id: number }).id;
    await t.testDb.db.query(`UPDATE users SET status = 'closed' WHERE id = $1`, [id]);
    const closed = await w.k.call(inviteCustomer.path, { customer_id: id }, w.mine);
    expect(closed.errmsg).toBe(W.accountClosed);
    expect(W.alreadyRegistered).toBe(AuthMessages.alreadyActivated);
  });
});

describe('server authority', () => {
  it('another designer reads and changes none of my customers (guessed ids: not found)', async () => {
    const id = ((await add(form())).val as { id: number }).id;
    for (const guess of [id, w.k.ids.customer, id + 1000]) {
      const read = await detail(guess, w.theirs);
      expect(read.err).toBe(ErrorCode.NOT_FOUND);
      expect(read.val).toBeNull();
      const edit = await w.k.call(editCustomer.path, { customer_id: guess, ...form() }, w.theirs);
      expect(edit.err).toBe(ErrorCode.NOT_FOUND);
      const invite = await w.k.call(inviteCustomer.path, { customer_id: guess }, w.theirs);
      expect(invite.err).toBe(ErrorCode.NOT_FOUND);
    }
    const list = await w.k.call<{ list: { id: number }[] }>(customerSearch.path, {}, w.theirs);
    expect(list.val.list.map((c) => c.id)).toEqual([w.k.ids.otherCustomer]);
  });

  it('browsing mode, visitors and customers get 25010', async () => {
    const browsing = await w.k.signIn(w.k.ACCOUNTS.designer);
    await w.k.mode(browsing, 'mibd_safe');
    const customer = await w.k.signIn(w.k.ACCOUNTS.customer);
    for (const token of [browsing, undefined, customer]) {
      const list = await w.k.call(customerSearch.path, {}, token);
      expect(list.err).toBe(ErrorCode.NO_PERMISSION);
      expect(list.errmsg).toBe(Messages.noPermission);
      const created = await w.k.call(addCustomer.path, form(), token);
      expect(created.err).toBe(ErrorCode.NO_PERMISSION);
    }
  });

  it('communicate mode shows the preset customer only and creates none', async () => {
    const token = await w.k.signIn(w.k.ACCOUNTS.designer);
    await w.k.mode(token, 'mibd_communicate', w.k.ids.customer);
    const list = await w.k.call<{ list: { id: number }[] }>(customerSearch.path, {}, token);
    expect(list.val.list.map((c) => c.id)).toEqual([w.k.ids.customer]);
    const other = ((await add(form())).val as { id: number }).id;
    expect((await detail(other, token)).err).toBe(ErrorCode.NOT_FOUND);
    expect((await add(form(), token)).err).toBe(ErrorCode.NO_PERMISSION);
  });
});

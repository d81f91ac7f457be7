import {
  AuthMessages,
  clickLike,
  collectionCreate,
  collectionDelete,
  collectionList,
  collectionShareList,
  collectionShareSendEmail,
  ErrorCode,
  favouriteList,
  FavouriteMessages as M,
  Messages,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../../test/fixtures/accounts-fixture';
import { apiClient } from '../../../test/fixtures/api-client';
import { FIXTURE_PRODUCTS, fixturePrice } from '../../../test/fixtures/catalog-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';
import { devOutbox } from '../../routes/dev/outbox-call';
import { signShareLink } from './share-link';

const t = useTestApp({ catalog: true, accounts: true });

// post and signIn are late-bound: the app exists once beforeAll has run.
const post: ReturnType<typeof apiClient>['post'] = (...args) => apiClient(t).post(...args);
const signIn: ReturnType<typeof apiClient>['signIn'] = (...args) => apiClient(t).signIn(...args);

const SOFA = 'CA-SOF-001';
const BED = 'CA-BED-003';
const sofaPrice = fixturePrice(FIXTURE_PRODUCTS.findIndex((p) => p[0] === SOFA));
const like = (token: string | undefined, body: object) => post(clickLike.path, body, token);
const list = (token: string, body: object = {}) => post(favouriteList.path, body, token);

const outboxFor = async (to: string) =>
  (
    await t.app.inject({ method: 'GET', url: `${devOutbox.path}?to=${encodeURIComponent(to)}` })
  ).json().val.list as { subject: string; body: string }[];

describe('click_like and the lists', () => {
  it('refuses a visitor with 25010', async () => {
    expect((await like(undefined, { type: 'add', product_id: SOFA })).err).toBe(
      ErrorCode.NO_PERMISSION,
    );
    expect((await list('')).err).toBe(ErrorCode.NO_PERMISSION);
  });

  it("adds to and removes from the designer's own list; prices follow the mode", async () => {
    const browsing = await signIn(ACCOUNTS.designer, 'mibd_safe');
    const added = await like(browsing, { type: 'add', product_id: SOFA });
    expect(added.val).toEqual({ liked: true, product_id: SOFA, message: M.added });
    // Twice is still once.
    await like(browsing, { product_id: SOFA });
    const safe = (await list(browsing)).val;
    expect(safe.sku_numbers).toEqual([SOFA]);
    expect(safe.list[0]).not.toHaveProperty('product_price_about');
    const designer = await signIn(ACCOUNTS.designer, 'mibd_designer');
    const priced = (await list(designer)).val.list[0];
    expect(priced.product_price_about.final_price).toBe(sofaPrice.trade);
    expect((await like(designer, { type: 'remove', product_id: SOFA })).val.liked).toBe(false);
    expect((await list(designer)).val.sku_numbers).toEqual([]);
  });

  it('refuses a SKU that does not exist', async () => {
    const token = await signIn(ACCOUNTS.designer);
    const res = await like(token, { product_id: 'NO-SUCH-SKU' });
    expect([res.err, res.errmsg]).toEqual([ErrorCode.NOT_FOUND, Messages.productNotExist]);
  });

  it("keeps a customer's list, which the customer sees with retail prices", async () => {
    const designer = await signIn(ACCOUNTS.designer, 'mibd_designer');
    expect((await like(designer, { product_id: BED, customer_id: t.ids.customer })).err).toBe(200);
    expect((await list(designer)).val.sku_numbers).not.toContain(BED);
    expect((await list(designer, { customer_id: t.ids.customer })).val.sku_numbers).toEqual([BED]);
    const customer = await signIn(ACCOUNTS.customer);
    const own = (await list(customer)).val.list;
    expect(own.map((p: { sku_number: string }) => p.sku_number)).toEqual([BED]);
    expect(own[0].product_price_about.final_price).toBe(own[0].msrp_price);
    // The customer adds too, to the same list.
    expect((await like(customer, { product_id: SOFA })).err).toBe(200);
    expect((await list(designer, { customer_id: t.ids.customer })).val.sku_numbers).toEqual([
      SOFA,
      BED,
    ]);
    // A customer naming another list is refused.
    const other = await like(customer, { product_id: SOFA, customer_id: t.ids.otherCustomer });
    expect([other.err, other.errmsg]).toEqual([ErrorCode.NOT_FOUND, M.customerNotFound]);
  });

  it("communicate mode reaches the preset customer's list only", async () => {
    const talk = await signIn(ACCOUNTS.designer, 'mibd_communicate', t.ids.customer);
    expect((await list(talk)).val.sku_numbers).toContain(BED);
    const foreign = await list(talk, { customer_id: t.ids.otherCustomer });
    expect(foreign.err).toBe(ErrorCode.NOT_FOUND);
  });

  it("never reaches another designer's customer, nor a guessed one", async () => {
    const designer = await signIn(ACCOUNTS.designer, 'mibd_designer');
    for (const customer_id of [t.ids.otherCustomer, 999_999, t.ids.designer]) {
      const read = await list(designer, { customer_id });
      expect([read.err, read.errmsg, read.val]).toEqual([
        ErrorCode.NOT_FOUND,
        M.customerNotFound,
        null,
      ]);
      const write = await like(designer, { product_id: SOFA, customer_id });
      expect(write.err).toBe(ErrorCode.NOT_FOUND);
    }
    // Browsing mode hides customers altogether.
    const browsing = await signIn(ACCOUNTS.designer, 'mibd_safe');
    expect((await list(browsing, { customer_id: t.ids.customer })).err).toBe(
      ErrorCode.NO_PERMISSION,
    );
  });
});

describe('collections', () => {
  it('checks the name and the products', async () => {
    const token = await signIn(ACCOUNTS.designer);
    await like(token, { product_id: SOFA });
    const create = (body: object) =>
      post(collectionCreate.path, { name: 'Den', sku_numbers: [SOFA], ...body }, token);
    expect((await create({ name: '  ' })).errmsg).toBe(`name: ${M.collectionNameRequired}`);
    expect((await create({ name: 'x'.repeat(51) })).errmsg).toBe(
      `name: ${M.collectionNameTooLong}`,
    );
    expect((await create({ sku_numbers: [] })).errmsg).toBe(`sku_numbers: ${M.collectionEmpty}`);
    // Products that are not on the list are not taken.
    expect((await create({ sku_numbers: [BED] })).errmsg).toBe(`sku_numbers: ${M.collectionEmpty}`);
  });

  it("creates, lists and deletes; another designer's id is not found", async () => {
    const mine = await signIn(ACCOUNTS.designer);
    const theirs = await signIn('other@studio.test');
    const created = await post(
      collectionCreate.path,
      { name: ' Living room ', sku_numbers: [SOFA, BED] },
      mine,
    );
    expect(created.err).toBe(200);
    const id = created.val.id as number;
    const listed = (await post(collectionList.path, {}, mine)).val.list;
    expect(listed[0]).toMatchObject({ id, name: 'Living room', count: 1, sku_numbers: [SOFA] });
    expect((await post(collectionList.path, {}, theirs)).val.list).toEqual([]);
    const foreign = await post(collectionDelete.path, { id }, theirs);
    expect([foreign.err, foreign.errmsg]).toEqual([ErrorCode.NOT_FOUND, M.collectionNotFound]);
    const share = await post(collectionShareSendEmail.path, { id, email: 'spy@else.test' }, theirs);
    expect(share.err).toBe(ErrorCode.NOT_FOUND);
    expect(await outboxFor('spy@else.test')).toEqual([]);
    expect((await post(collectionDelete.path, { id }, mine)).val).toEqual({ id });
    expect((await post(collectionDelete.path, { id }, mine)).err).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('sharing by e-mail and the signed link', () => {
  const shareOne = async (email: string) => {
    const token = await signIn(ACCOUNTS.designer, 'mibd_designer');
    await like(token, { product_id: SOFA });
    const { id } = (
      await post(collectionCreate.path, { name: 'For Rae', sku_numbers: [SOFA] }, token)
    ).val;
    const sent = await post(collectionShareSendEmail.path, { id, email }, token);
    expect(sent.val.message).toBe(M.shareSent);
    const [mail] = await outboxFor(email);
    const link = /https?:\/\/\S+\/shared-favorites\?token=(\S+)/.exec(mail!.body);
    return { id, designer: token, link: decodeURIComponent(link![1]!) };
  };
  const open = (token: string, session?: string) =>
    post(collectionShareList.path, { token }, session);

  it('checks the address', async () => {
    const token = await signIn(ACCOUNTS.designer);
    const send = (email: string) => post(collectionShareSendEmail.path, { id: 1, email }, token);
    expect((await send(' ')).errmsg).toBe(`email: ${AuthMessages.enterEmail}`);
    expect((await send('rae@')).errmsg).toBe(`email: ${AuthMessages.invalidEmail}`);
  });

  it('opens without a session and shows prices only as the viewer may see them', async () => {
    const { link } = await shareOne('rae@client.test');
    const visitor = await open(link);
    expect(visitor.val).toMatchObject({ name: 'For Rae', shared_by: 'Dana Tester' });
    expect(visitor.val.list.map((p: { sku_number: string }) => p.sku_number)).toEqual([SOFA]);
    expect(visitor.val.list[0]).not.toHaveProperty('product_price_about');
    expect(visitor.val.list[0]).not.toHaveProperty('msrp_price');
    // A stale token in that browser does not stop it.
    expect((await open(link, 'not-a-session')).err).toBe(200);
    // A designer in designer mode sees their own (trade) prices.
    const viewer = await signIn('other@studio.test', 'mibd_designer');
    expect((await open(link, viewer)).val.list[0].product_price_about.final_price).toBe(
      sofaPrice.trade,
    );
  });

  it('refuses an edited link and a made-up one', async () => {
    const { link } = await shareOne('tamper@client.test');
    const [v, id, exp, mac] = link.split('.');
    const edits = [
      `${v}.${Number(id) + 1}.${exp}.${mac}`,
      `${v}.${id}.${Number(exp) + 86_400}.${mac}`,
      `${v}.${id}.${exp}.${mac!.slice(0, -2)}AA`,
      'v1.1.9999999999.abc',
      'nonsense',
    ];
    for (const edited of edits) {
      const res = await open(edited);
      expect([res.err, res.errmsg, res.val], edited).toEqual([
        ErrorCode.NOT_FOUND,
        M.linkInvalid,
        null,
      ]);
    }
  });

  it('refuses an expired link, by its signed date and by the stored one', async () => {
    const { link } = await shareOne('late@client.test');
    const shareId = Number(link.split('.')[1]);
    const { rows } = await t.testDb.db.query<{ secret: string }>(
      `SELECT secret FROM signing_keys WHERE purpose = 'collection_share'`,
    );
    const past = signShareLink(rows[0]!.secret, shareId, new Date(Date.now() - 1000));
    expect((await open(past)).errmsg).toBe(M.linkExpired);
    await t.testDb.db.query(
      `UPDATE collection_shares SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [shareId],
    );
    expect((await open(link)).errmsg).toBe(M.linkExpired);
  });

  it('ends the links of a deleted collection', async () => {
    const { id, designer, link } = await shareOne('gone@client.test');
    expect((await open(link)).err).toBe(200);
    await post(collectionDelete.path, { id }, designer);
    expect((await open(link)).errmsg).toBe(M.linkInvalid);
  });
});

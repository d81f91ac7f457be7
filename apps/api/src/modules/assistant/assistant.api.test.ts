import {
  addLog,
  type ChatSegment,
  changeMode,
  createSegmentParser,
  formatMoney,
  Limits,
  llmHistory,
  llmNew,
  userLogin,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, PASSWORD } from '../../../test/fixtures/accounts-fixture';
import { fixturePrice } from '../../../test/fixtures/catalog-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';

const t = useTestApp({ catalog: true, accounts: true });
const CA = 'ca.localhost';
const guest = (n: number) => `${'g'.repeat(31)}${n}1700000000000`;

beforeAll(async () => {
  // A coffee table of the Adela collection, so a sofa has something to pair with.
  await t.testDb.db.query(
    `INSERT INTO categories (slug, name, shape, sort) VALUES ('coffee-tables', 'Coffee Tables', 'table', 9)`,
  );
  await t.testDb.db.query(
    `INSERT INTO products (sku_number, brand_id, name, description, category_id, collection_id, rooms,
       width, length, height, materials, finishes, msrp_price, trade_price, status, stock, image, images)
     VALUES ('CA-CKT-100', 'ca', 'Adela Walnut Coffee Table', 'A low table.',
       (SELECT id FROM categories WHERE slug = 'coffee-tables'), (SELECT id FROM collections WHERE slug = 'adela'),
       '{living_room}', 52, 30, 18, '{Walnut veneer}', '{Dark Walnut}', 2400, 1300, '1', 8, 'x.jpg', '{x.jpg}')`,
  );
});

const signIn = async (email: string, mode?: string) => {
  const login = await t.app.inject({
    method: 'POST',
    url: userLogin.path,
    payload: { username: email, password: PASSWORD },
    headers: { host: CA },
  });
  const token = login.json().val.token as string;
  if (mode) {
    const res = await t.app.inject({
      method: 'POST',
      url: changeMode.path,
      payload: { mode },
      headers: { host: CA, 'x-auth-token': token },
    });
    expect(res.json().err).toBe(200);
  }
  return token;
};

const chat = async (payload: object, who: { token?: string; guestId?: string } = {}, host = CA) => {
  const res = await t.app.inject({
    method: 'POST',
    url: llmNew.path,
    payload,
    headers: {
      host,
      ...(who.token ? { 'x-auth-token': who.token } : {}),
      ...(who.guestId ? { 'guest-id': who.guestId } : {}),
    },
  });
  const parser = createSegmentParser();
  const segments: ChatSegment[] = [...parser.push(res.body), ...parser.finish()];
  return { res, segments };
};

const products = (segments: ChatSegment[]) =>
  segments.flatMap((s) => (s.kind === 'productList' ? s.products : []));

describe('POST /ca/llm/new', () => {
  it('streams text/event-stream segments in order, ending with end', async () => {
    const { res, segments } = await chat({ text: 'a sofa please' }, { guestId: guest(1) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.body).toMatch(/^data: /);
    const kinds = segments.map((s) => s.kind);
    expect(kinds.at(-1)).toBe('end');
    expect(kinds.indexOf('text')).toBeLessThan(kinds.indexOf('type'));
    expect(kinds.indexOf('type')).toBeLessThan(kinds.indexOf('productList'));
    expect(kinds.indexOf('productList')).toBeLessThan(kinds.indexOf('recommend'));
    expect(kinds).toContain('followUps');
    const list = products(segments);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.category === 'Sofas' && p.brand_id === 'ca')).toBe(true);
    expect(list.every((p) => p.reason.length > 10)).toBe(true);
  });

  it('refuses 201 characters and a blank message with the texts of the contract', async () => {
    const long = await chat({ text: 'a'.repeat(Limits.chatMaxChars + 1) }, { guestId: guest(2) });
    expect(long.res.headers['content-type']).toMatch(/application\/json/);
    expect(long.res.json()).toMatchObject({
      err: 40000,
      errmsg: 'Please enter up to 200 characters',
    });
    const blank = await chat({ text: '   ' }, { guestId: guest(2) });
    expect(blank.res.json()).toMatchObject({ err: 40000, errmsg: 'Please enter a message' });
    const ok = await chat({ text: 'b'.repeat(Limits.chatMaxChars) }, { guestId: guest(2) });
    expect(ok.res.headers['content-type']).toMatch(/event-stream/);
  });

  it('is for the Caracole sites only', async () => {
    const { res } = await chat({ text: 'sofa' }, { guestId: guest(3) }, 'hom.localhost');
    expect(res.json().err).toBe(25010);
  });

  it('shows prices exactly as the role sees them', async () => {
    const visitor = products(
      (await chat({ text: 'leather sofa' }, { guestId: guest(4) })).segments,
    );
    expect(visitor[0]?.sku_number).toBe('CA-SOF-002');
    expect(visitor[0]).not.toHaveProperty('product_price_about');
    expect(visitor[0]).not.toHaveProperty('msrp_price');
    expect(visitor[0]?.reason).not.toMatch(/\$/);

    const designer = await signIn(ACCOUNTS.designer, 'mibd_designer');
    const trade = products((await chat({ text: 'leather sofa' }, { token: designer })).segments);
    const price = fixturePrice(1);
    expect(trade[0]).toMatchObject({
      sku_number: 'CA-SOF-002',
      product_price_about: { final_price: price.trade },
      msrp_price: price.msrp,
    });
    expect(trade[0]?.reason).toContain(formatMoney(price.trade));
  });

  it('applies a price limit as the caller sees prices, and refines it with "cheaper"', async () => {
    const token = await signIn(ACCOUNTS.designer, 'mibd_designer');
    // Trade prices: sofa 1 550, sofa 2 600 (MSRP 1000 and 1100).
    const first = products((await chat({ text: 'sofa under $580' }, { token })).segments);
    expect(first.map((p) => p.sku_number)).toEqual(['CA-SOF-001']);
    const all = products((await chat({ text: 'show me sofas' }, { token })).segments);
    expect(all.map((p) => p.sku_number).sort()).toEqual(['CA-SOF-001', 'CA-SOF-002']);
    const cheaper = await chat({ text: 'cheaper' }, { token });
    const text = cheaper.segments.find((s) => s.kind === 'text');
    // Nothing is under the cheapest one shown: the price limit is relaxed and the reply says so.
    expect(text).toMatchObject({
      kind: 'text',
      text: expect.stringMatching(/relaxed the price limit/),
    });
  });

  it('answers pairings for a product from the graph, same collection first', async () => {
    const { segments } = await chat(
      { text: '', type: 7, target_sku_number: 'CA-SOF-001' },
      { guestId: guest(5) },
    );
    expect(segments).toContainEqual({ kind: 'type', type: 7 });
    expect(segments).toContainEqual({ kind: 'target', sku: 'CA-SOF-001' });
    const list = products(segments);
    expect(list[0]).toMatchObject({ sku_number: 'CA-CKT-100' });
    expect(list[0]?.reason).toMatch(/same Adela collection/);
  });

  it('answers a request for a room look with a four-image case (type 2) whose pictures are served', async () => {
    const { segments } = await chat(
      { text: 'inspire me with a living room look' },
      { guestId: guest(9) },
    );
    const start = segments.findIndex((s) => s.kind === 'type' && s.type === 2);
    expect(start).toBeGreaterThan(0);
    const images = segments.flatMap((s) => (s.kind === 'image' ? [s.src] : []));
    expect(images.length).toBeGreaterThanOrEqual(2);
    expect(products(segments).map((p) => p.image)).toEqual(images);
    const picture = await t.app.inject({ method: 'GET', url: images[0]!, headers: { host: CA } });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);
  });
});

describe('POST /ca/llm/history', () => {
  const history = async (payload: object, guestId?: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: llmHistory.path,
        payload,
        headers: { host: CA, ...(guestId ? { 'guest-id': guestId } : {}) },
      })
    ).json();

  it('pages a guest history by last item time, 6 at a time, newest first', async () => {
    const id = guest(6);
    for (const text of ['sofa', 'bed', 'hello', 'cheaper']) await chat({ text }, { guestId: id });
    const first = await history({}, id);
    expect(first.err).toBe(200);
    expect(first.val.total).toBe(8);
    expect(first.val.list).toHaveLength(Limits.chatHistoryPageSize);
    expect(first.val.list[0]).toMatchObject({ send_user_id: 'AI' });
    expect(first.val.list[1]).toMatchObject({ send_user_id: 'guest', text: 'cheaper' });
    const times = first.val.list.map((i: { create_time: number }) => i.create_time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await history({ time: times.at(-1) }, id);
    expect(second.val.list).toHaveLength(2);
    expect(second.val.list.at(-1)).toMatchObject({ text: 'sofa', send_user_id: 'guest' });
    // Someone else's guest id sees none of it.
    expect((await history({}, guest(7))).val).toEqual({ list: [], total: 0 });
    expect((await history({})).val).toEqual({ list: [], total: 0 });
  });
});

describe('POST /mibd/common/add_log', () => {
  it('records the Cara log types and refuses unknown ones', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: addLog.path, payload, headers: { host: CA } });
    for (const type of ['mibd.llm.open', 'add_shopping_cart', 'recommend_sku']) {
      expect((await post({ type, tag1: 'CA-SOF-001' })).json()).toMatchObject({
        err: 200,
        val: { logged: true },
      });
    }
    const { rows } = await t.testDb.db.query<{ type: string }>(
      `SELECT type FROM activity_logs WHERE tag1 = 'CA-SOF-001' ORDER BY id`,
    );
    expect(rows.map((r) => r.type)).toEqual([
      'mibd.llm.open',
      'add_shopping_cart',
      'recommend_sku',
    ]);
    expect((await post({ type: 'nope' })).statusCode).toBe(400);
  });
});

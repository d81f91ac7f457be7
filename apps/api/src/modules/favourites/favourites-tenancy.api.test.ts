import {
  type Call,
  clickLike,
  collectionCreate,
  collectionDelete,
  collectionList,
  collectionShareList,
  collectionShareSendEmail,
  ErrorCode,
  favouriteList,
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

// Issue 33 guard rail: two tenants whose favourites lists and collections differ (the
// designer's own, the one kept for their customer, the customer's own likes). Each caller must
// reach only their own list or their own company's customers'.

const t = useTestApp({ withBuilds: false, catalog: true });
let ids: TwoTenants;

/** Liked by the designer for themself, for their customer, and by the customer. */
const LIKES = {
  north: { own: ['CA-SOF-001', 'CA-SOF-002'], forClient: ['CA-BED-003'], byClient: ['JC-TBL-006'] },
  south: {
    own: ['JC-SOF-007'],
    forClient: ['ART-BED-008', 'CA-SOF-001'],
    byClient: ['CA-SOF-002'],
  },
} as const;

interface Side {
  designer: string;
  sub: string;
  customer: string;
  /** The designer's own collection, and the one of their customer's list. */
  own: number;
  client: number;
}
const s = {} as Record<TenantKey, Side>;

const as =
  (token: string) =>
  (call: Call, body: object = {}) =>
    callJson(t, call, body, { token });
const sorted = (xs: readonly string[]) => [...xs].sort();
const names = (list: { name: string }[]) => list.map((c) => c.name).sort();

beforeAll(async () => {
  ids = await loadTwoTenants(t.testDb.db);
  for (const key of TENANT_KEYS) {
    const designer = await signInAs(t, TENANTS[key].designer, { mode: 'mibd_designer' });
    const sub = await signInAs(t, TENANTS[key].sub, { mode: 'mibd_designer' });
    const customer = await signInAs(t, TENANTS[key].customer);
    const customer_id = ids[key].customer;
    const like = async (token: string, product_id: string, body: object = {}) =>
      expect((await as(token)(clickLike, { product_id, ...body })).err).toBe(ErrorCode.OK);
    for (const sku of LIKES[key].own) await like(designer, sku);
    for (const sku of LIKES[key].forClient) await like(designer, sku, { customer_id });
    for (const sku of LIKES[key].byClient) await like(customer, sku);
    const create = async (name: string, sku_numbers: readonly string[], body: object = {}) =>
      (await as(designer)(collectionCreate, { name, sku_numbers, ...body })).val.id as number;
    s[key] = {
      designer,
      sub,
      customer,
      own: await create(`${key} own`, LIKES[key].own),
      client: await create(`${key} for client`, LIKES[key].forClient, { customer_id }),
    };
  }
});

const clientList = (key: TenantKey) => [...LIKES[key].forClient, ...LIKES[key].byClient];

describe('favourites lists: each reaches only its own', () => {
  it("a designer reads their own list and their customer's, never the other tenant's", async () => {
    for (const key of TENANT_KEYS) {
      const other = otherTenant(key);
      const call = as(s[key].designer);
      expect(sorted((await call(favouriteList)).val.sku_numbers)).toEqual(sorted(LIKES[key].own));
      const client = await call(favouriteList, { customer_id: ids[key].customer });
      expect(sorted(client.val.sku_numbers)).toEqual(sorted(clientList(key)));
      const foreign = await call(favouriteList, { customer_id: ids[other].customer });
      expect([foreign.err, foreign.val]).toEqual([ErrorCode.NOT_FOUND, null]);
    }
  });

  it("likes and unlikes nothing on the other tenant's lists", async () => {
    for (const key of TENANT_KEYS) {
      const other = otherTenant(key);
      const call = as(s[key].designer);
      const customer_id = ids[other].customer;
      for (const type of ['add', 'remove']) {
        const product_id = type === 'add' ? 'JC-SOF-007' : LIKES[other].forClient[0];
        const res = await call(clickLike, { type, product_id, customer_id });
        expect([res.err, res.val]).toEqual([ErrorCode.NOT_FOUND, null]);
      }
      const kept = await as(s[other].designer)(favouriteList, { customer_id });
      expect(sorted(kept.val.sku_numbers)).toEqual(sorted(clientList(other)));
    }
  });

  it("a customer reads their own list only; a sub-account reaches its company's customers", async () => {
    for (const key of TENANT_KEYS) {
      const other = otherTenant(key);
      const customer = as(s[key].customer);
      expect(sorted((await customer(favouriteList)).val.sku_numbers)).toEqual(
        sorted(clientList(key)),
      );
      const named = await customer(favouriteList, { customer_id: ids[other].customer });
      expect(named.err).toBe(ErrorCode.NOT_FOUND);
      const sub = as(s[key].sub);
      // Its own list is its own (empty), not the parent's.
      expect((await sub(favouriteList)).val.sku_numbers).toEqual([]);
      const client = await sub(favouriteList, { customer_id: ids[key].customer });
      expect(sorted(client.val.sku_numbers)).toEqual(sorted(clientList(key)));
      const foreign = await sub(favouriteList, { customer_id: ids[other].customer });
      expect(foreign.err).toBe(ErrorCode.NOT_FOUND);
    }
  });
});

describe('collections: each reaches only its own', () => {
  it('lists only the collections of the list reached', async () => {
    for (const key of TENANT_KEYS) {
      const other = otherTenant(key);
      const designer = as(s[key].designer);
      expect(names((await designer(collectionList)).val.list)).toEqual([`${key} own`]);
      const customer_id = ids[key].customer;
      const client = (await designer(collectionList, { customer_id })).val.list;
      expect(client).toEqual([
        expect.objectContaining({ id: s[key].client, sku_numbers: [...LIKES[key].forClient] }),
      ]);
      expect((await as(s[key].customer)(collectionList)).val.list).toEqual(client);
      expect((await as(s[key].sub)(collectionList, { customer_id })).val.list).toEqual(client);
      expect((await as(s[key].sub)(collectionList)).val.list).toEqual([]);
      const foreign = await designer(collectionList, { customer_id: ids[other].customer });
      expect(foreign.err).toBe(ErrorCode.NOT_FOUND);
    }
  });

  it("deletes, shares and creates none of the other tenant's, and changes nothing", async () => {
    for (const key of TENANT_KEYS) {
      const other = otherTenant(key);
      const spy = `spy-${key}@else.test`;
      for (const token of [s[key].designer, s[key].sub, s[key].customer]) {
        const call = as(token);
        for (const id of [s[other].own, s[other].client]) {
          for (const body of [{ id }, { id, customer_id: ids[key].customer }]) {
            expect((await call(collectionDelete, body)).err).toBe(ErrorCode.NOT_FOUND);
          }
        }
      }
      // Sharing is limited to 10 calls an address: the designer tries both, the customer one.
      for (const [token, id] of [
        [s[key].designer, s[other].own],
        [s[key].designer, s[other].client],
        [s[key].customer, s[other].client],
      ] as const) {
        const share = await as(token)(collectionShareSendEmail, { id, email: spy });
        expect(share.err).toBe(ErrorCode.NOT_FOUND);
      }
      const stolen = await as(s[key].designer)(collectionCreate, {
        name: 'Stolen',
        sku_numbers: [...LIKES[other].forClient],
        customer_id: ids[other].customer,
      });
      expect(stolen.err).toBe(ErrorCode.NOT_FOUND);
      const { rows } = await t.testDb.db.query('SELECT 1 FROM outbox WHERE recipient = $1', [spy]);
      expect(rows).toEqual([]);
      const kept = as(s[other].designer);
      expect(names((await kept(collectionList)).val.list)).toEqual([`${other} own`]);
      const client = await kept(collectionList, { customer_id: ids[other].customer });
      expect(client.val.list.map((c: { id: number }) => c.id)).toEqual([s[other].client]);
    }
  });

  it("a shared link shows the sharer's own collection", async () => {
    for (const key of TENANT_KEYS) {
      const email = `friend-${key}@else.test`;
      const sent = await as(s[key].designer)(collectionShareSendEmail, { id: s[key].own, email });
      expect(sent.err).toBe(ErrorCode.OK);
      const { rows } = await t.testDb.db.query<{ body: string }>(
        'SELECT body FROM outbox WHERE recipient = $1',
        [email],
      );
      const token = decodeURIComponent(/shared-favorites\?token=(\S+)/.exec(rows[0]!.body)![1]!);
      const shown = await callJson(t, collectionShareList, { token });
      expect(shown.val.name).toBe(`${key} own`);
      expect(sorted(shown.val.list.map((p: { sku_number: string }) => p.sku_number))).toEqual(
        sorted(LIKES[key].own),
      );
    }
  });
});

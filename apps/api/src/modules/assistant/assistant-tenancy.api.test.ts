import { ErrorCode, llmHistory, llmNew } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, callJson, signInAs } from '../../../test/fixtures/call';
import {
  loadTwoTenants,
  TENANT_KEYS,
  TENANTS,
  type TenantKey,
} from '../../../test/fixtures/tenants-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';

// Issue 33 guard rail: two tenants (and a visitor) whose conversations with Cara differ. Each
// reads only their own history, whatever guest id the browser also sends; a sub-account and a
// customer of the same company have their own (none), not their designer's.

const t = useTestApp({ withBuilds: false, catalog: true });
const CA = { host: 'ca.localhost' };
const guestId = (n: number) => `${'g'.repeat(31)}${n}1700000000000`;
const GUEST = guestId(1);

/** What each says to Cara (north more than south; the visitor once). */
const SAID = { north: ['sofa', 'walnut table'], south: ['bed'], guest: ['hello'] } as const;
const tokens = {} as Record<TenantKey, string>;

const say = async (text: string, o: { token?: string; guest?: string } = {}) => {
  const res = await callApi(
    t,
    llmNew,
    { text },
    {
      ...CA,
      ...(o.token ? { token: o.token } : {}),
      ...(o.guest ? { headers: { 'guest-id': o.guest } } : {}),
    },
  );
  expect(res.headers['content-type']).toMatch(/text\/event-stream/);
};
const history = (o: { token?: string; guest?: string }) =>
  callJson(
    t,
    llmHistory,
    { limit: 50 },
    {
      ...CA,
      ...(o.token ? { token: o.token } : {}),
      ...(o.guest ? { headers: { 'guest-id': o.guest } } : {}),
    },
  );
/** The caller's own messages in the order sent. */
const ownTexts = (list: { send_user_id: string; text: string }[]) =>
  list
    .filter((m) => m.send_user_id !== 'AI')
    .map((m) => m.text)
    .reverse();

beforeAll(async () => {
  await loadTwoTenants(t.testDb.db);
  for (const key of TENANT_KEYS) {
    tokens[key] = await signInAs(t, TENANTS[key].designer, { mode: 'mibd_designer', ...CA });
    // The browser sends its guest id also when signed in: it must not mix histories.
    for (const text of SAID[key]) await say(text, { token: tokens[key], guest: GUEST });
  }
  for (const text of SAID.guest) await say(text, { guest: GUEST });
});

describe("Cara's history: each reads only their own", () => {
  it('a signed-in user reads their own messages and replies, never the other tenant’s', async () => {
    for (const key of TENANT_KEYS) {
      for (const guest of [undefined, GUEST, guestId(2)]) {
        const res = await history({ token: tokens[key], ...(guest ? { guest } : {}) });
        expect(res.err).toBe(ErrorCode.OK);
        expect(ownTexts(res.val.list)).toEqual([...SAID[key]]);
        // Each message has its reply.
        expect(res.val.total).toBe(SAID[key].length * 2);
      }
    }
  });

  it("a visitor reads their guest id's conversation only, none of the users'", async () => {
    const res = await history({ guest: GUEST });
    expect(ownTexts(res.val.list)).toEqual([...SAID.guest]);
    expect(res.val.total).toBe(SAID.guest.length * 2);
    expect((await history({ guest: guestId(3) })).val).toEqual({ list: [], total: 0 });
  });

  it("a sub-account and a customer of the company have none of their designer's history", async () => {
    for (const key of TENANT_KEYS) {
      for (const email of [TENANTS[key].sub, TENANTS[key].customer]) {
        const token = await signInAs(t, email, CA);
        expect((await history({ token, guest: GUEST })).val).toEqual({ list: [], total: 0 });
      }
    }
  });

  it('a new message joins its sender’s conversation only', async () => {
    await say('cheaper', { token: tokens.south });
    expect(ownTexts((await history({ token: tokens.south })).val.list)).toEqual([
      ...SAID.south,
      'cheaper',
    ]);
    expect(ownTexts((await history({ token: tokens.north })).val.list)).toEqual([...SAID.north]);
    expect(ownTexts((await history({ guest: GUEST })).val.list)).toEqual([...SAID.guest]);
  });
});

import {
  ErrorCode,
  HANDOFF_TTL_S,
  HandoffMessages,
  type HandoffSession,
  logout,
  sessionHandoffCreate,
  sessionHandoffRedeem,
  sessionSites,
  userInfo,
  userLogin,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, PASSWORD } from '../fixtures/accounts-fixture';
import { apiClient } from '../fixtures/api-client';
import { useTestApp } from '../fixtures/use-test-app';
import { createTestApp, type TestApp } from '../test-app';

/**
 * The cross-site hand-off used to put the session token itself in the address fragment
 * (#handoff=<message>), so any page that could steer a browser to a sibling's /iframeMsg from a
 * brand origin (an open redirect) made the victim's site adopt the attacker's token, for as long
 * as that token lived. Now the fragment carries a one-time code: redeemed once, within a minute,
 * on the brand it was made for, while the session that made it lives.
 */
const t = useTestApp({ accounts: true });

const HOSTS = { HOM: 'hom.localhost', CA: 'ca.localhost', FFD: 'ffd.localhost' } as const;

const client = apiClient(t);
const post = (host: string, url: string, payload: object, token?: string) =>
  client.post(url, payload, token, host);

const session: HandoffSession = {
  mode: 'mibd_safe',
  Uid: 'abcd1',
  shoppingCartNum: 2,
  role: ['mode'],
  cookie_id: 'guest-1',
  customer: null,
  customer_id: null,
  userFirstName: 'Dana',
  userLastName: 'Tester',
  username: 'Dana Tester',
  clientAgentId: null,
  clientAgentCode: null,
};

const signIn = async (username: string = ACCOUNTS.designer) =>
  (await post(HOSTS.CA, userLogin.path, { username, password: PASSWORD })).val.token as string;

/** A code made on CA by the holder of `token`, for `brand`'s site. */
const create = (token: string | undefined, brand = 'HOM', body: object = { session }) =>
  post(HOSTS.CA, sessionHandoffCreate.path, { brand, ...body }, token);

const redeem = (code: string, host: string = HOSTS.HOM, token?: string) =>
  post(host, sessionHandoffRedeem.path, { code }, token);

const refused = { err: ErrorCode.AUTH_FAILED, errmsg: HandoffMessages.refused, val: null };

describe('the hand-off carries a one-time code, not the session', () => {
  it("a code made on CA is redeemed on HOM for the same session's token and fields", async () => {
    const token = await signIn();
    const made = await create(token);
    expect(made.err).toBe(ErrorCode.OK);
    expect(made.val).toEqual({ code: expect.any(String), expires_in_s: HANDOFF_TTL_S });
    expect(made.val.code).not.toContain(token);
    const got = await redeem(made.val.code);
    expect(got.err).toBe(ErrorCode.OK);
    expect(got.val).toEqual({ ...session, token });
    // The same server session: HOM's token is CA's, and it works there.
    const info = await post(HOSTS.HOM, userInfo.path, {}, got.val.token);
    expect(info.val.user_email).toBe(ACCOUNTS.designer);
  });

  it('attack: a replayed hand-off code is refused (single use)', async () => {
    const made = await create(await signIn());
    expect((await redeem(made.val.code)).err).toBe(ErrorCode.OK);
    expect(await redeem(made.val.code)).toEqual(refused);
  });

  it("attack: a hand-off code made for HOM is refused on another brand's site, and is used up", async () => {
    const made = await create(await signIn());
    expect(await redeem(made.val.code, HOSTS.CA)).toEqual(refused);
    expect(await redeem(made.val.code, HOSTS.HOM)).toEqual(refused);
  });

  it('attack: an expired hand-off code is refused (a minute at most)', async () => {
    const made = await create(await signIn());
    const { rows } = await t.testDb.db.query<{ s: number }>(
      'SELECT extract(epoch FROM expires_at - created_at)::int AS s FROM session_handoffs ORDER BY created_at DESC LIMIT 1',
    );
    expect(rows[0]!.s).toBe(HANDOFF_TTL_S);
    await t.testDb.db.query(
      "UPDATE session_handoffs SET expires_at = now() - interval '1 second' WHERE used_at IS NULL",
    );
    expect(await redeem(made.val.code)).toEqual(refused);
  });

  it('attack: a hand-off code whose session has ended (logout) is refused', async () => {
    const token = await signIn();
    const made = await create(token);
    expect((await post(HOSTS.CA, logout.path, {}, token)).val).toEqual({ ended: true });
    expect(await redeem(made.val.code)).toEqual(refused);
  });

  it('attack: a forged or guessed code is refused', async () => {
    expect(await redeem('forged')).toEqual(refused);
    expect(await redeem('A'.repeat(43))).toEqual(refused);
  });

  it('attack: a visitor cannot make a code, and the body cannot choose the token', async () => {
    expect((await create(undefined)).err).toBe(ErrorCode.NO_PERMISSION);
    const token = await signIn();
    const made = await create(token, 'HOM', { session: { ...session, token: 'attacker-token' } });
    expect((await redeem(made.val.code)).val.token).toBe(token);
  });

  it('attack: no code for Flash Deals or for the same site (they share no session this way)', async () => {
    const token = await signIn();
    for (const brand of ['FFD', 'CA']) {
      const made = await create(token, brand);
      expect(made.err, brand).toBe(ErrorCode.BAD_REQUEST);
      expect(made.errmsg).toBe(HandoffMessages.notShared);
    }
  });

  it('attack: the database alone gives no usable token (only the code hash and a sealed box)', async () => {
    const token = await signIn();
    const made = await create(token);
    const { rows } = await t.testDb.db.query<Record<string, unknown>>(
      'SELECT * FROM session_handoffs WHERE used_at IS NULL',
    );
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(made.val.code);
    // A box moved to another row (another code) does not open.
    const other = await create(token);
    await t.testDb.db.query(
      `UPDATE session_handoffs SET sealed = (SELECT sealed FROM session_handoffs s2
         WHERE s2.code_hash <> session_handoffs.code_hash AND s2.used_at IS NULL LIMIT 1)
       WHERE used_at IS NULL`,
    );
    expect(await redeem(made.val.code)).toEqual(refused);
    expect(await redeem(other.val.code)).toEqual(refused);
  });

  it("a receiving site's own stale token does not stop the redeem", async () => {
    const stale = await signIn();
    await post(HOSTS.HOM, logout.path, {}, stale);
    const made = await create(await signIn());
    expect((await redeem(made.val.code, HOSTS.HOM, stale)).err).toBe(ErrorCode.OK);
  });
});

describe('the sibling origins are served, never guessed', () => {
  const ORIGINS =
    'HOM=https://shop.example.com,CA=https://caracole.example.net,CA_DEALER=https://dealers.example.org,ROWE=https://rowe.example.com,JC=https://jc.example.com,ART=https://art.example.com,FFD=https://deals.example.com';
  const sitesOn = async (app: TestApp, host: string) =>
    (await app.app.inject({ method: 'GET', url: sessionSites.path, headers: { host } })).json().val
      .sites;

  it("attack: with brand hosts that are not <slug>.<parent>, only the configured origins are listed (no guessed '*.localhost' frames)", async () => {
    const app = await createTestApp({ env: { BRAND_ORIGINS: ORIGINS } });
    try {
      expect(await sitesOn(app, 'shop.example.com')).toEqual([
        { brand: 'CA', origin: 'https://caracole.example.net' },
        { brand: 'CA_DEALER', origin: 'https://dealers.example.org' },
        { brand: 'ROWE', origin: 'https://rowe.example.com' },
        { brand: 'JC', origin: 'https://jc.example.com' },
        { brand: 'ART', origin: 'https://art.example.com' },
      ]);
      // Flash Deals shares no session: it gets no sites at all.
      expect(await sitesOn(app, 'deals.example.com')).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('by default they are the brand hosts on the configured port, and may be cached', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: sessionSites.path,
      headers: { host: HOSTS.CA },
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json().val.sites[0]).toEqual({ brand: 'HOM', origin: 'http://hom.localhost:8080' });
  });
});

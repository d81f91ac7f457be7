import {
  AuthCookies,
  changeMode,
  ErrorCode,
  HANDOFF_TTL_S,
  HandoffMessages,
  logout,
  SESSION_SYNC_PATH,
  SessionHopMessages,
  sessionHandoffRedeem,
  sessionHop,
  userLogin,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, PASSWORD } from '../fixtures/accounts-fixture';
import { apiClient } from '../fixtures/api-client';
import { useTestApp } from '../fixtures/use-test-app';

/**
 * The top-level hop through the shared origin (decision 054): a brand site opened without a
 * session sends the browser to HOM's session_hop, which answers with a redirect back to that
 * brand's configured origin, carrying a one-time code when HOM's own cookie holds a live session.
 */
const t = useTestApp({ accounts: true });
const client = apiClient(t);

const HOM = 'hom.localhost';
const STATE = 'abcdefghijklmnop_1234';
const ORIGIN = { CA: 'http://ca.localhost:8080', JC: 'http://jc.localhost:8080' } as const;

const signIn = async () =>
  (
    await client.post(
      userLogin.path,
      { username: ACCOUNTS.designer, password: PASSWORD },
      undefined,
      'ca.localhost',
    )
  ).val.token as string;

/** The hop as a browser opens it: the query, HOM's cookies (the session's, when signed in). */
const hop = (query: Record<string, string>, token?: string, host = HOM) =>
  t.app.inject({
    method: 'GET',
    url: `${sessionHop.path}?${new URLSearchParams(query)}`,
    headers: {
      host,
      ...(token ? { cookie: `${AuthCookies.token}=${token}; ${AuthCookies.uid}=wxyz7` } : {}),
    },
  });

/** The fragment of a redirect to /iframeMsg. */
const fragmentOf = (location: string) => new URLSearchParams(new URL(location).hash.slice(1));

const redeem = (code: string, host: string) =>
  client.post(sessionHandoffRedeem.path, { code }, undefined, host);

describe('the hop through the shared origin', () => {
  it("with a session on HOM: back to the brand's /iframeMsg with a code for it, the state and the path", async () => {
    const token = await signIn();
    await client.post(changeMode.path, { mode: 'mibd_designer' }, token, HOM);
    const res = await hop({ brand: 'JC', next: '/productList?sort=new', state: STATE }, token);
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const location = String(res.headers.location);
    expect(location.startsWith(`${ORIGIN.JC}${SESSION_SYNC_PATH}#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get('state')).toBe(STATE);
    expect(fragment.get('next')).toBe('/productList?sort=new');
    const code = fragment.get('handoff') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location).not.toContain(token);

    const got = await redeem(code, 'jc.localhost');
    expect(got.err).toBe(ErrorCode.OK);
    // The same server session, in the view chosen on the other site.
    expect(got.val).toMatchObject({ token, mode: 'mibd_designer', Uid: 'wxyz7' });
    expect(got.val.username).toBeTruthy();
  });

  it('without a session, or with an ended one, straight back to the path (no code)', async () => {
    const none = await hop({ brand: 'CA', next: '/home', state: STATE });
    expect(none.statusCode).toBe(302);
    expect(none.headers.location).toBe(`${ORIGIN.CA}/home`);

    const token = await signIn();
    await client.post(logout.path, {}, token, 'ca.localhost');
    const ended = await hop({ brand: 'CA', next: '/home', state: STATE }, token);
    expect(ended.statusCode).toBe(302);
    expect(ended.headers.location).toBe(`${ORIGIN.CA}/home`);
  });

  it('attack: a hop code is single use, bound to its brand, and short-lived', async () => {
    const token = await signIn();
    const refused = { err: ErrorCode.AUTH_FAILED, errmsg: HandoffMessages.refused, val: null };
    const first = fragmentOf(
      String((await hop({ brand: 'JC', state: STATE }, token)).headers.location),
    );
    // Another brand's site cannot use it, and the try uses it up.
    expect(await redeem(first.get('handoff') ?? '', 'ca.localhost')).toEqual(refused);
    expect(await redeem(first.get('handoff') ?? '', 'jc.localhost')).toEqual(refused);

    const second = fragmentOf(
      String((await hop({ brand: 'JC', state: STATE }, token)).headers.location),
    );
    expect((await redeem(second.get('handoff') ?? '', 'jc.localhost')).err).toBe(ErrorCode.OK);
    expect(await redeem(second.get('handoff') ?? '', 'jc.localhost')).toEqual(refused);

    const third = fragmentOf(
      String((await hop({ brand: 'JC', state: STATE }, token)).headers.location),
    );
    const { rows } = await t.testDb.db.query<{ s: number }>(
      'SELECT extract(epoch FROM expires_at - created_at)::int AS s FROM session_handoffs WHERE used_at IS NULL',
    );
    expect(rows.map((r) => r.s)).toEqual([HANDOFF_TTL_S]);
    await t.testDb.db.query(
      "UPDATE session_handoffs SET expires_at = now() - interval '1 second' WHERE used_at IS NULL",
    );
    expect(await redeem(third.get('handoff') ?? '', 'jc.localhost')).toEqual(refused);
  });

  it('attack: no open redirect: only a brand code is taken, and next must be a path of that site', async () => {
    const token = await signIn();
    for (const next of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'evil',
      '/a b',
    ]) {
      const res = await hop({ brand: 'CA', next, state: STATE }, token);
      expect(res.statusCode, next).toBe(400);
      expect(res.headers.location, next).toBeUndefined();
      expect(res.json().err, next).toBe(ErrorCode.BAD_REQUEST);
    }
    const foreign = await hop({ brand: 'https://evil.example', next: '/', state: STATE }, token);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.headers.location).toBeUndefined();
    // Without a state of its own, the page it lands on could not tell the hop was its own.
    const stateless = await hop({ brand: 'CA', next: '/' }, token);
    expect(stateless.statusCode).toBe(400);
  });

  it('attack: no hop to Flash Deals or to HOM itself, and only HOM serves it', async () => {
    const token = await signIn();
    for (const brand of ['FFD', 'HOM']) {
      const res = await hop({ brand, state: STATE }, token);
      expect(res.headers.location, brand).toBeUndefined();
      expect(res.json(), brand).toMatchObject({
        err: ErrorCode.BAD_REQUEST,
        errmsg: HandoffMessages.notShared,
      });
    }
    const onCa = await hop({ brand: 'JC', state: STATE }, token, 'ca.localhost');
    expect(onCa.json()).toMatchObject({
      err: ErrorCode.BAD_REQUEST,
      errmsg: SessionHopMessages.notHere,
    });
    expect(onCa.headers.location).toBeUndefined();
  });
});

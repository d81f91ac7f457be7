import {
  ErrorCode,
  RoweMessages,
  roweLinkStatus,
  roweRedirectUrl,
  roweRegister,
  roweSsoStatus,
  roweUnlink,
  roweUserInfo,
  userLogin,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, PASSWORD } from '../../../test/fixtures/accounts-fixture';
import { apiClient } from '../../../test/fixtures/api-client';
import { injectBrowser } from '../../../test/fixtures/inject-browser';
import { ROWE_REDIRECT, signInAtProvider } from '../../../test/fixtures/oidc-provider';
import { useRoweApp } from '../../../test/fixtures/rowe-app';
import { createTestApp } from '../../../test/test-app';

const { idp, t } = useRoweApp({ accounts: true });
const { post } = apiClient(t, 'rowe.localhost');

/**
 * The whole browser round trip: portal → provider login → back with code and state, in one
 * browser (the start's state cookie comes back with the callback).
 */
const roweSignIn = async (login: string, token?: string, bind = false) => {
  const browser = injectBrowser(t.app, 'rowe.localhost');
  const start = await browser.post(roweRedirectUrl.path, { bind }, token);
  expect(start.err).toBe(ErrorCode.OK);
  const authUrl = new URL(start.val.redirect_url);
  expect(authUrl.origin).toBe(idp.issuer);
  expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
  const back = new URL(await signInAtProvider(start.val.redirect_url, login));
  expect(`${back.origin}${back.pathname}`).toBe(ROWE_REDIRECT);
  return browser.post(roweUserInfo.path, {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
    iss: back.searchParams.get('iss') ?? undefined,
  });
};

/** The designer's trade sign-in that links the Rowe identity behind `code`. */
const signInLinking = (code: unknown, password = PASSWORD) =>
  post(userLogin.path, {
    username: ACCOUNTS.designer,
    password,
    is_bind_rowe_id: '1',
    RoweLinkingCode: code,
  });

describe('Rowe single sign-on through a real OpenID provider', () => {
  it('links a new Rowe identity with a trade sign-in, then signs in with Rowe directly', async () => {
    const first = await roweSignIn('riley');
    expect(first.err).toBe(ErrorCode.OK);
    expect(first.val).toMatchObject({
      linked: false,
      user: null,
      email: 'riley@rowe.test',
      name: 'Riley riley',
    });
    const code = first.val.RoweLinkingCode as string;

    const prefill = await post(roweRegister.path, { RoweLinkingCode: code });
    expect(prefill.val).toEqual({
      email: 'riley@rowe.test',
      first_name: 'Riley',
      last_name: 'riley',
    });

    const wrong = await signInLinking(code, 'nope');
    expect(wrong.err).toBe(ErrorCode.AUTH_FAILED);
    const linked = await signInLinking(code);
    expect(linked.err).toBe(ErrorCode.OK);
    expect(linked.val.user_email).toBe(ACCOUNTS.designer);
    const reuse = await signInLinking(code);
    expect(reuse.errmsg).toBe(RoweMessages.codeExpired);

    const again = await roweSignIn('riley');
    expect(again.val.linked).toBe(true);
    expect(again.val.user.user_email).toBe(ACCOUNTS.designer);
    expect(again.val.user.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('binds a Rowe identity to the signed-in account (bindAccount)', async () => {
    const token = (await post(userLogin.path, { username: ACCOUNTS.customer, password: PASSWORD }))
      .val.token;
    const bound = await roweSignIn('casey', token, true);
    expect(bound.val).toMatchObject({ linked: true, user: null });
    const direct = await roweSignIn('casey');
    expect(direct.val.user.user_email).toBe(ACCOUNTS.customer);
  });

  it('says which side is already linked, and a refused link starts no session', async () => {
    const sessions = async () =>
      (
        await t.testDb.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id
           WHERE u.email = $1`,
          [ACCOUNTS.designer],
        )
      ).rows[0]!.n;
    // The designer holds riley's identity (first test); a second identity is refused.
    const morgan = await roweSignIn('morgan');
    const before = await sessions();
    const refused = await signInLinking(morgan.val.RoweLinkingCode);
    expect(refused.errmsg).toBe(RoweMessages.accountHasLink);
    expect(await sessions()).toBe(before);

    // casey belongs to the customer (bound above): the designer cannot bind it.
    const token = (await post(userLogin.path, { username: ACCOUNTS.designer, password: PASSWORD }))
      .val.token;
    const taken = await roweSignIn('casey', token, true);
    expect(taken.errmsg).toBe(RoweMessages.alreadyLinked);
  });

  it('shows the signed-in account its link, and removes it on request', async () => {
    const token = (await post(userLogin.path, { username: ACCOUNTS.customer, password: PASSWORD }))
      .val.token;
    // The customer holds casey's identity (bound above).
    const status = await post(roweLinkStatus.path, {}, token);
    expect(status.err).toBe(ErrorCode.OK);
    expect(status.val).toMatchObject({ linked: true, email: 'casey@rowe.test' });
    expect(Number.isNaN(Date.parse(status.val.linked_at))).toBe(false);

    const unlinked = await post(roweUnlink.path, {}, token);
    expect(unlinked.val).toEqual({ linked: false });
    expect((await post(roweLinkStatus.path, {}, token)).val).toEqual({
      linked: false,
      email: '',
      linked_at: null,
    });
    // Signing in with casey now asks to link a trade account again; unlinking twice is fine.
    const again = await roweSignIn('casey');
    expect(again.val).toMatchObject({ linked: false, user: null });
    expect((await post(roweUnlink.path, {}, token)).err).toBe(ErrorCode.OK);
  });

  it('has no link to show or remove for a visitor', async () => {
    for (const path of [roweLinkStatus.path, roweUnlink.path]) {
      expect((await post(path, {})).err).toBe(ErrorCode.NO_PERMISSION);
    }
  });

  it('tells the ROWE site that sign-in is configured, to a visitor', async () => {
    const res = await t.app.inject({
      method: roweSsoStatus.method,
      url: roweSsoStatus.path,
      headers: { host: 'rowe.localhost' },
    });
    expect(res.json()).toMatchObject({ err: ErrorCode.OK, val: { configured: true, reason: '' } });
  });

  it('refuses a replayed or forged state', async () => {
    const res = await post(roweUserInfo.path, { code: 'x', state: 'forged' });
    expect(res.errmsg).toBe(RoweMessages.failed);
  });
});

describe('without a configured provider', () => {
  it('says Rowe sign-in is not available', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({
        method: 'POST',
        url: roweRedirectUrl.path,
        payload: {},
      });
      expect(res.json().errmsg).toBe(RoweMessages.notConfigured);
      // The site learns it before anyone clicks: the button is shown disabled with the reason.
      const status = await bare.app.inject({
        method: roweSsoStatus.method,
        url: roweSsoStatus.path,
        headers: { host: 'rowe.localhost' },
      });
      expect(status.json()).toMatchObject({
        err: ErrorCode.OK,
        val: { configured: false, reason: RoweMessages.notConfigured },
      });
    } finally {
      await bare.close();
    }
  });
});

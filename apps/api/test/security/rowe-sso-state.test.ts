import {
  ErrorCode,
  RoweMessages,
  roweRedirectUrl,
  roweUserInfo,
  userLogin,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, PASSWORD } from '../fixtures/accounts-fixture';
import { injectBrowser } from '../fixtures/inject-browser';
import { signInAtProvider } from '../fixtures/oidc-provider';
import { useRoweApp } from '../fixtures/rowe-app';

/**
 * Login CSRF on Rowe single sign-on: the attacker signs in at Rowe in their own browser, stops at
 * the callback address (code and state of the attacker's Rowe login) and gets the victim's
 * browser to open it. Without a tie between the flow and the browser that started it, the victim
 * is offered to link "their" Rowe account, and from then on the attacker signs in as the victim.
 */
// The https case below comes through a proxy on this address.
const { t } = useRoweApp({ accounts: true, env: { TRUST_PROXY: '127.0.0.1' } });

type Browser = ReturnType<typeof injectBrowser>;
const browser = (headers: Record<string, string> = {}) =>
  injectBrowser(t.app, 'rowe.localhost', headers);

/** Starts a Rowe sign-in in `b` and signs in at the provider as `login`: the callback's fields. */
const callbackFor = async (b: Browser, login: string, token?: string) => {
  const start = await b.post(roweRedirectUrl.path, {}, token);
  expect(start.err).toBe(ErrorCode.OK);
  const back = new URL(await signInAtProvider(start.val.redirect_url, login));
  return {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
    iss: back.searchParams.get('iss') ?? undefined,
  };
};

const signIn = async (b: Browser, username: string) =>
  (await b.post(userLogin.path, { username, password: PASSWORD })).val.token as string;

describe('Rowe sign-in state is bound to the browser that started it', () => {
  it("attack: an attacker's Rowe login completed in the victim's browser is refused (no state cookie)", async () => {
    const attacker = browser();
    const callback = await callbackFor(attacker, 'mallory');

    // The victim, signed in, opens the attacker's /validateLogon address.
    const victim = browser();
    await signIn(victim, ACCOUNTS.designer);
    const opened = await victim.post(roweUserInfo.path, callback);
    expect(opened.err).toBe(ErrorCode.AUTH_FAILED);
    expect(opened.errmsg).toBe(RoweMessages.failed);
    expect(opened.val).toBeNull();

    // Had a linking code come back, the victim's sign-in on that screen would have linked it;
    // the attacker's Rowe account reaches no trade account.
    const later = browser();
    const attempt = await later.post(roweUserInfo.path, {
      ...(await callbackFor(later, 'mallory')),
    });
    expect(attempt.val).toMatchObject({ linked: false, user: null });
  });

  it("attack: the callback is refused in a browser holding another flow's cookie (the victim's own sign-in)", async () => {
    const attacker = browser();
    const callback = await callbackFor(attacker, 'mallory-2');
    const victim = browser();
    // The victim started a Rowe sign-in of their own: its cookie names another state.
    expect((await victim.post(roweRedirectUrl.path, {})).err).toBe(ErrorCode.OK);
    expect(victim.jar.size).toBe(1);
    const opened = await victim.post(roweUserInfo.path, callback);
    expect(opened.errmsg).toBe(RoweMessages.failed);
  });

  it('attack: a refused callback does not use up the state for the browser that started it', async () => {
    const owner = browser();
    const callback = await callbackFor(owner, 'quinn');
    expect((await browser().post(roweUserInfo.path, callback)).err).toBe(ErrorCode.AUTH_FAILED);
    const own = await owner.post(roweUserInfo.path, callback);
    expect(own.err).toBe(ErrorCode.OK);
    expect(own.val.RoweLinkingCode).toEqual(expect.any(String));
  });

  it('the starting browser finishes once; the cookie is cleared by the callback', async () => {
    const b = browser();
    const callback = await callbackFor(b, 'riley');
    const done = await b.post(roweUserInfo.path, callback);
    expect(done.err).toBe(ErrorCode.OK);
    expect(b.jar.size).toBe(0);
    expect(b.setCookies.at(-1)).toMatch(/^portal_rowe_sso=; Max-Age=0; Path=\/mibd\/roweSSO;/);
    const replay = await b.post(roweUserInfo.path, callback);
    expect(replay.errmsg).toBe(RoweMessages.failed);
  });

  it('the state cookie is HttpOnly, SameSite=Lax and lives 10 minutes', async () => {
    const b = browser();
    await b.post(roweRedirectUrl.path, {});
    const [cookie] = b.setCookies;
    expect(cookie).toMatch(/^portal_rowe_sso=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('Max-Age=600');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('over https (a trusted proxy says so) the cookie is Secure and host-only (__Host-)', async () => {
    const b = browser({ 'x-forwarded-proto': 'https' });
    const callback = await callbackFor(b, 'sky');
    const [cookie] = b.setCookies;
    expect(cookie).toMatch(/^__Host-portal_rowe_sso=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/; /);
    expect(cookie).toContain('Secure');
    expect((await b.post(roweUserInfo.path, callback)).err).toBe(ErrorCode.OK);
  });
});

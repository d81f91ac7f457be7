import {
  SESSION_SYNC_TYPE,
  sessionHandoffCreate,
  sessionHandoffRedeem,
  userLogin,
} from '@portal/contract';
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { BrandSite } from './pages/brand-site.page';
import { LoginPage } from './pages/login.page';
import { SharedSession } from './pages/session-sharing.page';
import { E2E_PORT } from './playwright.config';

const DESIGNER = { username: 'designer@demo.test', password: 'Portal-Demo-2026!' };
/** A host no brand is configured for: the server still answers, but it is a foreign origin. */
const FOREIGN = `http://evil.localhost:${E2E_PORT}`;

/** A second account: the "attacker" whose session must not reach the victim's sites. */
const ATTACKER = { username: 'assistant@demo.test', password: 'Portal-Demo-2026!' };

/** A call to a brand's API from outside a browser (Node does not resolve *.localhost). */
async function callApi(
  request: APIRequestContext,
  host: 'ca.localhost' | 'hom.localhost',
  path: string,
  data: object,
  token?: string,
) {
  const res = await request.post(`http://127.0.0.1:${E2E_PORT}${path}`, {
    headers: { Host: host, ...(token ? { 'X-Auth-Token': token } : {}) },
    data,
  });
  return (await res.json()).val;
}

/** Signs in through CA's API (no browser): the account's token. */
const tokenOf = async (request: APIRequestContext, account: typeof DESIGNER) =>
  (await callApi(request, 'ca.localhost', userLogin.path, account)).token as string;

/** A one-time hand-off code made on CA for HOM by the holder of `token` (decision 016). */
async function codeFor(request: APIRequestContext, token: string) {
  const made = await callApi(
    request,
    'ca.localhost',
    sessionHandoffCreate.path,
    {
      brand: 'HOM',
      session: {
        mode: 'mibd_safe',
        Uid: 'abcd1',
        shoppingCartNum: 0,
        role: [],
        cookie_id: null,
        customer: null,
        customer_id: null,
        userFirstName: 'Eve',
        userLastName: 'Intruder',
        username: 'Eve Intruder',
        clientAgentId: null,
        clientAgentCode: null,
      },
    },
    token,
  );
  return made.code as string;
}

/** The attacker's session token and a hand-off code made with it. */
async function attackerHandoff(request: APIRequestContext) {
  const token = await tokenOf(request, ATTACKER);
  return { attackerToken: token, code: await codeFor(request, token) };
}

/** The two sibling sites every journey here moves between. */
const siblingSites = (page: Page) => ({
  ca: new BrandSite(page, 'CA'),
  hom: new BrandSite(page, 'HOM'),
});

/** A hand-off address to a sibling's /iframeMsg carrying a code. */
const handoffTo = (origin: string, code: string, next = '%2Fhome') =>
  `${origin}/iframeMsg#handoff=${code}&next=${next}`;

test('signed in on ca.localhost, hom.localhost has the session; signed out there, ca has not', async ({
  page,
}) => {
  const { ca, hom } = siblingSites(page);
  const onCa = new SharedSession(page, ca);
  const onHom = new SharedSession(page, hom);

  await new LoginPage(page, ca).open();
  await new LoginPage(page, ca).signIn(DESIGNER.username, DESIGNER.password);
  await onCa.expectSignedIn();
  const token = await onCa.token();
  expect(token).toBeTruthy();

  // Open hom.localhost from the brand bar: the session comes along.
  await onCa.openFromBrandBar('Home of the Group');
  await expect(page).toHaveURL(new RegExp(`^${hom.origin}/home`));
  await onHom.expectSignedIn();
  expect(await onHom.token()).toBe(token);
  expect(
    (await page.context().cookies(hom.origin)).find((c) => c.name === 'X-Auth-Token')?.value,
  ).toBe(token);

  // Sign out on hom; ca finds its session gone when opened again.
  await onHom.signOut();
  await onHom.expectSignedOut();
  await page.goto(`${ca.origin}/home`);
  await onCa.expectSignedOut();
});

test('a sibling frame answers with result, domId and host; nothing is applied unless success', async ({
  page,
}) => {
  const { ca, hom } = siblingSites(page);
  await page.goto(`${ca.origin}/home`);
  const reply = await page.evaluate(
    ({ target, type }) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const frame = document.createElement('iframe');
        frame.src = `${target}/iframeMsg`;
        window.addEventListener('message', (event) => {
          if (event.origin !== target) return;
          if (event.data?.ready) {
            frame.contentWindow?.postMessage(
              {
                type,
                reason: 'cart',
                domId: 'probe-1',
                mode: null,
                Uid: null,
                shoppingCartNum: 2,
                role: null,
                token: 'probe-token',
                cookie_id: null,
                customer: null,
                customer_id: null,
                userFirstName: null,
                userLastName: null,
                username: null,
                clientAgentId: null,
                clientAgentCode: null,
              },
              target,
            );
          } else resolve(event.data);
        });
        setTimeout(() => reject(new Error('no answer')), 15_000);
        document.body.append(frame);
      }),
    { target: hom.origin, type: SESSION_SYNC_TYPE },
  );
  expect(reply).toMatchObject({
    type: SESSION_SYNC_TYPE,
    domId: 'probe-1',
    host: `hom.localhost:${E2E_PORT}`,
  });
  expect(['success', 'blocked']).toContain(reply.result);

  await page.goto(`${hom.origin}/home`);
  const stored = await new SharedSession(page, hom).token();
  // This Chromium keeps third-party frames from their site's storage: 'blocked', nothing stored.
  expect(stored).toBe(reply.result === 'success' ? 'probe-token' : null);
});

test('a foreign origin can neither frame /iframeMsg nor hand a session over', async ({
  page,
  request,
}) => {
  const { ca, hom } = siblingSites(page);
  await page.goto(`${FOREIGN}/home`);

  // CSP frame-ancestors: the frame never loads, so it never says it is ready.
  const heard = await page.evaluate(
    (target) =>
      new Promise<boolean>((resolve) => {
        const frame = document.createElement('iframe');
        frame.src = `${target}/iframeMsg`;
        window.addEventListener('message', (event) => resolve(event.origin === target));
        setTimeout(() => resolve(false), 4_000);
        document.body.append(frame);
      }),
    hom.origin,
  );
  expect(heard).toBe(false);

  // A hand-off link followed from a foreign page is ignored, even with a valid code.
  const attacker = await attackerHandoff(request);
  await page.evaluate((href) => window.location.assign(href), handoffTo(hom.origin, attacker.code));
  await expect(page).toHaveURL(`${hom.origin}/home`);
  const onHom = new SharedSession(page, hom);
  await expect(onHom.signInLink).toBeVisible();
  expect(await onHom.token()).toBeNull();

  // The same kind of link followed from a brand site is taken (the check above can fail).
  const login = new LoginPage(page, ca);
  await login.open();
  await login.signIn(DESIGNER.username, DESIGNER.password);
  await new SharedSession(page, ca).expectSignedIn();
  const token = await new SharedSession(page, ca).token();
  const code = await codeFor(request, token ?? '');
  await page.evaluate((href) => window.location.assign(href), handoffTo(hom.origin, code));
  // Signed in, the landing carries the user marker (?u=) the guard adds.
  await expect(page).toHaveURL(new RegExp(`^${hom.origin}/home\\?u=[^&]+$`));
  await onHom.expectSignedIn();
  expect(await onHom.token()).toBe(token);
});

test('attack: a hand-off is a one-time code; a replayed code or a token in the fragment is not adopted', async ({
  page,
  request,
}) => {
  const { ca, hom } = siblingSites(page);
  const onHom = new SharedSession(page, hom);
  const { attackerToken, code } = await attackerHandoff(request);
  // Used once (by the attacker, say): the victim's browser, coming from a brand site, gets nothing.
  const used = await callApi(request, 'hom.localhost', sessionHandoffRedeem.path, { code });
  expect(used.token).toBe(attackerToken);

  await page.goto(`${ca.origin}/home`);
  await page.evaluate((href) => window.location.assign(href), handoffTo(hom.origin, code));
  await expect(page).toHaveURL(`${hom.origin}/home`);
  await expect(onHom.signInLink).toBeVisible();
  expect(await onHom.token()).toBeNull();

  // The old hand-off (the session itself in the fragment) is no longer read.
  const message = Buffer.from(
    JSON.stringify({
      type: SESSION_SYNC_TYPE,
      reason: 'login',
      domId: 'handoff',
      token: attackerToken,
    }),
  ).toString('base64url');
  await page.goto(`${ca.origin}/home`);
  await page.evaluate((href) => window.location.assign(href), handoffTo(hom.origin, message));
  await expect(page).toHaveURL(`${hom.origin}/home`);
  expect(await onHom.token()).toBeNull();
});

test('attack: an open redirect after sign-in on CA cannot carry an attacker hand-off to HOM', async ({
  page,
  request,
}) => {
  const { ca, hom } = siblingSites(page);
  const { attackerToken, code } = await attackerHandoff(request);
  // The chain: a /page/ in the address makes it a full page load; `/.//host` leaves the site.
  const hostile = `/.//hom.localhost:${E2E_PORT}/iframeMsg#handoff=${code}&next=/page/home`;
  const login = new LoginPage(page, ca);
  await login.open(`?redirect=${encodeURIComponent(hostile)}`);
  await login.signIn(DESIGNER.username, DESIGNER.password);
  await new SharedSession(page, ca).expectSignedIn();
  expect(new URL(page.url()).origin).toBe(ca.origin);
  await page.goto(`${hom.origin}/home`);
  expect(await new SharedSession(page, hom).token()).not.toBe(attackerToken);
  // The code was never redeemed: it still works once (for whoever holds it, within its minute).
  const unused = await callApi(request, 'hom.localhost', sessionHandoffRedeem.path, { code });
  expect(unused.token).toBe(attackerToken);
});

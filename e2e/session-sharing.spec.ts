import { expect, test } from '@playwright/test';
import { SESSION_SYNC_TYPE } from '@portal/contract';
import { BrandSite } from './pages/brand-site.page';
import { LoginPage } from './pages/login.page';
import { SharedSession } from './pages/session-sharing.page';
import { E2E_PORT } from './playwright.config';

const DESIGNER = { username: 'designer@demo.test', password: 'Portal-Demo-2026!' };
/** A host no brand is configured for: the server still answers, but it is a foreign origin. */
const FOREIGN = `http://evil.localhost:${E2E_PORT}`;

/** A hand-off address to hom's /iframeMsg carrying a made-up session (the contract's shape). */
function handoffTo(origin: string, token: string) {
  const message = {
    type: SESSION_SYNC_TYPE,
    reason: 'login',
    domId: 'handoff',
    mode: 'mibd_safe',
    Uid: 'abcd1',
    shoppingCartNum: 0,
    role: [],
    token,
    cookie_id: null,
    customer: null,
    customer_id: null,
    userFirstName: 'Eve',
    userLastName: 'Intruder',
    username: 'Eve Intruder',
    clientAgentId: null,
    clientAgentCode: null,
  };
  const encoded = Buffer.from(JSON.stringify(message)).toString('base64url');
  return `${origin}/iframeMsg#handoff=${encoded}&next=%2Fhome`;
}

test('signed in on ca.localhost, hom.localhost has the session; signed out there, ca has not', async ({
  page,
}) => {
  const ca = new BrandSite(page, 'CA');
  const hom = new BrandSite(page, 'HOM');
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
  const ca = new BrandSite(page, 'CA');
  const hom = new BrandSite(page, 'HOM');
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

test('a foreign origin can neither frame /iframeMsg nor hand a session over', async ({ page }) => {
  const hom = new BrandSite(page, 'HOM');
  const ca = new BrandSite(page, 'CA');
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

  // A hand-off link followed from a foreign page is ignored.
  await page.evaluate((href) => window.location.assign(href), handoffTo(hom.origin, 'forged'));
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
  await page.evaluate((href) => window.location.assign(href), handoffTo(hom.origin, token ?? ''));
  // Signed in, the landing carries the user marker (?u=) the guard adds.
  await expect(page).toHaveURL(new RegExp(`^${hom.origin}/home\\?u=[^&]+$`));
  await onHom.expectSignedIn();
  expect(await onHom.token()).toBe(token);
});

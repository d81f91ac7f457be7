import { expect, test } from './fixtures';
import { expectNoSeriousWcag } from './pages/axe-audit';
import { BrandSite } from './pages/brand-site.page';
import { LoginPage } from './pages/login.page';
import { SessionHop } from './pages/session-hop.page';
import { SharedSession } from './pages/session-sharing.page';
import { UserMenu } from './pages/user-menu.page';

/** A designer-type account no other journey switches views for (the view is remembered). */
const AGENT = { username: 'agent@demo.test', password: 'Portal-Demo-2026!' };

// A browser session that has not asked the shared origin yet (the config's default has).
test.use({ storageState: { cookies: [], origins: [] } });

test('signed in on CA in designer view, a typed JC address is signed in there too, in designer view; signing in again lands in it', async ({
  page,
}) => {
  // Three sites and four extra page loads (two hops, a sign-in through HOM) on a loaded machine.
  test.setTimeout(120_000);
  const ca = new BrandSite(page, 'CA');
  const jc = new BrandSite(page, 'JC');
  const hop = new SessionHop(page, new BrandSite(page, 'HOM'));
  const menu = new UserMenu(page);

  // A visitor's first CA page asks HOM once (nothing there: straight back), then not again.
  await hop.typeAddress(ca, '/login');
  const asked = hop.hops[0];
  expect(asked?.searchParams.get('brand')).toBe('CA');
  expect(asked?.searchParams.get('next')).toBe('/login');
  const login = new LoginPage(page, ca);
  await expect(login.submit).toBeVisible();
  await new SharedSession(page, ca).expectSignedOut();

  // Signing in on CA passes through HOM (which takes the same session) and comes back.
  await login.signIn(AGENT.username, AGENT.password);
  // (Two page loads and the guard's / → /home: slow on a loaded machine.)
  await expect(page).toHaveURL(new RegExp(`^${ca.origin}/home\\?u=`), { timeout: 30_000 });
  expect(hop.passes).toHaveLength(1);
  expect(hop.hops).toHaveLength(1);
  // The first sign-in browses; a retry lands in the view its first try chose (remembered).
  await menu.ensureView('Designer view');
  await menu.open();
  await expect(menu.mode).toHaveText('Designer view');
  await page.keyboard.press('Escape');

  // A typed JC address: JC has never seen this browser; it asks HOM, which hands the session on.
  await hop.typeAddress(jc, '/productList/category');
  expect(hop.hops[1]?.searchParams.get('brand')).toBe('JC');
  await new SharedSession(page, jc).expectSignedIn();
  await menu.open();
  await expect(menu.mode).toHaveText('Designer view');
  await expect(menu.item('My Orders')).toBeVisible();
  await page.keyboard.press('Escape');
  // The code left the address at once; the landing is the path that was typed.
  expect(page.url()).not.toContain('handoff');
  await expectNoSeriousWcag(page);

  // Signing out on JC ends the one session: CA finds it gone on its next page.
  await menu.open();
  await Promise.all([page.waitForEvent('load'), menu.item('Sign Out').click()]);
  await new SharedSession(page, jc).expectSignedOut();
  // (CA asks the server on load, is told the session ended, and reloads signed out.)
  await page.goto(`${ca.origin}/home`);
  const onCa = new SharedSession(page, ca);
  await expect.poll(() => onCa.token().catch(() => 'reloading'), { timeout: 20_000 }).toBeNull();
  await expect(onCa.signInLink).toBeVisible();
  await expect(onCa.userMenu).toHaveCount(0);

  // Signing in again lands in the view chosen last (on JC's session, chosen on CA), not in
  // browsing (issue 34, decision 057).
  await onCa.signInLink.click();
  const again = new LoginPage(page, ca);
  await again.signIn(AGENT.username, AGENT.password);
  await expect(page).toHaveURL(new RegExp(`^${ca.origin}/home\\?u=`), { timeout: 30_000 });
  await menu.open();
  await expect(menu.mode).toHaveText('Designer view');
  await expect(menu.item('My Orders')).toBeVisible();
  await page.keyboard.press('Escape');
});

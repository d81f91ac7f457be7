import { type BrandCode, BrandCodes, ErrorCode, Messages, userRole } from '@portal/contract';
import { expect, type Page, test } from './fixtures';
import { BrandSite } from './pages/brand-site.page';
import { LoginPage } from './pages/login.page';
import { Shell } from './pages/shell.page';
import { UserMenu } from './pages/user-menu.page';

/**
 * Readings of spec 2, 4 and 8 (decision 017): where Sign Out goes on each brand, the /redirect
 * and /u routes, the page reload of an expired session, and ART's Dealer Login.
 */
const PASSWORD = 'Portal-Demo-2026!';
const DESIGNER = 'designer@demo.test';

const stored = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

/** Marks the loaded page: a new page load forgets the mark. */
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { kept?: boolean }).kept = true;
  });
const marked = (page: Page) =>
  page.evaluate(() => Boolean((window as unknown as { kept?: boolean }).kept));

async function signIn(page: Page, site: BrandSite, account: string, query = '') {
  const login = new LoginPage(page, site);
  await login.open(query);
  await login.signIn(account, PASSWORD);
  // The header shows the account a moment before the app leaves /login: wait for the landing,
  // or an expiry armed next would fall on that navigation (a CI flake on a loaded machine).
  await expect(page).toHaveURL(/\?u=/);
  await expect(new UserMenu(page).trigger).toBeVisible();
}

/** Spec 4: "goes to brand home (CA, ROWE, JC, ART) else /home". */
const LOGOUT_HOME: Record<BrandCode, string> = {
  HOM: '/home',
  CA: '/caracole',
  CA_DEALER: '/home',
  ROWE: '/rowe',
  JC: '/jonathanCharles',
  ART: '/art',
  FFD: '/home',
};

test.describe('Sign Out lands on the brand home of spec 4', () => {
  for (const code of BrandCodes) {
    test(`${code}: ${LOGOUT_HOME[code]}`, async ({ page }) => {
      const site = new BrandSite(page, code);
      await signIn(page, site, code === 'FFD' ? 'shopper@demo.test' : DESIGNER);
      const menu = new UserMenu(page);
      await Promise.all([page.waitForEvent('load'), menu.choose('Sign Out')]);
      await expect(page).toHaveURL(`${site.origin}${LOGOUT_HOME[code]}`);
      await expect(menu.trigger).toHaveCount(0);
      expect(await stored(page, 'token')).toBeNull();
    });
  }
});

test.describe('/redirect and /u (spec 2)', () => {
  test('/redirect goes to a path of this site, never elsewhere; Back skips it', async ({
    page,
  }) => {
    const site = new BrandSite(page, 'HOM');
    await site.open('/home');
    await page.goto(`${site.origin}/redirect?url=${encodeURIComponent('/contactUs?ref=mail')}`);
    await expect(page).toHaveURL(`${site.origin}/contactUs?ref=mail`);
    await expect(site.heading).toHaveText('Contact Us');
    await page.goBack();
    await expect(page).toHaveURL(`${site.origin}/home`);

    for (const away of ['https://example.com/', '//example.com/x', '/.//example.com/x']) {
      await page.goto(`${site.origin}/redirect?url=${encodeURIComponent(away)}`);
      await expect(page, away).toHaveURL(`${site.origin}/home`);
    }
    await page.goto(`${site.origin}/redirect`);
    await expect(page).toHaveURL(`${site.origin}/home`);
  });

  test('/u lands on home with its u; signed in, /redirect carries the u of the session', async ({
    page,
  }) => {
    const site = new BrandSite(page, 'HOM');
    await page.goto(`${site.origin}/u?u=42`);
    await expect(page).toHaveURL(`${site.origin}/home?u=42`);
    await expect(site.heading).toBeVisible();

    await signIn(page, site, DESIGNER);
    // The sign-in lands in the view chosen last, which journeys beside this one change.
    await new UserMenu(page).ensureView('Browsing view');
    await page.keyboard.press('Escape');
    const u = ((await stored(page, 'X-Auth-Uid')) ?? '').slice(4);
    expect(u).not.toBe('');
    await page.goto(`${site.origin}/redirect?url=${encodeURIComponent('/cart')}`);
    await expect(page).toHaveURL(`${site.origin}/cart?u=${u}`);
    await expect(site.heading).toHaveText('Shopping Cart');
    // Browsing view has no cart: the page says so and stays.
    await expect(page.getByTestId('cart-needs-designer-view')).toBeVisible();
    await expect(page).toHaveURL(`${site.origin}/cart?u=${u}`);
    await page.goto(`${site.origin}/u`);
    await expect(page).toHaveURL(`${site.origin}/home?u=${u}`);
  });
});

test.describe('an expired session (spec 8: "21015 reload page")', () => {
  /**
   * The guard reloads roles on the next navigation (an hour has passed), and the server answers
   * that the session expired.
   */
  async function expireOnNextNavigation(page: Page) {
    await page.route(
      `**${userRole.path}**`,
      (route) =>
        route.fulfill({
          json: { err: ErrorCode.SESSION_EXPIRED, errmsg: Messages.verificationFailed, val: null },
        }),
      { times: 1 },
    );
    await page.evaluate(() => window.localStorage.setItem('getRoleTime', '1'));
  }

  test("on a public page: the page loads again, a visitor's, without u", async ({ page }) => {
    const site = new BrandSite(page, 'HOM');
    await signIn(page, site, DESIGNER, '?redirect=%2FprivacyPolicy');
    await expect(page).toHaveURL(/\/privacyPolicy\?u=/);
    await mark(page);
    await expireOnNextNavigation(page);
    const shell = new Shell(page, 'HOM');
    await Promise.all([page.waitForEvent('load'), shell.logo.click()]);
    await expect(page).toHaveURL(`${site.origin}/home`);
    await expect(site.heading).toBeVisible();
    expect(await marked(page)).toBe(false);
    expect(await stored(page, 'token')).toBeNull();
    expect(await stored(page, 'mode')).toBe('mibd_visitor');
    await expect(shell.link('Sign In')).toBeVisible();
    await expect(page.getByText(Messages.verificationFailed)).toHaveCount(0);
  });

  test('on a login-only page: loads the login screen, which says why once, and comes back', async ({
    page,
  }) => {
    const site = new BrandSite(page, 'HOM');
    await signIn(page, site, DESIGNER);
    await mark(page);
    await expireOnNextNavigation(page);
    const menu = new UserMenu(page);
    await Promise.all([page.waitForEvent('load'), menu.choose('Account Settings')]);
    await expect(page).toHaveURL(`${site.origin}/login?redirect=%2FaccountSettings`);
    expect(await marked(page)).toBe(false);
    await expect(page.getByText(Messages.verificationFailed)).toHaveCount(1);
    expect(await stored(page, 'token')).toBeNull();

    await new LoginPage(page, site).signIn(DESIGNER, PASSWORD);
    await expect(page).toHaveURL(/\/accountSettings\?u=/);
    await expect(site.heading).toHaveText('Account Settings');
  });
});

test.describe("ART's Dealer Login", () => {
  test('the header link opens the dealers sign-in; a dealer lands on the shop', async ({
    page,
  }) => {
    const shell = new Shell(page, 'ART');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shell.site.open('/home');
    await shell.link('Dealer Login').click();
    await expect(page).toHaveURL(/\/login\?account=dealer$/);
    await expect(shell.site.heading).toHaveText('Dealer Login');
    await new LoginPage(page, shell.site).signIn('dealer@demo.test', PASSWORD);
    await expect(page).toHaveURL(/\/shop\?u=/);
    await expect(new UserMenu(page).trigger).toHaveAccessibleName('Account menu of Derek Hale');
  });

  test('a trade account signing in there lands as from the Trade Login; the way back', async ({
    page,
  }) => {
    const site = new BrandSite(page, 'ART');
    await site.open('/login?account=dealer');
    await page.getByRole('link', { name: 'Trade Login' }).last().click();
    await expect(page).toHaveURL(`${site.origin}/login`);
    await expect(site.heading).toHaveText('Sign In');
    await page.goBack();
    await expect(site.heading).toHaveText('Dealer Login');
    await new LoginPage(page, site).signIn(DESIGNER, PASSWORD);
    await expect(page).toHaveURL(/\/home\?u=/);
  });
});

import { type BrandCode, BrandCodes, Brands, type Mode } from '@portal/contract';
import { expect, type Page, test } from './fixtures';
import { ACCOUNTS, signInAtHome } from './pages/account-session';
import { Shell } from './pages/shell.page';
import { UserMenu } from './pages/user-menu.page';

/** What a visitor's header offers on each brand (spec 2 and issue: header variants). */
const VISITOR_LINKS: Record<BrandCode, { shown: string[]; hidden: string[] }> = {
  HOM: {
    shown: ['Sign In', 'Sign Up'],
    hidden: ['Request Access', 'Trade Login', 'Dealer Locator'],
  },
  CA: { shown: ['Sign In', 'Sign Up'], hidden: ['Request Access', 'Dealer Login'] },
  CA_DEALER: { shown: ['Sign In', 'Sign Up', 'Request Access'], hidden: ['Trade Login'] },
  ROWE: { shown: ['Sign In', 'Sign Up'], hidden: ['Request Access', 'Dealer Locator'] },
  JC: { shown: ['Sign In', 'Sign Up'], hidden: ['Request Access', 'Trade Login'] },
  ART: {
    shown: ['Trade Login', 'Dealer Login', 'Sign Up', 'Dealer Locator'],
    hidden: ['Sign In', 'Request Access'],
  },
  // FFD shoppers sign up themselves (issue 14: simpleRegister); no trade paths.
  FFD: { shown: ['Sign In', 'Sign Up'], hidden: ['Request Access', 'Trade Login'] },
};

test.describe('header variants of a visitor', () => {
  for (const code of BrandCodes) {
    test(`${code}: logo, search, menu and the visitor's links`, async ({ page }) => {
      const shell = new Shell(page, code);
      await shell.open('/home', { viewport: { width: 1280, height: 800 } });
      // The name starts with the logo's own text where the brand name does not contain it.
      const home = `${Brands[code].name} home`;
      await expect(shell.logo).toHaveAccessibleName(code === 'HOM' ? `HOM, ${home}` : home);
      await expect(shell.search).toBeVisible();
      // The brand's links, or the product menu that replaces them once loaded.
      await expect(
        shell.header.getByRole('navigation', { name: /^(Main menu|Products)$/ }),
      ).toBeVisible();
      for (const name of VISITOR_LINKS[code].shown) await expect(shell.link(name)).toBeVisible();
      for (const name of VISITOR_LINKS[code].hidden) await expect(shell.link(name)).toHaveCount(0);
      // A visitor's role list has neither favourites nor cart; FFD's guest cart is always there.
      await expect(shell.favourites).toHaveCount(0);
      await expect(shell.cart).toHaveCount(code === 'FFD' ? 1 : 0);
      if (code === 'ART') {
        await expect(shell.promotion).toContainText('15% off with code ARTSEASON15');
        await shell.link('Dealer Login').click();
        await expect(page).toHaveURL(/\/login\?account=dealer$/);
      } else {
        await expect(shell.promotion).toHaveCount(0);
      }
    });
  }
});

/** The brand's home page as `username` sees it once signed in (in `mode`), and its user menu. */
async function signedInHome(page: Page, brand: BrandCode, username: string, mode?: Mode) {
  const shell = new Shell(page, brand);
  await signInAtHome(shell.site, username, mode);
  await shell.site.open('/home');
  return { shell, menu: new UserMenu(page) };
}

test.describe('the user menu by role', () => {
  test('HOM designer: projects, orders, favourites, no visualizations; cart with its count', async ({
    page,
  }) => {
    const { shell, menu } = await signedInHome(page, 'HOM', ACCOUNTS.designer, 'mibd_designer');
    await menu.expectItems(
      ['Select view mode', 'My Projects', 'My Orders', 'My Favorites', 'Sign Out'],
      ['My Visualizations'],
    );

    await expect(shell.favourites).toHaveAttribute('href', '/my-favorites');
    await expect(shell.cart).toHaveAttribute('href', '/cart');
    // The count is the one server cart's (other journeys share this account): set it here.
    await shell.storeCartCount(7);
    await expect(shell.cartCount).toHaveText('7');
    await expect(shell.cart).toHaveAccessibleName('Shopping cart, 7 items');
    await shell.storeCartCount(120);
    await expect(shell.cartCount).toHaveText('...');
    await shell.storeCartCount(0);
    await expect(shell.cartCount).toHaveCount(0);
  });

  test('CA browsing mode: view mode, favourites and visualizations; no orders, no cart', async ({
    page,
  }) => {
    const { shell, menu } = await signedInHome(page, 'CA', ACCOUNTS.designer, 'mibd_safe');
    await menu.expectItems(
      ['Select view mode', 'My Favorites', 'My Visualizations', 'Sign Out'],
      ['My Orders', 'My Projects'],
    );
    await expect(shell.favourites).toBeVisible();
    await expect(shell.cart).toHaveCount(0);
  });

  test('a customer: no mode switch, own orders and projects, and their designer in the footer', async ({
    page,
  }) => {
    const { shell, menu } = await signedInHome(page, 'CA_DEALER', ACCOUNTS.customer);
    await menu.expectItems(
      ['My Projects', 'My Orders', 'My Favorites', 'My Visualizations'],
      ['Select view mode'],
    );
    await expect(shell.link('Request Access')).toHaveCount(0);
    await shell.footer.scrollIntoViewIfNeeded();
    await expect(shell.footer.getByTestId('designer-name')).toHaveText('Dana Whitfield');
  });

  test('a visitor has no designer block; the footer groups come from the menu call', async ({
    page,
  }) => {
    const shell = new Shell(page, 'JC');
    await shell.site.open('/home');
    await shell.footer.scrollIntoViewIfNeeded();
    await expect(shell.footer.getByRole('navigation', { name: 'Company' })).toBeVisible();
    // Designer Benefits is for visitors (designer_benefits) and the seed lists it.
    await expect(shell.footer.getByRole('link', { name: 'Designer Benefits' })).toBeVisible();
    await expect(shell.footer.getByTestId('designer-name')).toHaveCount(0);
  });
});

test('the brand bar lists every site, marks this one and switches to another', async ({ page }) => {
  const shell = new Shell(page, 'HOM');
  await shell.site.open('/home');
  const names = await shell.brandBar.getByRole('listitem').allInnerTexts();
  expect(names).toEqual(BrandCodes.map((c) => Brands[c].name));
  await expect(shell.brandBar.locator('[aria-current]')).toHaveText(Brands.HOM.name);
  await shell.brandBar.getByRole('link', { name: Brands.ART.name }).click();
  await expect(page).toHaveURL(new RegExp(`^http://${Brands.ART.defaultHost}:\\d+/home$`));
  await expect(new Shell(page, 'ART').brandBar.locator('[aria-current]')).toHaveText(
    Brands.ART.name,
  );
});

test('the footer opens the About and Contact dialogs, 840 px wide, closed by Escape', async ({
  page,
}) => {
  const shell = new Shell(page, 'CA');
  await shell.open('/home', { viewport: { width: 1280, height: 800 }, consent: true });
  const about = shell.footer.getByRole('button', { name: `About ${Brands.CA.name}` });
  await about.click();
  const dialog = page.getByRole('dialog', { name: `About ${Brands.CA.name}` });
  await expect(dialog).toBeVisible();
  expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(840);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(about).toBeFocused();

  await shell.footer.getByRole('button', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
});

test('the scroll-to-top button appears after 400 px and brings the page back up', async ({
  page,
}) => {
  const shell = new Shell(page, 'HOM');
  await shell.open('/productList', { viewport: { width: 1280, height: 700 }, consent: true });
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(shell.backToTop).toHaveCount(0);
  await shell.scrollTo(380);
  await expect(shell.backToTop).toHaveCount(0);
  await shell.scrollTo(900);
  await expect(shell.backToTop).toBeVisible();
  await shell.backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(shell.backToTop).toHaveCount(0);
});

for (const { width, mobile } of [
  { width: 1280, mobile: false },
  { width: 375, mobile: true },
]) {
  test(`the header at ${width} px: below the brand bar, fixed after ${mobile ? 30 : 40} px`, async ({
    page,
  }, testInfo) => {
    const shell = new Shell(page, 'ART');
    await shell.open('/shop', { viewport: { width, height: 800 } });
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const bar = mobile ? 30 : 40;
    expect(await shell.headerPlace()).toEqual({ top: bar, fixed: false });
    await expect(shell.menuButton).toHaveCount(mobile ? 1 : 0);
    await page.screenshot({ path: testInfo.outputPath(`header-${width}.png`) });
    await shell.scrollTo(bar - 10);
    expect(await shell.headerPlace()).toEqual({ top: 10, fixed: false });
    await shell.scrollTo(bar + 20);
    await expect.poll(() => shell.headerPlace()).toEqual({ top: 0, fixed: true });
    await shell.scrollTo(600);
    expect(await shell.headerPlace()).toEqual({ top: 0, fixed: true });
    await page.screenshot({ path: testInfo.outputPath(`header-${width}-scrolled.png`) });
  });
}

test.describe('keyboard', () => {
  test('the user menu opens, moves and closes from the keyboard', async ({ page }) => {
    const { menu } = await signedInHome(page, 'HOM', ACCOUNTS.designer, 'mibd_designer');
    await menu.trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    // The menu-button pattern: opening puts focus on the first item, arrows move it.
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem').nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(menu.trigger).toBeFocused();
  });

  test('the menu drawer keeps focus inside while open and gives it back on Escape', async ({
    page,
  }) => {
    const shell = new Shell(page, 'CA');
    await shell.open('/home', { viewport: { width: 375, height: 740 } });
    await shell.menuButton.click();
    await expect(shell.drawer).toBeVisible();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await shell.focusPlace(shell.drawer), `after ${i + 1} Tab`).toBe('inside');
    }
    await page.keyboard.press('Shift+Tab');
    expect(await shell.focusPlace(shell.drawer)).toBe('inside');
    await page.keyboard.press('Escape');
    await expect(shell.drawer).toHaveCount(0);
    await expect(shell.menuButton).toBeFocused();
  });
});

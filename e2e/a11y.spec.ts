import { BrandCodes, MAIN_LIST_PATHS, shoppingCartAdd } from '@portal/contract';
import { expect, test } from './fixtures';
import { ACCOUNTS, signInAtHome } from './pages/account-session';
import { seriousViolations } from './pages/axe-audit';
import { buyableProduct, pageCall } from './pages/cart.page';
import { LoginPage } from './pages/login.page';
import { ProductListPage } from './pages/product-list.page';
import { Shell } from './pages/shell.page';
import { UserMenu } from './pages/user-menu.page';

for (const code of BrandCodes) {
  test(`${code}: home, product list, product page and login have no serious axe violations`, async ({
    page,
  }) => {
    test.slow();
    const list = new ProductListPage(page, code);
    await list.site.open('/home');
    expect(await seriousViolations(page, { explain: true }), 'home').toEqual([]);

    await list.open(MAIN_LIST_PATHS[code]);
    await expect(list.cards.first()).toBeVisible();
    expect(await seriousViolations(page, { explain: true }), 'product list').toEqual([]);

    await list.openProduct(0);
    await expect(page.getByText('Dimensions', { exact: true })).toBeVisible();
    expect(await seriousViolations(page, { explain: true }), 'product page').toEqual([]);

    const login = new LoginPage(page, list.site);
    await login.open();
    expect(await seriousViolations(page, { explain: true }), 'login').toEqual([]);
  });
}

test('signed in: the header with its icons, the open user menu and the menu drawer', async ({
  page,
}) => {
  const shell = new Shell(page, 'CA');
  // The dealer's cart is its own (journeys in parallel fill and empty the designer's).
  await signInAtHome(shell.site, ACCOUNTS.dealer, 'mibd_designer');
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const product = await buyableProduct(page);
  const added = await pageCall<{ total: number }>(
    page,
    shoppingCartAdd.path,
    { sku_number: product.sku_number, number: 3 },
    token,
  );
  expect(added.err).toBe(200);
  await shell.site.open('/home');
  await expect(shell.cartCount).toHaveText(String(added.val.total));
  await new UserMenu(page).open();
  expect(await seriousViolations(page, { explain: true }), 'user menu').toEqual([]);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 375, height: 740 });
  await shell.menuButton.click();
  await expect(shell.drawer).toBeVisible();
  expect(await seriousViolations(page, { explain: true }), 'menu drawer').toEqual([]);
});

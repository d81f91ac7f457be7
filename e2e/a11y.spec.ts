import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { type BrandCode, BrandCodes } from '@portal/contract';
import { ACCOUNTS, signInAs } from './pages/account-session';
import { buyableProduct, pageCall } from './pages/cart.page';
import { LoginPage } from './pages/login.page';
import { ProductListPage } from './pages/product-list.page';
import { Shell } from './pages/shell.page';
import { UserMenu } from './pages/user-menu.page';

/** Each brand's main product list (the same as the catalogue journeys use). */
const LISTS: Record<BrandCode, string> = {
  HOM: '/productList',
  CA: '/product/category',
  CA_DEALER: '/product/category',
  ROWE: '/products',
  JC: '/productList/category',
  ART: '/shop',
  FFD: '/FFDProductList',
};

/** Serious and critical axe violations on the page as it stands, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const where = v.nodes.map((n) => n.target.join(' ')).join(', ');
      // The first node's explanation (for contrast: the colours and the ratio).
      const why = v.nodes[0]?.any[0]?.message ?? v.nodes[0]?.failureSummary ?? '';
      return `${v.id} (${v.impact}): ${where} | ${why}`;
    });
}

for (const code of BrandCodes) {
  test(`${code}: home, product list, product page and login have no serious axe violations`, async ({
    page,
  }) => {
    test.slow();
    const list = new ProductListPage(page, code);
    await list.site.open('/home');
    expect(await seriousViolations(page), 'home').toEqual([]);

    await list.open(LISTS[code]);
    await expect(list.cards.first()).toBeVisible();
    expect(await seriousViolations(page), 'product list').toEqual([]);

    await list.openProduct(0);
    await expect(page.getByText('Dimensions', { exact: true })).toBeVisible();
    expect(await seriousViolations(page), 'product page').toEqual([]);

    const login = new LoginPage(page, list.site);
    await login.open();
    expect(await seriousViolations(page), 'login').toEqual([]);
  });
}

test('signed in: the header with its icons, the open user menu and the menu drawer', async ({
  page,
}) => {
  const shell = new Shell(page, 'CA');
  await shell.site.open('/home');
  // The dealer's cart is its own (journeys in parallel fill and empty the designer's).
  await signInAs(page, ACCOUNTS.dealer, 'mibd_designer');
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const product = await buyableProduct(page);
  const added = await pageCall<{ total: number }>(
    page,
    '/mibd/shoppingCart/add',
    { sku_number: product.sku_number, number: 3 },
    token,
  );
  expect(added.err).toBe(200);
  await shell.site.open('/home');
  await expect(shell.cartCount).toHaveText(String(added.val.total));
  await new UserMenu(page).open();
  expect(await seriousViolations(page), 'user menu').toEqual([]);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 375, height: 740 });
  await shell.menuButton.click();
  await expect(shell.drawer).toBeVisible();
  expect(await seriousViolations(page), 'menu drawer').toEqual([]);
});

import { CartMessages, changeMode, customerList, userLogin } from '@portal/contract';
import { expect, test } from './fixtures';
import { ACCOUNTS, signInAtHome } from './pages/account-session';
import { seriousViolations } from './pages/axe-audit';
import { BrandSite } from './pages/brand-site.page';
import { buyableProduct, CartPage, pageCall } from './pages/cart.page';
import { DESIGNER } from './pages/designer-session';
import { LoginPage } from './pages/login.page';
import { Outbox } from './pages/outbox';

// Long journeys on a shared 2-core machine: several page loads each.
test.describe.configure({ timeout: 180_000 });

test('a designer fills one cart from CA and JC with a sample and sees it on every site', async ({
  page,
}) => {
  const ca = new CartPage(page, 'CA');
  await signInAtHome(ca.site, ACCOUNTS.designer, 'mibd_designer');
  const sofa = await buyableProduct(page);
  await ca.addFromProductPage(sofa.sku_number, 2);
  await ca.addFromProductPage(sofa.sku_number, 1, true);

  const jc = new CartPage(page, 'JC');
  await signInAtHome(jc.site, ACCOUNTS.designer, 'mibd_designer');
  const table = await buyableProduct(page);
  await jc.addFromProductPage(table.sku_number, 1);

  // The header count is the server's count of buyable lines, the same on both sites.
  const cart = await jc.serverCart();
  const skus = cart.list.map((l) => `${l.sku_number}:${l.product_data_type}`);
  expect(skus).toEqual(
    expect.arrayContaining([
      `${sofa.sku_number}:1`,
      `${sofa.sku_number}:2`,
      `${table.sku_number}:1`,
    ]),
  );
  await expect(jc.count).toHaveText(cart.total > 99 ? '...' : String(cart.total));
  await ca.site.open('/home');
  await expect(ca.count).toHaveText(cart.total > 99 ? '...' : String(cart.total));

  // Mini-cart: products and a sample, so the split checkout buttons.
  await ca.openMiniCart();
  await expect(ca.miniCart.getByTestId('checkout-buttons')).toHaveAttribute('data-choice', 'split');
  await expect(ca.miniCart.getByTestId('checkout-normal')).toHaveAttribute(
    'href',
    '/checkout?isCart=1&t=n',
  );
  await expect(ca.miniCart.getByTestId('checkout-sample')).toHaveAttribute(
    'href',
    '/checkout?isCart=1&t=s',
  );
  expect(await ca.clippedCheckoutLabels()).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  // /cart on the desktop, then on a phone.
  await ca.openCart();
  await expect(ca.lines.filter({ hasText: table.name })).toHaveCount(1);
  await expect(page.getByTestId('checkout-buttons')).toHaveAttribute('data-choice', 'split');
  // 'Checkout products' and 'Checkout samples' whole, not cut off in the summary card.
  expect(await ca.clippedCheckoutLabels()).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await ca.openCart();
  await expect(ca.lines.first()).toBeVisible();
  expect(await ca.clippedCheckoutLabels()).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376);
  expect(await seriousViolations(page)).toEqual([]);
});

test('an FFD guest adds to the cart, signs up, signs in and finds the lines merged', async ({
  page,
  request,
}) => {
  const ffd = new CartPage(page, 'FFD');
  await ffd.site.open('/FFDProductList');
  const deal = await buyableProduct(page, 2);
  await ffd.addFromProductPage(deal.sku_number, 2);
  // The guest cart is in the browser: shown through productListNoLogin, counted in the header.
  expect(await page.evaluate(() => localStorage.getItem('sku_list'))).toContain(deal.sku_number);
  await expect(ffd.count).toHaveText('2');
  await ffd.openMiniCart();
  await expect(ffd.miniCart.getByText(deal.name)).toBeVisible();
  await expect(ffd.miniCart.getByRole('link', { name: 'Sign in to check out' })).toBeVisible();

  // Sign up from the login page, with the code from the outbox.
  const login = new LoginPage(page, ffd.site);
  await login.open();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(ffd.site.heading).toHaveText('Create your Flash Deals account');
  const email = `shopper-${Date.now()}@deals.test`;
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Flash');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Shopper');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(DESIGNER.password);
  await form
    .getByRole('textbox', { name: 'Confirm password', exact: true })
    .fill(DESIGNER.password);
  const outbox = new Outbox(request);
  await form.getByRole('button', { name: 'Send code' }).click();
  const code = await outbox.latestCode(email);
  await form.getByRole('textbox', { name: 'Verification code' }).fill(code);
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('sign-up-done')).toBeVisible();

  // Sign in: addBatch merges the guest cart into the account's and clears the stored list.
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await login.signIn(email, DESIGNER.password);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sku_list'))).toBeNull();
  const merged = await ffd.serverCart();
  expect(merged.list.map((l) => [l.sku_number, l.count])).toEqual([[deal.sku_number, 2]]);
  await ffd.openCart();
  await expect(ffd.lines.filter({ hasText: deal.name })).toHaveCount(1);
  await expect(page.getByTestId('checkout-normal')).toBeVisible();
});

test('a communicate-mode session sees no cart', async ({ page }) => {
  const site = new BrandSite(page, 'CA');
  await site.open('/home');
  const token = await page.evaluate(
    async ({ d, loginPath }) => {
      const res = await fetch(loginPath, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: d.username, password: d.password, obtain: '1' }),
      });
      return ((await res.json()) as { val: { token: string } }).val.token;
    },
    { d: DESIGNER, loginPath: userLogin.path },
  );
  // Customers are listed in designer mode; communicate mode then presets one of them.
  await pageCall(page, changeMode.path, { mode: 'mibd_designer' }, token);
  const customers = await pageCall<{ list: { id: number }[] }>(page, customerList.path, {}, token);
  const customer = customers.val.list[0]!.id;
  const mode = await pageCall<{ Role: string[]; mode: string }>(
    page,
    changeMode.path,
    { mode: 'mibd_communicate', customer_id: customer },
    token,
  );
  expect(mode.val.mode).toBe('mibd_communicate');
  await page.evaluate(
    ({ token, role, customer }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('mode', 'mibd_communicate');
      localStorage.setItem('role', JSON.stringify(role));
      localStorage.setItem('getRoleTime', String(Date.now()));
      localStorage.setItem('customer_id', String(customer));
    },
    { token, role: mode.val.Role, customer },
  );
  await site.open('/home');
  // The header icons are there (favourites), the cart icon and mini-cart are not.
  await expect(page.getByRole('link', { name: 'My Favorites' })).toBeVisible();
  await expect(page.getByTestId('header-cart')).toHaveCount(0);
  await expect(page.getByTestId('mini-cart')).toHaveCount(0);
  expect(CartMessages.empty).toBe('Your shopping cart is empty.');
});

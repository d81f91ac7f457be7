import {
  CheckoutMessages as M,
  orderInvoice,
  SANDBOX_CARDS,
  ShippingMethodLabels,
  searchProducts,
  shoppingCartAdd,
} from '@portal/contract';
import { expect, type Page, test } from './fixtures';
import { ACCOUNTS, signInAtHome } from './pages/account-session';
import { seriousViolations } from './pages/axe-audit';
import { buyableProduct, CartPage, pageCall } from './pages/cart.page';
import { CheckoutPage } from './pages/checkout.page';
import { WorkspacePage } from './pages/workspace.page';

const token = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');
const NC = {
  full_name: 'Whitfield Interiors',
  contact_name: 'Dana Whitfield',
  phone: '336-555-0101',
  street: '12 Market St',
  city: 'High Point',
  state: 'NC',
  postal_code: '27260',
};
const NY = { ...NC, street: '1 Broadway', city: 'New York', state: 'NY', postal_code: '10004' };
const DECLINED_CARD = Object.entries(SANDBOX_CARDS).find(([, c]) => c.outcome === 'declined')![0];

test.describe.configure({ timeout: 240_000 });

test('a designer pays by card with the fee, then by ACH; a coupon applies once; the orders are listed with invoice', async ({
  page,
}) => {
  const checkout = new CheckoutPage(page);
  await signInAtHome(checkout.site, ACCOUNTS.designer, 'mibd_designer');
  const product = await buyableProduct(page);
  const add = async () =>
    expect(
      (
        await pageCall(
          page,
          shoppingCartAdd.path,
          { sku_number: product.sku_number, number: 1 },
          await token(page),
        )
      ).err,
    ).toBe(200);
  await add();

  // Card: the 3.0% fee is shown and charged; the coupon applies.
  await checkout.open('n');
  await checkout.fillAddress(NY);
  await checkout.payByCard('4242424242424242');
  await expect(checkout.field('total-fee')).toBeVisible();
  await expect(checkout.field('total-fee')).not.toHaveText(/\$0\.00$/);
  await checkout.applyCoupon('WELCOME10');
  await expect(checkout.field('coupon-applied')).toBeVisible();
  await expect(checkout.field('total-discount')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const first = await checkout.placeOrder();
  expect(first).toMatch(/^SO-\d{8}-[A-Z0-9]{6}$/);

  // ACH on a phone: a bad routing number is refused in the payment component; the coupon is used.
  await add();
  await page.setViewportSize({ width: 375, height: 800 });
  await checkout.open('n');
  await checkout.fillAddress(NC);
  await checkout.applyCoupon('WELCOME10');
  await expect(page.getByText(M.couponUsedUp)).toBeVisible();
  await checkout.payByAch('000123456789', '123456789');
  await checkout.field('place-order').click();
  await expect(checkout.field('pay-routing_number')).toHaveAccessibleDescription(
    M.achRoutingInvalid,
  );
  await checkout.field('pay-routing_number').fill('021000021');
  await expect(checkout.field('total-fee')).toHaveText(/\$0\.00$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376);
  expect(await seriousViolations(page)).toEqual([]);
  const second = await checkout.placeOrder();

  // Both orders in My Orders, with totals; the detail and its invoice.
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkout.site.open('/personalOrder');
  await expect(page.getByTestId(`order-row-${first}`)).toBeVisible();
  await expect(page.getByTestId(`order-row-${second}`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: second }).click();
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await expect(page.getByTestId('order-totals')).toContainText('Processing fee');
  await expect(page.getByTestId('timeline')).toContainText('Order placed');
  expect(await seriousViolations(page)).toEqual([]);
  const pdf = await page.evaluate(
    async ({ url, t }) => {
      const res = await fetch(url, { headers: { 'X-Auth-Token': t } });
      return { type: res.headers.get('content-type'), head: (await res.text()).slice(0, 4) };
    },
    { url: orderInvoice.path.replace(':order_number', second), t: await token(page) },
  );
  expect(pdf).toEqual({ type: 'application/pdf', head: '%PDF' });
});

test('a sub-account moves a line into a customer’s project, orders the rest for that customer (CheckoutCust); the customer finds it', async ({
  page,
  browser,
}) => {
  // The sub-account works with its designer's customers; its cart is its own (the designer's is
  // emptied by the journey above when both run at once).
  const checkout = new CheckoutPage(page);
  await signInAtHome(checkout.site, 'assistant@demo.test', 'mibd_designer');
  const found = await pageCall<{ list: { sku_number: string; name: string; status: string }[] }>(
    page,
    searchProducts.path,
    { page: 1, limit: 48 },
  );
  const [keep, move] = found.val.list.filter((p) => p.status === '1');
  for (const p of [keep!, move!]) {
    const added = await pageCall(
      page,
      shoppingCartAdd.path,
      { sku_number: p.sku_number, number: 1 },
      await token(page),
    );
    expect(added.err).toBe(200);
  }

  // Move to project from /cart: the AddProject picker, then the line leaves the cart.
  await checkout.site.open('/cart');
  const lines = page.getByTestId('cart-line');
  await lines.filter({ hasText: move!.name }).getByTestId('move-to-project').click();
  const workspace = new WorkspacePage(page);
  await expect(workspace.dialog.getByLabel('Search customers')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const project = `Moved ${Date.now()}`;
  await workspace.pickProject(project, 'Claire', 'Move to project');
  await expect(page.getByText('Moved to the project.')).toBeVisible();
  await expect(workspace.dialog).toBeHidden();
  await expect(lines.filter({ hasText: move!.name })).toHaveCount(0);
  await expect(lines.filter({ hasText: keep!.name })).toHaveCount(1);

  // Checkout for Claire (CheckoutCust).
  await checkout.open('n');
  await expect(checkout.field('order-for')).toHaveText('Yourself (no customer)');
  await checkout.orderFor('Claire Bennett');
  await checkout.fillAddress(NC);
  // A new billing address is saved with the account and chosen for this order.
  const billing = page.getByRole('region', { name: 'Billing address' });
  await billing.getByRole('button', { name: 'Use a new billing address' }).click();
  const form = page.getByRole('form', { name: 'New billing address' });
  await form.getByLabel('Full name').fill('Bennett Residence');
  await form.getByLabel('Street address').fill('40 Elm St');
  await form.getByLabel('City').fill('Raleigh');
  await form.getByLabel('State').selectOption('NC');
  await form.getByLabel('ZIP code').fill('27601');
  await form.getByTestId('billing-save').click();
  await expect(billing.getByRole('radio', { name: /Bennett Residence/ })).toBeChecked();
  await checkout.payByCard('4242424242424242');
  expect(await seriousViolations(page)).toEqual([]);
  const order = await checkout.placeOrder();
  await checkout.site.open('/designerOrder');
  await expect(page.getByTestId(`order-row-${order}`)).toContainText('Claire Bennett');
  await page.getByRole('link', { name: order }).click();
  await expect(page.getByTestId('order-billing')).toContainText('Bennett Residence, 40 Elm St');

  // The customer, in a browser of their own.
  const context = await browser.newContext();
  const theirs = await context.newPage();
  const site = new CheckoutPage(theirs).site;
  await signInAtHome(site, ACCOUNTS.customer);
  await site.open('/customerOrder');
  await expect(theirs.getByTestId(`order-row-${order}`)).toBeVisible();
  await theirs.getByRole('link', { name: order }).click();
  await expect(theirs.getByTestId('order-customer')).toHaveText('For Claire Bennett');
  expect(await seriousViolations(theirs)).toEqual([]);
  await context.close();
});

test('checkout at its edges: the lines before an address, the ACH error at its field, a declined card and back with the draft, the confirmation in view with the header count', async ({
  page,
}) => {
  // Samples, by the sub-account: the journeys above order its products and the designer's cart.
  const checkout = new CheckoutPage(page);
  const cart = new CartPage(page, 'CA');
  await signInAtHome(checkout.site, 'assistant@demo.test', 'mibd_designer');
  const found = await pageCall<{ list: { sku_number: string; name: string; status: string }[] }>(
    page,
    searchProducts.path,
    { page: 1, limit: 48 },
  );
  // Not the first two: the sub-account's journey above orders those.
  const sample = found.val.list.filter((p) => p.status === '1')[3]!;
  // Its line only (the journey above shares this cart): a retry starts as the first try did.
  await cart.removeServerLines((line) => line.sku_number === sample.sku_number);
  await page.setViewportSize({ width: 375, height: 800 });
  await cart.addFromProductPage(sample.sku_number, 1, true);
  await expect(cart.count).toBeVisible();
  await cart.openCartFromHeader();
  await checkout.openSamplesFromCart();

  // What is bought shows before any address is typed.
  await expect(checkout.summaryLine(sample.name)).toContainText(`${sample.name} × 1`);
  await expect(checkout.field('total-subtotal')).toContainText('$');

  // The draft: address, contact, method and coupon.
  await checkout.fillAddress(NC);
  const method = page.getByRole('radio', { name: ShippingMethodLabels.warehouse_dock });
  await method.check();
  await checkout.applyCoupon('WELCOME10');
  await expect(checkout.field('coupon-applied')).toBeVisible();

  // A bad routing number: its message beside the field, the field marked and focused, in view.
  await checkout.payByAch('000123456789', '123456789');
  await checkout.field('place-order').click();
  const routing = checkout.field('pay-routing_number');
  await expect(routing).toBeFocused();
  await expect(routing).toHaveAttribute('aria-invalid', 'true');
  await expect(routing).toHaveAccessibleDescription(M.achRoutingInvalid);
  await expect(routing).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376);
  expect(await seriousViolations(page)).toEqual([]);

  // A declined card, then back: the form as it was (never the card number), and after a reload.
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkout.payByCard(DECLINED_CARD);
  await checkout.placeDeclinedOrder();
  expect(await seriousViolations(page)).toEqual([]);
  await checkout.backToCheckout();
  await expect(page).toHaveURL(/t=s/);
  for (const step of ['back', 'reload']) {
    if (step === 'reload') await page.reload();
    await checkout.expectAddress(NC);
    await expect(method).toBeChecked();
    await expect(checkout.field('coupon-applied')).toContainText('WELCOME10');
    await expect(checkout.field('pay-card_number')).toHaveValue('');
  }

  // Paid: the confirmation at the top with its heading focused; the header count without a reload.
  const before = Number(await cart.count.textContent());
  await checkout.payByCard('4242424242424242');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await checkout.placeOrder();
  const heading = checkout.field('payment-success').getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const left = (await cart.serverCart()).total;
  expect(left).toBe(before - 1);
  if (left) await expect(cart.count).toHaveText(String(left));
  else await expect(cart.count).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
});

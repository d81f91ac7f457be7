import { SANDBOX_CARDS } from '@portal/contract';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './pages/account-session';
import { seriousViolations } from './pages/axe-audit';
import { BuyerView } from './pages/buyer-polish.page';
import { CartPage } from './pages/cart.page';
import { CheckoutPage, cents } from './pages/checkout.page';
import { LoginPage } from './pages/login.page';
import { ProductListPage } from './pages/product-list.page';

// Issue 33 M1, done when: a flash-deal shopper's order is charged exactly the deal price that the
// card showed, from the card to the order detail (the cart, the quote and the order charged the
// MSRP while the card showed the deal).

const SHOPPER = 'shopper@demo.test'; // the seed's Flash Deals shopper (demo-accounts.ts)
const QUANTITY = 2;
const SHIP_TO = {
  full_name: 'Fran Deal',
  contact_name: 'Fran Deal',
  phone: '704-555-0199',
  street: '1 Broadway',
  city: 'New York',
  state: 'NY',
  postal_code: '10004',
};
/** The sandbox's approved test card. */
const APPROVED = Object.entries(SANDBOX_CARDS).find(
  ([, card]) => card.outcome === 'succeeded' && card.funding === 'credit',
)![0];

// One journey over seven screens on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 });

test('a flash-deal shopper is charged the deal price the card showed, from the card to the order detail', async ({
  page,
}) => {
  const list = new ProductListPage(page, 'FFD');
  const ffd = list.site;
  const view = new BuyerView(page, ffd);
  const cart = new CartPage(page, 'FFD');
  const checkout = new CheckoutPage(page, 'FFD');

  // The one address typed: sign in on the way to the deals list.
  const login = new LoginPage(page, ffd);
  await login.open('?redirect=%2FFFDProductList');
  await login.signIn(SHOPPER, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`^${ffd.origin}/FFDProductList(\\?u=\\d+)?$`));
  await expect(view.deals.first()).toBeVisible();

  // A card with a running deal and enough units left for the quantity.
  const card = list.cards
    .filter({ has: view.deals })
    .filter({ has: page.getByTestId('flash-stock').filter({ hasText: /^([2-9]|\d{2,}) left$/ }) })
    .first();
  await expect(card).toBeVisible();
  const name = ((await card.locator('h3').textContent()) ?? '').trim();
  const sku = (await card.getAttribute('data-sku')) ?? '';
  const deal = cents(await card.getByTestId('deal-price').textContent());
  const was = cents(await card.getByTestId('original-price').textContent());
  expect(name).not.toBe('');
  // The deal is below the price it replaces: charging the MSRP would show.
  expect(deal).toBeGreaterThan(0);
  expect(deal).toBeLessThan(was);
  expect(await seriousViolations(page)).toEqual([]);

  // Its product page: the same deal; two units into the cart.
  await view.openProduct(card);
  await expect(ffd.heading).toHaveText(name);
  await ffd.live();
  expect(cents(await view.deals.first().getByTestId('deal-price').textContent())).toBe(deal);
  expect(await seriousViolations(page)).toEqual([]);
  await cart.addHere(sku, QUANTITY);
  await expect(cart.count).toHaveText(String(QUANTITY));

  // The header's cart: the mini-cart's unit price is the card's, then /cart by the icon.
  await cart.openMiniCart();
  const preview = cart.miniCart.getByTestId('cart-line').filter({ hasText: name });
  await expect(preview).toContainText(`Qty ${QUANTITY} ×`);
  expect(cents((await preview.textContent())?.split('×')[1] ?? null)).toBe(deal);
  await cart.openCartFromHeader();
  // The demo shopper's cart held nothing before (a fresh database each run).
  await expect(cart.lines).toHaveCount(1);
  const line = cart.lines.filter({ hasText: name });
  await expect(line.getByTestId('line-count')).toHaveText(String(QUANTITY));
  expect(cents(await line.getByTestId('line-amount').textContent())).toBe(deal * QUANTITY);
  expect(cents(await page.getByTestId('cart-subtotal').textContent())).toBe(deal * QUANTITY);
  expect(await seriousViolations(page)).toEqual([]);

  // Checkout: the quote's subtotal is the deal times the quantity; pay by the approved card.
  await checkout.openFromCart();
  await checkout.fillAddress(SHIP_TO);
  await checkout.payByCard(APPROVED);
  await expect(checkout.field('total-subtotal')).toBeVisible();
  expect(cents(await checkout.field('total-subtotal').textContent())).toBe(deal * QUANTITY);
  expect(await seriousViolations(page)).toEqual([]);
  const order = await checkout.placeOrder();
  expect(order).toMatch(/^SO-\d{8}-[A-Z0-9]{6}$/);
  expect(await seriousViolations(page)).toEqual([]);

  // The order, through My Orders: its line and subtotal are the deal times the quantity.
  await checkout.openMyOrders();
  await expect(checkout.field(`order-row-${order}`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await checkout.openOrder(order);
  const item = checkout.orderItem(name);
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('cell').nth(1)).toHaveText(String(QUANTITY));
  expect(cents(await item.getByRole('cell').nth(2).textContent())).toBe(deal * QUANTITY);
  expect(cents(await checkout.orderTotal('Subtotal').textContent())).toBe(deal * QUANTITY);
  expect(await seriousViolations(page)).toEqual([]);
});

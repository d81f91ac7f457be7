import { expect, type Locator, type Page } from '@playwright/test';
import type { BrandCode } from '@portal/contract';
import { BrandSite } from './brand-site.page';
import { expectMoneyFormatted } from './money-format';

/** An amount as a screen writes it ('Deal $1,234.50', '$1234.50') in cents. */
export const cents = (text: string | null): number => {
  const amount = /\$\s*(-?[\d,]+(?:\.\d+)?)/.exec(text ?? '')?.[1];
  if (amount === undefined) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Math.round(Number(amount.replace(/,/g, '')) * 100);
};

/** /checkout and the order screens of issue 14. */
export class CheckoutPage {
  readonly site: BrandSite;
  constructor(
    readonly page: Page,
    brand: BrandCode = 'CA',
  ) {
    this.site = new BrandSite(page, brand);
  }

  field(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  async open(kind: 'n' | 's' = 'n') {
    await this.site.open(`/checkout?isCart=1&t=${kind}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** From /cart, as a person goes: its Checkout button. */
  async openFromCart() {
    await this.page.getByRole('main').getByTestId('checkout-normal').click();
    await expect(this.page).toHaveURL(/\/checkout\?isCart=1&t=n/);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  }

  /** From /cart: its Sample Checkout (or Checkout samples) button. */
  async openSamplesFromCart() {
    await this.page.getByRole('main').getByTestId('checkout-sample').click();
    await expect(this.page).toHaveURL(/\/checkout\?isCart=1&t=s/);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Sample checkout');
  }

  /** The order summary's line of the item named `name` ('Name × 2' and its amount). */
  summaryLine(name: string): Locator {
    return this.page
      .getByRole('region', { name: 'Order summary' })
      .getByRole('listitem')
      .filter({ hasText: name });
  }

  /** The shipping fields hold `a`, as typed. */
  async expectAddress(a: Record<string, string>) {
    for (const [name, value] of Object.entries(a))
      await expect(this.field(`ship-${name}`)).toHaveValue(value);
  }

  /** Place order with a card the gateway declines: /paymentFailed. */
  async placeDeclinedOrder() {
    await this.field('place-order').click();
    await expect(this.page).toHaveURL(/\/paymentFailed/);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Payment failed');
  }

  /** /paymentFailed's Back to checkout. */
  async backToCheckout() {
    await this.page.getByRole('link', { name: 'Back to checkout' }).click();
    await expect(this.page).toHaveURL(/\/checkout\?isCart=1&t=/);
    await expect(this.page.getByRole('heading', { level: 1 })).toContainText(/checkout/i);
  }

  async fillAddress(a: Record<string, string>) {
    for (const [name, value] of Object.entries(a)) await this.field(`ship-${name}`).fill(value);
  }

  async payByCard(number: string) {
    await this.page.getByText('Card', { exact: true }).click();
    await this.field('pay-card_number').fill(number);
    await this.field('pay-expiry').fill('12/30');
    await this.field('pay-cvc').fill('123');
  }

  async payByAch(account: string, routing: string) {
    await this.page.getByText('Bank transfer (ACH)').click();
    await this.field('pay-account_number').fill(account);
    await this.field('pay-routing_number').fill(routing);
    await this.field('pay-ach_first_name').fill('Dana');
    await this.field('pay-ach_last_name').fill('Whitfield');
  }

  /** CheckoutCust: choose the customer the order is for. */
  async orderFor(name: string) {
    await this.field('order-for-change').click();
    const dialog = this.page.getByRole('dialog', { name: 'Order for a customer' });
    await dialog.getByLabel('Search customers').fill(name.split(' ')[0]!);
    await dialog.getByRole('radio', { name }).check();
    await dialog.getByTestId('order-for-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(this.field('order-for')).toHaveText(name);
  }

  async applyCoupon(code: string) {
    await this.field('coupon-input').fill(code);
    await this.field('coupon-apply').click();
  }

  /** Pays (the screen's amounts checked first), then waits for the confirmation and its amounts. */
  async placeOrder(): Promise<string> {
    await expectMoneyFormatted(this.page, this.field('total-total'));
    await this.field('place-order').click();
    await expect(this.field('payment-success')).toBeVisible({ timeout: 20_000 });
    await expectMoneyFormatted(this.page, this.field('confirmation-amounts'));
    return (await this.field('order-number').textContent()) ?? '';
  }

  /** The confirmation's link to the shopper's own orders list. */
  async openMyOrders() {
    await this.field('payment-success').getByRole('link', { name: 'My Orders' }).click();
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('My Orders');
    await expectMoneyFormatted(this.page, this.page.locator('[data-testid^="order-row-"]'));
  }

  /** From an orders list: the order's number, to its detail. */
  async openOrder(orderNumber: string) {
    await this.field(`order-row-${orderNumber}`).getByRole('link', { name: orderNumber }).click();
    await expect(this.field('order-detail')).toBeVisible();
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);
    await expectMoneyFormatted(this.page, this.field('order-detail').getByRole('row'));
  }

  /** On the order detail: the row of the item named `name` (item, quantity, amount). */
  orderItem(name: string): Locator {
    return this.field('order-detail').getByRole('row').filter({ hasText: name });
  }

  /** On the order detail: the amount written beside `label` in its totals ('Subtotal', 'Total'). */
  orderTotal(label: string): Locator {
    return this.field('order-totals')
      .getByText(label, { exact: true })
      .locator('xpath=following-sibling::*[1]');
  }
}

import { expect, type Locator, type Page } from '@playwright/test';
import type { BrandCode } from '@portal/contract';
import { BrandSite } from './brand-site.page';

export interface BillingAddress {
  full_name: string;
  street: string;
  city: string;
  state: string;
  postal_code: string;
}

/** The billing addresses tab of /accountSettings and /currentAccountApplication (issue 14). */
export class AccountBillingPage {
  readonly site: BrandSite;
  constructor(
    readonly page: Page,
    brand: BrandCode = 'HOM',
  ) {
    this.site = new BrandSite(page, brand);
  }

  field(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  get addresses(): Locator {
    return this.field('billing-address');
  }

  async openBilling() {
    await this.site.open('/accountSettings?tab=billing');
    await expect(this.field('billing-panel')).toBeVisible();
  }

  /** Opens the form unless it is already open (it is, with no address saved), fills and saves. */
  async addAddress(a: BillingAddress) {
    const before = await this.addresses.count();
    if (await this.field('billing-add').isVisible()) await this.field('billing-add').click();
    for (const name of ['full_name', 'street', 'city', 'postal_code'] as const)
      await this.field(`billing-${name}`).fill(a[name]);
    await this.field('billing-state').selectOption(a.state);
    await this.field('billing-save').click();
    await expect(this.addresses).toHaveCount(before + 1);
  }

  /** Deletes by keyboard: the row's Delete, then the dialog (Cancel has the focus) → Delete. */
  async deleteAddress(fullName: string) {
    const before = await this.addresses.count();
    // The button's name holds the whole address: 'Delete billing address <name>, <street>, ...'.
    await this.page.getByRole('button', { name: `Delete billing address ${fullName},` }).focus();
    await this.page.keyboard.press('Enter');
    const dialog = this.page.getByRole('dialog', { name: 'Delete this billing address?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await this.page.keyboard.press('Tab');
    await expect(dialog.getByTestId('billing-delete-confirm')).toBeFocused();
    await this.page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(this.addresses).toHaveCount(before - 1);
  }

  async openApplication() {
    await this.site.open('/currentAccountApplication');
  }

  async fillApplication(values: Record<string, string>) {
    for (const [name, value] of Object.entries(values))
      await this.field(`apply-${name}`).fill(value);
  }

  /** Horizontal overflow: the page is no wider than the viewport. */
  async overflows(): Promise<boolean> {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
  }
}

import { expect, type Page } from '@playwright/test';
import { BrandSite } from './brand-site.page';

/** ART's /dealerLocator: search by ZIP code or state. */
export class DealerLocatorPage {
  readonly site: BrandSite;

  constructor(readonly page: Page) {
    this.site = new BrandSite(page, 'ART');
  }

  async open(query = '') {
    await this.site.open(`/dealerLocator${query}`);
    await expect(this.site.heading).toHaveText('Dealer Locator');
  }

  get zip() {
    return this.page.getByRole('textbox', { name: 'ZIP code' });
  }

  async searchZip(zip: string) {
    await this.zip.fill(zip);
    await this.zip.press('Enter');
  }

  get dealers() {
    return this.page.getByTestId('dealer');
  }

  async names() {
    await expect(this.dealers.first()).toBeVisible();
    return this.page.getByTestId('dealer-name').allTextContents();
  }

  async distances() {
    await expect(this.dealers.first()).toBeVisible();
    const texts = await this.page.getByTestId('dealer-distance').allTextContents();
    return texts.map((t) => Number.parseFloat(t));
  }

  async cityOf(index: number) {
    return (await this.dealers.nth(index).locator('address').innerText()).split('\n')[1] ?? '';
  }
}

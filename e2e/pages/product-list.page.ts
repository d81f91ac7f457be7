import { expect, type Locator, type Page } from '@playwright/test';
import type { BrandCode } from '@portal/contract';
import { BrandSite } from './brand-site.page';

/** A brand's product list or search results (features/catalog ProductListScreen). */
export class ProductListPage {
  readonly site: BrandSite;

  constructor(
    readonly page: Page,
    readonly brand: BrandCode,
  ) {
    this.site = new BrandSite(page, brand);
  }

  async open(pathAndQuery: string) {
    await this.site.open(pathAndQuery);
    await this.waitForResults();
  }

  /** The cards (or the empty state) of the address in the bar are on screen. */
  async waitForResults() {
    await this.site.live();
    const loaded = this.page.getByRole('region', { name: 'Products' });
    await expect
      .poll(async () => {
        const shown = await loaded.getAttribute('data-loaded', { timeout: 1000 }).catch(() => null);
        return shown === (new URL(this.page.url()).search || '?');
      })
      .toBe(true);
    await expect(this.cards.first().or(this.empty)).toBeVisible();
  }

  get cards(): Locator {
    return this.page.getByTestId('product-card');
  }

  get empty(): Locator {
    return this.page.getByTestId('list-empty');
  }

  get count(): Locator {
    return this.page.getByTestId('result-count');
  }

  /** The header's search field (ART's is a combobox with live results). */
  get searchField(): Locator {
    return this.page.getByRole('banner').getByLabel('Search products');
  }

  async searchFromHeader(keyword: string) {
    await this.searchField.fill(keyword);
    await this.searchField.press('Enter');
    await expect.poll(() => this.query('keyWord')).toBe(keyword.trim());
    await this.waitForResults();
  }

  /** A filter group of the sidebar, or of the Filters drawer on narrow screens. */
  async filterGroup(name: string): Promise<Locator> {
    const drawerButton = this.page.getByRole('button', { name: /^Filters/ });
    if (await drawerButton.isVisible()) await drawerButton.click();
    return this.page.getByRole('group', { name });
  }

  /** Ticks the first value of a filter group and waits for the new results. */
  async tickFirst(group: string) {
    const box = (await this.filterGroup(group)).getByRole('checkbox').first();
    const before = this.page.url();
    await box.click();
    await expect.poll(() => this.page.url()).not.toBe(before);
    await this.waitForResults();
    await expect(box).toBeChecked();
  }

  async goToPage(n: number) {
    await this.page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: `Page ${n}`, exact: true })
      .click();
    await expect.poll(() => this.query('page')).toBe(String(n));
    await this.waitForResults();
  }

  async cardNames(): Promise<string[]> {
    return this.cards.locator('h3').allTextContents();
  }

  /** Opens the product of the card at `index` and returns its name. */
  async openProduct(index = 0): Promise<string> {
    const card = this.cards.nth(index);
    const name = (await card.locator('h3').textContent()) ?? '';
    await card.getByRole('link', { name }).click();
    return name;
  }

  /** The number of products the list says it has ('2,744 products' → 2744). */
  async total(): Promise<number> {
    const text = (await this.count.textContent()) ?? '';
    return Number(text.replace(/[^0-9]/g, ''));
  }

  query(name: string): string | null {
    return new URL(this.page.url()).searchParams.get(name);
  }
}

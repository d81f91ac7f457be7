import { expect, type Locator, type Page } from '@playwright/test';
import type { BrandCode } from '@portal/contract';
import { BrandSite } from './brand-site.page';
import { expectMoneyFormatted } from './money-format';

/** What a buyer reads on cards and product pages: prices, deals, stock lines (issue 18). */
export class BuyerView {
  constructor(
    readonly page: Page,
    readonly site: BrandSite,
  ) {}

  /** Opens `pathAndQuery` on the brand's site; the view of that page (its site in `site`). */
  static async open(page: Page, brand: BrandCode, pathAndQuery: string): Promise<BuyerView> {
    const view = new BuyerView(page, new BrandSite(page, brand));
    await view.site.open(pathAndQuery);
    return view;
  }

  /** Opens the list at `listPath`, then its first card's product page. */
  static async openFirstProduct(page: Page, brand: BrandCode, listPath: string) {
    const view = await BuyerView.open(page, brand, listPath);
    await view.openProduct(view.cards.first());
    return view;
  }

  /** Opens a card's product page (its first link: the picture), the list's amounts checked first. */
  async openProduct(card: Locator) {
    await expectMoneyFormatted(this.page, card);
    await card.getByRole('link').first().click();
  }

  get cards() {
    return this.page.getByTestId('product-card');
  }

  get deals() {
    return this.page.getByTestId('flash-deal');
  }

  get loginForPrice() {
    return this.page.getByTestId('price-login').first();
  }

  get priceHidden() {
    return this.page.getByTestId('price-hidden').first();
  }

  get prices() {
    return this.page.getByTestId('product-price');
  }

  /** Signs in through the login screen shown now (email and password, Enter submits). */
  async signInHere(account: string, password: string) {
    await this.page.getByRole('textbox', { name: /Email/ }).fill(account);
    await this.page.getByRole('textbox', { name: 'Password' }).fill(password);
    await this.page.getByRole('textbox', { name: 'Password' }).press('Enter');
  }

  /**
   * No card or page carries both 'in stock' and 'Unavailable for Purchase': on FFD the cash-stock
   * line is the only stock tag; elsewhere no card holds both.
   */
  async expectNoContradictoryTags() {
    if (this.site.brand === 'FFD') await expect(this.page.getByTestId('status-tag')).toHaveCount(0);
    const texts = await this.cards.allTextContents();
    for (const text of texts.map((t) => t.toLowerCase())) {
      expect(text.includes('in stock') && text.includes('unavailable for purchase')).toBe(false);
    }
  }

  /** The element's box, in CSS pixels. */
  async box(locator: ReturnType<Page['locator']>) {
    const box = await locator.boundingBox();
    if (!box) throw new Error('not laid out');
    return box;
  }
}

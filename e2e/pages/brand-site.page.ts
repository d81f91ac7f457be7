import { expect, type Page } from '@playwright/test';
import { type BrandCode, Brands } from '@portal/contract';
import { E2E_PORT } from '../playwright.config';
import { expectNothingCovers } from './nothing-covers';

/** One brand's storefront on its own origin (Chromium resolves *.localhost to loopback). */
export class BrandSite {
  readonly origin: string;

  constructor(
    readonly page: Page,
    readonly brand: BrandCode,
  ) {
    this.origin = `http://${Brands[brand].defaultHost}:${E2E_PORT}`;
  }

  async open(pathAndQuery: string) {
    await this.page.goto(`${this.origin}${pathAndQuery}`);
    await expect(this.heading).toBeVisible();
    await this.live();
    await this.settled();
  }

  /**
   * The end of a journey's step: no invisible layer or floating part lies over a control, so
   * the next click lands where a person aims (issue 34's toast layer swallowed every click).
   * Page objects call it after each step they take.
   */
  async settled() {
    await expectNothingCovers(this.page);
  }

  /** The page's script has taken over (a prerendered page shows before its buttons work). */
  async live() {
    await expect(this.page.locator('html[data-app="live"]')).toBeAttached();
  }

  get heading() {
    return this.page.getByTestId('page-title');
  }

  get root() {
    return this.page.locator('[data-brand]').first();
  }

  async expectTitle(title: string) {
    await expect(this.page).toHaveTitle(title);
  }

  pathname() {
    return new URL(this.page.url()).pathname;
  }
}

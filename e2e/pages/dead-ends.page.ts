import { expect, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './axe-audit';
import { BrandSite } from './brand-site.page';

/**
 * The screens issue 34 found to be dead ends (a project-less /projectDetail, a customer's
 * /selectMode, Personal Center's link-only tabs) and the legal pages' contents lists.
 */
export class DeadEndsPage {
  readonly site: BrandSite;

  constructor(readonly page: Page) {
    this.site = new BrandSite(page, 'CA');
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name }).or(this.page.getByRole('link', { name }));
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name });
  }

  get recentOrders(): Locator {
    return this.page.getByTestId('recent-orders');
  }

  get profileSummary(): Locator {
    return this.page.getByTestId('profile-summary');
  }

  get noViewModes(): Locator {
    return this.page.getByTestId('no-view-modes');
  }

  footerLink(name: string): Locator {
    return this.page.getByRole('contentinfo').getByRole('link', { name, exact: true });
  }

  get contents(): Locator {
    return this.page.getByRole('navigation', { name: 'Contents' });
  }

  get updated(): Locator {
    return this.page.getByTestId('legal-updated');
  }

  /** The element that has keyboard focus, by its text. */
  focusedText(): Promise<string> {
    return this.page.evaluate(() => document.activeElement?.textContent ?? '');
  }

  /** Serious or critical axe violations on the screen as it stands (none expected). */
  async expectAccessible(screen: string) {
    expect(await seriousViolations(this.page, { explain: true }), screen).toEqual([]);
  }

  async expectAt(pathname: string, heading: string | RegExp) {
    await expect(this.site.heading).toHaveText(heading);
    expect(this.site.pathname()).toBe(pathname);
  }
}

import { expect, type Page } from '@playwright/test';
import type { BrandSite } from './brand-site.page';

/** What a brand site shows and keeps of the session, for the cross-site session journeys. */
export class SharedSession {
  constructor(
    readonly page: Page,
    readonly site: BrandSite,
  ) {}

  get userMenu() {
    return this.page.getByRole('button', { name: /^Account menu of/ }).first();
  }

  get signInLink() {
    return this.page.getByRole('link', { name: 'Sign In', exact: true }).first();
  }

  /** The stored token of the page's origin (null when signed out). */
  token() {
    return this.page.evaluate(() => window.localStorage.getItem('token'));
  }

  /** Follows the brand bar's link to another brand site, once the site shares its session. */
  async openFromBrandBar(name: string) {
    await expect(this.page.locator('html[data-session-sync="on"]')).toHaveCount(1);
    await this.page.getByRole('navigation', { name: /brand/i }).getByRole('link', { name }).click();
  }

  async expectSignedIn() {
    await expect(this.userMenu).toBeVisible();
  }

  async expectSignedOut() {
    await expect(this.signInLink).toBeVisible();
    await expect(this.userMenu).toHaveCount(0);
    expect(await this.token()).toBeNull();
  }

  async signOut() {
    await this.userMenu.click();
    await Promise.all([
      this.page.waitForEvent('load'),
      this.page.getByRole('menuitem', { name: 'Sign Out' }).click(),
    ]);
  }
}

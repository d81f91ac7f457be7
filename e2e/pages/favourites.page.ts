import { expect, type Locator, type Page } from '@playwright/test';
import type { BrandSite } from './brand-site.page';
import type { Outbox } from './outbox';

/** The product page's heart, My Favorites with its collections, and the shared list's link. */
export class FavouritesPage {
  constructor(
    readonly page: Page,
    readonly site: BrandSite,
  ) {}

  get heart(): Locator {
    return this.page.getByTestId('favourite-button');
  }

  get items(): Locator {
    return this.page.getByTestId('favourite-item');
  }

  collection(name: string): Locator {
    return this.page.getByTestId('collection').filter({ hasText: name });
  }

  /** The header's heart (label 'My Favorites'). */
  async openFromHeader() {
    await this.page.getByRole('banner').getByRole('link', { name: 'My Favorites' }).first().click();
    await expect(this.site.heading).toHaveText('My Favorites');
  }

  async saveAsCollection(name: string) {
    await this.page.getByRole('button', { name: 'Save as collection' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Save as a collection' });
    await dialog.getByLabel('Collection name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.collection(name)).toBeVisible();
  }

  async share(name: string, email: string) {
    await this.collection(name).getByRole('button', { name: 'Share by email' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel("Recipient's email").fill(email);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByTestId('share-sent')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
  }

  /** The shared list's address from the mail sent to `email` (this origin, its signed token). */
  static async sharedLink(outbox: Outbox, email: string, origin: string): Promise<string> {
    let token = '';
    await expect
      .poll(async () => {
        const mail = (await outbox.list(email))[0];
        token = /\/shared-favorites\?token=(\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
        return token;
      })
      .not.toBe('');
    return `${origin}/shared-favorites?token=${token}`;
  }
}

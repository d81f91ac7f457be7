import { expect, type Page } from '@playwright/test';

/** The signed-in user's menu in the header. */
export class UserMenu {
  constructor(readonly page: Page) {}

  get trigger() {
    return this.page.getByRole('button', { name: /^Account menu of/ }).first();
  }

  async open() {
    await this.trigger.click();
    await expect(this.page.getByRole('menu')).toBeVisible();
  }

  item(name: string | RegExp) {
    return this.page.getByRole('menuitem', { name });
  }

  /** The mode badge inside the open menu ('Browsing view', 'Designer view'). */
  get mode() {
    return this.page.getByTestId('current-mode');
  }

  async choose(name: string | RegExp) {
    await this.open();
    await this.item(name).click();
  }
}

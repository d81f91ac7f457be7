import { expect, type Page } from '@playwright/test';

/** The signed-in user's menu in the header. */
export class UserMenu {
  constructor(readonly page: Page) {}

  get trigger() {
    return this.page.getByRole('button', { name: /^Account menu of/ }).first();
  }

  /** Opens the menu; clicks again if a click landed while the header re-rendered (a view
   * switch updates it in place). */
  async open() {
    const menu = this.page.getByRole('menu');
    await expect(async () => {
      if (!(await menu.isVisible())) await this.trigger.click();
      await expect(menu).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }

  item(name: string | RegExp) {
    return this.page.getByRole('menuitem', { name });
  }

  /** The mode badge inside the open menu ('Browsing view', 'Designer view'). */
  get mode() {
    return this.page.getByTestId('current-mode');
  }

  /** Opens the menu, checks which items it offers and which it does not, and closes it. */
  async expectItems(shown: readonly string[], hidden: readonly string[]) {
    await this.open();
    for (const name of shown) await expect(this.item(name)).toBeVisible();
    for (const name of hidden) await expect(this.item(name)).toHaveCount(0);
    await this.page.keyboard.press('Escape');
  }

  async choose(name: string | RegExp) {
    await this.open();
    await this.item(name).click();
  }
}

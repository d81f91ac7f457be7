import { expect, type Page } from '@playwright/test';

/** The signed-in user's menu in the header. */
export class UserMenu {
  constructor(readonly page: Page) {}

  get trigger() {
    return this.page.getByRole('button', { name: /^Account menu of/ }).first();
  }

  /**
   * Opens the menu. The trigger's aria-expanded is the truth: a menu still fading out after
   * Escape is visible but closing (so visibility alone would skip the click), and a click that
   * lands while the header re-renders is lost (the trigger stays collapsed, so it is clicked
   * again). A menu that is only slow to appear is not clicked again, which would close it.
   */
  async open() {
    const menu = this.page.getByRole('menu');
    await expect(async () => {
      if ((await this.trigger.getAttribute('aria-expanded')) !== 'true') {
        await this.trigger.click();
      }
      await expect(this.trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 5_000 });
      await expect(menu).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 20_000 });
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

  /**
   * Switches to `view` with the quick toggle when the session is in the other one: a sign-in lands
   * in the account's last chosen view (decision 054), and journeys running beside this one share
   * the demo accounts, so a journey that needs one view chooses it as its user would.
   */
  async ensureView(view: 'Browsing view' | 'Designer view') {
    await this.open();
    await expect(this.mode).toBeVisible();
    if ((await this.mode.textContent())?.trim() !== view) {
      await this.item(
        view === 'Browsing view' ? 'Switch to browsing view' : 'Switch to designer view',
      ).click();
      await expect(this.trigger).toBeVisible();
      await this.open();
    }
    await expect(this.mode).toHaveText(view);
    await this.page.keyboard.press('Escape');
  }

  async choose(name: string | RegExp) {
    await this.open();
    await this.item(name).click();
  }
}

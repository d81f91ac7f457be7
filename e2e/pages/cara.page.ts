import { expect, type Locator, type Page } from '@playwright/test';
import { BrandSite } from './brand-site.page';

/** Cara's floating entry and chat panel (features/assistant). */
export class CaraPanel {
  readonly site: BrandSite;
  readonly entry: Locator;
  readonly tip: Locator;
  readonly panel: Locator;
  readonly input: Locator;
  readonly send: Locator;
  /** The product cards of Cara's replies. */
  readonly products: Locator;
  /** The user's own messages in the chat. */
  readonly userMessages: Locator;

  constructor(readonly page: Page) {
    this.site = new BrandSite(page, 'CA');
    this.entry = page.getByTestId('cara-entry');
    this.tip = page.getByTestId('cara-tip');
    this.panel = page.getByRole('dialog', { name: 'Cara chat' });
    this.input = this.panel.getByRole('textbox', { name: 'Message to Cara' });
    this.send = this.panel.getByTestId('cara-send');
    this.products = this.panel.getByTestId('cara-product');
    this.userMessages = this.panel.getByTestId('cara-user');
  }

  section(type: number): Locator {
    return this.panel.locator(`section[data-message-type="${type}"]`);
  }

  /** The boxes of the floating entry's button and, while it shows, its greeting tip. */
  async entryBoxes() {
    const boxes = [await this.entry.boundingBox()];
    if (await this.tip.isVisible()) boxes.push(await this.tip.boundingBox());
    return boxes.filter((box) => box !== null);
  }

  async open() {
    await this.entry.click();
    await expect(this.panel).toBeVisible();
  }

  /** Types a message and sends it with Enter; resolves once the reply has finished streaming. */
  async ask(text: string) {
    const sent = await this.userMessages.count();
    await this.input.fill(text);
    await this.input.press('Enter');
    await this.settled(sent + 1);
  }

  /** The user's message is on screen and the inputs are enabled again: the reply has ended. */
  async settled(userMessages: number) {
    await expect(this.userMessages).toHaveCount(userMessages);
    await expect(this.input).toBeEnabled({ timeout: 20_000 });
  }

  async openRecords() {
    await this.panel.getByRole('button', { name: 'History menu' }).click();
    await this.panel.getByRole('menuitem', { name: 'Chat Records' }).click();
    await expect(this.panel.getByTestId('cara-records')).toBeVisible();
  }
}

import { expect, type Page } from '@playwright/test';
import { BrandSite } from './brand-site.page';

/** /visualizations (the three steps and My Visualizations) and /AISchemeDetails. */
export class VisualizationPage extends BrandSite {
  constructor(page: Page) {
    super(page, 'CA');
  }

  async upload(name: string, buffer: Buffer) {
    await this.page
      .getByTestId('room-photo-input')
      .setInputFiles({ name, mimeType: 'image/jpeg', buffer });
    await expect(this.canvas).toBeVisible({ timeout: 20_000 });
  }

  get canvas() {
    return this.page.getByTestId('area-canvas');
  }

  get areas() {
    return this.page.getByTestId('area');
  }

  /** Drags from one fraction of the photo to another. */
  async drawArea(from: [number, number], to: [number, number]) {
    // Clear of the sticky header and the cookie banner.
    await this.canvas.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = (await this.canvas.boundingBox())!;
    await this.page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 8 });
    await this.page.mouse.up();
  }

  button(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }

  tab(name: string) {
    return this.page.getByRole('tab', { name });
  }

  get readyCases() {
    return this.page.locator('[data-testid="case-card"][data-status="1"]');
  }

  /** The notice of a finished case. */
  get noticeLink() {
    return this.page.getByRole('link', { name: 'View the four variations' });
  }

  get variantThumbs() {
    return this.page.getByTestId('variant-thumb');
  }

  get products() {
    return this.page.getByTestId('scheme-product');
  }
}

import { expect, type Locator, type Page } from '@playwright/test';
import { shoppingCartAdd } from '@portal/contract';
import { BrandSite } from './brand-site.page';

/** /visualizations (the three steps and My Visualizations) and /AISchemeDetails. */
export class VisualizationPage extends BrandSite {
  constructor(page: Page) {
    super(page, 'CA');
  }

  /** Chooses a JPEG room photo in step 1's file field. */
  private async choosePhoto(name: string, buffer: Buffer) {
    await this.page
      .getByTestId('room-photo-input')
      .setInputFiles({ name, mimeType: 'image/jpeg', buffer });
  }

  async upload(name: string, buffer: Buffer) {
    await this.choosePhoto(name, buffer);
    await expect(this.canvas).toBeVisible({ timeout: 20_000 });
    await this.settled();
  }

  /** A visitor's upload: no steps follow, a Photo Code is shown instead. */
  async uploadForCode(name: string, buffer: Buffer): Promise<string> {
    await this.choosePhoto(name, buffer);
    await expect(this.photoCode).toBeVisible({ timeout: 20_000 });
    return (await this.photoCode.textContent())!.trim();
  }

  get photoCode() {
    return this.page.getByTestId('photo-code');
  }

  get photoCodeCard() {
    return this.page.getByTestId('photo-code-card');
  }

  /** Step 1's Photo Code field (signed in only): typed, then Enter. */
  async redeem(code: string) {
    const field = this.page.getByRole('textbox', { name: 'Photo Code' });
    await field.fill(code);
    await field.press('Enter');
  }

  /** The room photo on the area step, once it has loaded. */
  get roomPhoto() {
    return this.canvas.getByRole('img', { name: 'Your room' });
  }

  /** /personalCenter?type=visualizations: the compact list of cases. */
  get caseRows() {
    return this.page.getByTestId('case-row');
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
    await this.settled();
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

  /** A scheme product's Add to cart; resolves to the cart's count the server answered. */
  async addSchemeProductToCart(product: Locator): Promise<number> {
    const answer = this.page.waitForResponse(
      (r) => new URL(r.url()).pathname === shoppingCartAdd.path,
    );
    await product.getByRole('button', { name: 'Add to cart' }).click();
    const body = (await (await answer).json()) as { err: number; val: { total: number } };
    expect(body.err).toBe(200);
    await this.settled();
    return body.val.total;
  }
}

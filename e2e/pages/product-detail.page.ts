import { expect, type Locator, type Page } from '@playwright/test';
import type { BrandCode } from '@portal/contract';
import { BrandSite } from './brand-site.page';

/** A product page: /productDetail?sku_number= (HOM) or /page/products/product-{sku}.html. */
export class ProductDetailPage {
  readonly site: BrandSite;

  constructor(
    readonly page: Page,
    readonly brand: BrandCode,
  ) {
    this.site = new BrandSite(page, brand);
  }

  get heading(): Locator {
    return this.site.heading;
  }

  get price(): Locator {
    return this.page.getByTestId('product-price');
  }

  /** The product's own link (the related products' cards below it carry theirs too). */
  get loginForPrice(): Locator {
    return this.page
      .getByRole('main')
      .getByRole('link', { name: 'Login to see your price' })
      .first();
  }

  get gallery(): Locator {
    return this.page.getByRole('region', { name: 'Product images' });
  }

  async expectProduct(name: string) {
    await expect(this.heading).toHaveText(name);
    await expect(this.page.getByText('Dimensions', { exact: true })).toBeVisible();
  }

  async open(pathAndQuery: string) {
    await this.site.open(pathAndQuery);
  }

  /** Add to Cart, Request a Sample, Add to project and the favourite: the buy controls. */
  get buyControls(): Locator {
    return this.page.getByTestId('product-actions');
  }

  /**
   * Scrolls as a person does until the buy controls come up at the bottom of the window, where
   * floating parts (Cara, back to top) sit; then checks that nothing lies over a control.
   */
  async scrollBuyControlsToBottom() {
    await expect(this.buyControls).toBeVisible();
    const box = (await this.buyControls.boundingBox())!;
    const height = this.page.viewportSize()!.height;
    await this.page.mouse.wheel(0, box.y + box.height - height + 4);
    await expect
      .poll(async () => {
        const now = (await this.buyControls.boundingBox())!;
        return Math.round(now.y + now.height);
      })
      .toBeLessThanOrEqual(height);
    await this.site.settled();
  }
}

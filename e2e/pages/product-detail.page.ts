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
}

import { expect, type Page } from '@playwright/test';
import type { BrandCode } from '@portal/contract';
import { BrandSite } from './brand-site.page';

/** /contactUs: the contact form (spec 3's fields). */
export class ContactPage {
  readonly site: BrandSite;

  constructor(
    readonly page: Page,
    brand: BrandCode = 'HOM',
  ) {
    this.site = new BrandSite(page, brand);
  }

  async open() {
    await this.site.open('/contactUs');
    await expect(this.site.heading).toHaveText('Contact Us');
  }

  field(label: string) {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  /** The message shown under a field (Mantine links it as the field's description). */
  errorOf(label: string) {
    return this.page
      .locator('.mantine-InputWrapper-root')
      .filter({ has: this.field(label) })
      .locator('.mantine-InputWrapper-error');
  }

  async fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  submit() {
    return this.page.getByRole('button', { name: 'Submit' }).click();
  }

  get submitted() {
    return this.page.getByTestId('form-submitted');
  }
}

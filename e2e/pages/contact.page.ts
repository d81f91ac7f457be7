import { expect, type Page } from '@playwright/test';
import type { BrandCode } from '@portal/contract';
import { BrandSite } from './brand-site.page';

/** A content form (contact, sample request, feedback comments): fields, errors, submit. */
export class ContentFormPage {
  readonly site: BrandSite;

  constructor(
    readonly page: Page,
    brand: BrandCode,
    private readonly screen: { path: string; heading: string; submit: string },
  ) {
    this.site = new BrandSite(page, brand);
  }

  async open(query = '') {
    await this.site.open(`${this.screen.path}${query}`);
    await expect(this.site.heading).toHaveText(this.screen.heading);
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
    return this.page.getByRole('button', { name: this.screen.submit }).click();
  }

  /**
   * Opens the form and submits it empty: each required field shows its message (label → text),
   * the `optional` ones stay quiet.
   */
  async submitEmpty(required: Record<string, string>, optional: string[]) {
    await this.open();
    await this.submit();
    for (const [label, message] of Object.entries(required))
      await expect(this.errorOf(label), label).toHaveText(message);
    for (const label of optional) await expect(this.errorOf(label), label).toHaveCount(0);
  }

  get submitted() {
    return this.page.getByTestId('form-submitted');
  }
}

/** /contactUs: the contact form (spec 3's fields). */
export class ContactPage extends ContentFormPage {
  constructor(page: Page, brand: BrandCode = 'HOM') {
    super(page, brand, { path: '/contactUs', heading: 'Contact Us', submit: 'Submit' });
  }
}

/** /sample-request: swatches of a finish, sent to an address. */
export class SampleRequestPage extends ContentFormPage {
  constructor(page: Page, brand: BrandCode = 'HOM') {
    super(page, brand, {
      path: '/sample-request',
      heading: 'Sample Request',
      submit: 'Request sample',
    });
  }
}

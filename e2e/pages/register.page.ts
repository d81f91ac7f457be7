import { expect, type Locator, type Page } from '@playwright/test';
import type { BrandSite } from './brand-site.page';

export interface Applicant {
  business: string;
  federalId: string;
  postal: string;
  email: string;
  first: string;
  last: string;
}

/** /register: the four-step trade application and its thank-you page. */
export class RegisterPage {
  constructor(
    readonly page: Page,
    readonly site: BrandSite,
  ) {}

  async open() {
    await this.site.open('/register');
    await expect(this.stepTitle).toContainText('Step 1 of 4');
  }

  get stepTitle() {
    return this.page.getByRole('heading', { level: 2 }).first();
  }

  field(label: string | RegExp): Locator {
    return this.page.getByRole('textbox', { name: label });
  }

  /** A Mantine Select: open it, then pick the option. */
  async choose(label: string, option: string) {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  get next() {
    return this.page.getByRole('button', { name: /^(Next|Submit application)$/ });
  }

  async fillBusiness(a: Applicant) {
    await this.field(/Business name/).fill(a.business);
    await this.choose('Business type', 'Interior Designer');
    await this.field(/Federal tax ID/).fill(a.federalId);
    await this.field(/Street address/).fill('12 Market Street');
    await this.field(/City/).fill('High Point');
    await this.choose('State or province', 'North Carolina');
    await this.field(/Postal code/).fill(a.postal);
  }

  /** Chooses files for the sales tax (or reseller) certificate through the file chooser. */
  async upload(
    kind: 'sales-tax' | 'reseller',
    files: { name: string; mimeType: string; buffer: Buffer }[],
  ) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page
      .getByTestId(`upload-${kind}`)
      .getByRole('button', { name: 'Choose files' })
      .click();
    await (await chooser).setFiles(files);
  }

  fileList(label: string) {
    return this.page.getByRole('list', { name: `${label} files` });
  }

  async fillDocuments(validFrom: string, validTo: string) {
    await this.choose('Registration state', 'North Carolina');
    await this.field(/State tax number/).fill('NC-555-0101');
    await this.field(/Certificate number/).fill('CERT-12345');
    await this.page.getByLabel('Valid from').fill(validFrom);
    await this.page.getByLabel('Valid to').fill(validTo);
  }

  async fillContact(a: Applicant) {
    await this.field(/First name/).fill(a.first);
    await this.field(/Last name/).fill(a.last);
    await this.field(/^Email/).fill(a.email);
  }

  async sendCode() {
    await this.page.getByRole('button', { name: 'Send code' }).click();
    await expect(this.page.getByText('The verification code has been sent')).toBeVisible();
  }

  /** Draws a signature stroke across the canvas with the mouse. */
  async sign() {
    const canvas = this.page.getByTestId('signature');
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no signature canvas');
    const y = box.y + box.height / 2;
    await this.page.mouse.move(box.x + 30, y);
    await this.page.mouse.down();
    for (let i = 1; i <= 12; i += 1) {
      await this.page.mouse.move(box.x + 30 + i * 20, y + (i % 2 ? -25 : 25), { steps: 3 });
    }
    await this.page.mouse.up();
    await expect(this.page.getByRole('button', { name: 'Clear signature' })).toBeEnabled();
  }

  async fillTerms(name: string) {
    await this.page.getByRole('checkbox', { name: /agree/ }).check();
    await this.field(/Print name/).fill(name);
    await this.field(/^Title/).fill('Principal Designer');
    await this.sign();
  }

  get thankYou() {
    return this.page.getByTestId('register-thank-you');
  }
}

import { expect, type Page } from '@playwright/test';
import type { BrandSite } from './brand-site.page';

/** /login: password and SMS-code sign-in, the server's message under the form. */
export class LoginPage {
  readonly site: BrandSite;

  constructor(
    readonly page: Page,
    site: BrandSite,
  ) {
    this.site = site;
  }

  async open(query = '') {
    await this.site.open(`/login${query}`);
    await expect(this.submit).toBeVisible();
  }

  get account() {
    return this.page.getByRole('textbox', { name: /Email/ });
  }

  get password() {
    return this.page.getByRole('textbox', { name: 'Password' });
  }

  get submit() {
    return this.page.getByRole('button', { name: 'Sign In', exact: true });
  }

  get error() {
    return this.page.getByTestId('form-error');
  }

  /** Types the account and password, then presses Enter (the form submits on Enter). */
  async signIn(account: string, password: string) {
    await this.account.fill(account);
    await this.password.fill(password);
    await this.password.press('Enter');
  }

  async useSms() {
    await this.page.getByRole('tab', { name: 'Verification code' }).click();
  }

  get phone() {
    return this.page.getByRole('textbox', { name: 'Phone number' });
  }

  get code() {
    return this.page.getByRole('textbox', { name: 'Verification code' });
  }

  get sendCode() {
    return this.page.getByRole('button', { name: /Send code|Resend in/ });
  }
}

import { expect, type Locator, type Page } from '@playwright/test';
import type { BrandSite } from './brand-site.page';
import type { Outbox } from './outbox';

/** /subAccountManagement and /subAccountActivation. */
export class SubAccountsPage {
  constructor(
    readonly page: Page,
    readonly site: BrandSite,
  ) {}

  async open() {
    await this.site.open('/subAccountManagement');
    await expect(this.site.heading).toHaveText('Sub-Account Management');
    await expect(this.page.getByTestId('tier-badge')).toBeVisible();
  }

  row(email: string): Locator {
    return this.page.locator(`[data-testid="sub-account"][data-email="${email}"]`);
  }

  async invite(email: string, first: string, last: string) {
    const form = this.page.getByRole('form', { name: 'Invite a sub-account' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('First name').fill(first);
    await form.getByLabel('Last name').fill(last);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByTestId('invite-sent')).toBeVisible();
    await expect(this.row(email).getByTestId('sub-account-status')).toHaveText('To be activated');
  }

  async close(email: string) {
    await this.row(email).getByRole('button', { name: 'Close' }).click();
    await this.row(email).getByRole('button', { name: 'Confirm close' }).click();
    await expect(this.page.getByTestId('team-done')).toBeVisible();
    await expect(this.row(email).getByTestId('sub-account-status')).toHaveText('Closed');
  }

  /** The activation address from the invitation mailed to `email`. */
  static async activationLink(outbox: Outbox, email: string, origin: string): Promise<string> {
    let token = '';
    await expect
      .poll(async () => {
        const mail = (await outbox.list(email))[0];
        token = /\/subAccountActivation\?token=(\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
        return token;
      })
      .not.toBe('');
    return `${origin}/subAccountActivation?token=${token}`;
  }

  /** Fills the activation form of the page `activation` is on. */
  static async activate(activation: Page, password: string) {
    const form = activation.getByRole('form', { name: 'Activate your account' });
    await form.getByLabel(/^Password/).fill(password);
    await form.getByLabel('Confirm password').fill(password);
    await form.getByRole('button', { name: 'Activate account' }).click();
    await expect(activation.getByTestId('activated')).toBeVisible();
  }
}

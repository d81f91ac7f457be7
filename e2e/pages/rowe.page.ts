import { expect, type Page } from '@playwright/test';
import { BrandSite } from './brand-site.page';
import { LoginPage } from './login.page';
import { UserMenu } from './user-menu.page';

/**
 * Rowe single sign-on on the ROWE site: Sign in with Rowe on /login, the local OpenID provider's
 * development screens (login, then consent), and /validateLogon and /bindAccount back home.
 */
export class RowePage {
  readonly site: BrandSite;
  readonly login: LoginPage;
  readonly menu: UserMenu;

  constructor(readonly page: Page) {
    this.site = new BrandSite(page, 'ROWE');
    this.login = new LoginPage(page, this.site);
    this.menu = new UserMenu(page);
  }

  get signInWithRowe() {
    return this.page.getByRole('button', { name: 'Sign in with Rowe' });
  }

  get linkButton() {
    return this.page.getByRole('button', { name: 'Link my Rowe account' });
  }

  get heading() {
    return this.site.heading;
  }

  get identity() {
    return this.page.getByTestId('rowe-identity');
  }

  get error() {
    return this.page.getByTestId('form-error');
  }

  /** From /login: Sign in with Rowe, through the provider, back on this site. */
  async startSignIn(roweLogin: string) {
    await this.login.open();
    await this.signInWithRowe.click();
    await this.passProvider(roweLogin);
  }

  /**
   * At the provider: its login screen (any login name, any password) and its consent screen,
   * each only when it asks; done once the browser is back on the ROWE site.
   */
  async passProvider(roweLogin: string) {
    // Called right after the click that leaves this site: wait until it has left (or is back).
    await this.page.waitForURL(
      (url) => url.origin !== this.site.origin || url.pathname === '/validateLogon',
      { waitUntil: 'commit' },
    );
    const loginName = this.page.locator('input[name="login"]');
    const consent = this.page.getByRole('button', { name: 'Continue' });
    const home = this.site.heading;
    for (let step = 0; step < 4; step++) {
      await expect(loginName.or(consent).or(home).first()).toBeVisible();
      if (this.page.url().startsWith(this.site.origin)) break;
      const before = this.page.url();
      if (await loginName.isVisible()) {
        await loginName.fill(roweLogin);
        await this.page.locator('input[name="password"]').fill('any-password');
        await this.page.getByRole('button', { name: 'Sign-in' }).click();
      } else {
        await consent.click();
      }
      // The provider's pages import a web font: do not wait for their load event.
      await this.page.waitForURL((url) => url.href !== before, { waitUntil: 'commit' });
    }
    expect(this.page.url().startsWith(this.site.origin)).toBe(true);
  }

  /** The linking form of /validateLogon: a trade account's email and password. */
  async linkWithTradeAccount(account: string, password: string) {
    await expect(this.heading).toHaveText('Link your Rowe account');
    await this.login.account.fill(account);
    await this.login.password.fill(password);
    await this.page.getByRole('button', { name: 'Sign in and link' }).click();
  }

  async expectSignedInAs(name: string) {
    await expect(this.menu.trigger).toHaveAccessibleName(`Account menu of ${name}`);
  }

  /** Sign Out from the user menu: a full page load to the ROWE landing. */
  async signOut() {
    await Promise.all([this.page.waitForEvent('load'), this.menu.choose('Sign Out')]);
    await expect(this.page).toHaveURL(`${this.site.origin}/rowe`);
    await expect(this.menu.trigger).toHaveCount(0);
  }
}

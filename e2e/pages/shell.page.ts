import { expect, type Locator, type Page } from '@playwright/test';
import type { BrandCode } from '@portal/contract';
import { BrandSite } from './brand-site.page';

/** The shell around every screen: brand bar, header, promotion banner, footer, back-to-top. */
export class Shell {
  readonly site: BrandSite;

  constructor(
    readonly page: Page,
    readonly brand: BrandCode,
  ) {
    this.site = new BrandSite(page, brand);
  }

  /** The visitor has answered the cookie banner (spec 4), so it covers nothing at the bottom. */
  async consentGiven() {
    await this.page.addInitScript(() =>
      localStorage.setItem(
        'COOKIES_HAVE_BEEN_SET',
        JSON.stringify({ BASIC_COOKIES: true, PERFORMANCE_COOKIES: true, setAt: Date.now() }),
      ),
    );
  }

  /** Opens `path`, sized to `viewport` first and with the cookie banner answered when asked. */
  async open(
    path: string,
    opts: { viewport?: { width: number; height: number }; consent?: boolean },
  ) {
    if (opts.viewport) await this.page.setViewportSize(opts.viewport);
    if (opts.consent) await this.consentGiven();
    await this.site.open(path);
  }

  get header(): Locator {
    return this.page.getByRole('banner');
  }

  get brandBar(): Locator {
    return this.page.getByRole('navigation', { name: 'Our brand sites' });
  }

  get logo(): Locator {
    return this.header.getByRole('link', { name: / home$/ });
  }

  link(name: string | RegExp): Locator {
    return this.header.getByRole('link', { name, exact: typeof name === 'string' });
  }

  get favourites(): Locator {
    return this.header.getByRole('link', { name: 'My Favorites' });
  }

  get cart(): Locator {
    return this.header.getByTestId('header-cart');
  }

  get cartCount(): Locator {
    return this.header.getByTestId('cart-count');
  }

  get search(): Locator {
    return this.header.getByLabel('Search products');
  }

  get promotion(): Locator {
    return this.page.getByRole('complementary', { name: 'Promotion' });
  }

  get backToTop(): Locator {
    return this.page.getByRole('button', { name: 'Back to top' });
  }

  get footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  get menuButton(): Locator {
    return this.header.getByRole('button', { name: 'Open menu' });
  }

  get drawer(): Locator {
    return this.page.getByRole('dialog');
  }

  /** The header's distance from the top of the viewport, and whether it says it is fixed. */
  async headerPlace(): Promise<{ top: number; fixed: boolean }> {
    return this.header.evaluate((el) => ({
      top: Math.round(el.getBoundingClientRect().top),
      fixed: el.hasAttribute('data-fixed'),
    }));
  }

  async scrollTo(y: number) {
    await this.page.evaluate((to) => window.scrollTo({ top: to, behavior: 'instant' }), y);
    await expect.poll(() => this.page.evaluate(() => Math.round(window.scrollY))).toBe(y);
  }

  /** Stores the cart count the way the cart feature does (spec 3: shoppingCartNum). */
  async storeCartCount(count: number) {
    // The page's own cart read writes the server's count when it answers: let it land first,
    // or it overwrites the count set here (seen once in CI).
    await this.page.waitForLoadState('networkidle');
    await this.page.evaluate((n) => {
      localStorage.setItem('shoppingCartNum', String(n));
      window.dispatchEvent(new StorageEvent('storage', { key: 'shoppingCartNum' }));
    }, count);
  }

  /** Where keyboard focus is: 'inside', or the outline of the element outside `within`. */
  async focusPlace(within: Locator): Promise<string> {
    const handle = await within.elementHandle();
    return this.page.evaluate((el) => {
      const active = document.activeElement;
      if (el?.contains(active)) return 'inside';
      return active ? active.outerHTML.slice(0, 120) : 'nothing';
    }, handle);
  }
}

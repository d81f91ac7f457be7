import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import type { BrandCode } from '@portal/contract';
import { BrandSite } from './brand-site.page';

export const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
export const DESKTOP_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

/**
 * A list or home page as the server prerenders it (decision 014), on a phone-sized screen: what it
 * shows before any script, and whether the script takes the same nodes over (hydration) or
 * had to throw them away.
 */
export class PrerenderedListPage {
  readonly site: BrandSite;

  /** Errors the page logged (React reports a failed hydration as one). */
  readonly errors: string[] = [];

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    brand: BrandCode,
  ) {
    this.site = new BrandSite(page, brand);
    page.on('console', (m) => {
      if (m.type() === 'error') this.errors.push(m.text());
    });
    page.on('pageerror', (e) => this.errors.push(e.message));
  }

  static async open(
    browser: Browser,
    brand: BrandCode,
    path: string,
    { agent = PHONE_AGENT, javaScript = true } = {},
  ): Promise<PrerenderedListPage> {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      userAgent: agent,
      javaScriptEnabled: javaScript,
    });
    const page = await context.newPage();
    // Tags the heading and first card as soon as the HTML is parsed, before any script runs:
    // hydration keeps the nodes (and the tags); a fresh render would replace them.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        for (const id of ['page-title', 'product-card']) {
          document.querySelector(`[data-testid="${id}"]`)?.setAttribute('data-seen', 'html');
        }
      });
    });
    const list = new PrerenderedListPage(context, page, brand);
    await page.goto(`${list.site.origin}${path}`);
    return list;
  }

  get cards() {
    return this.page.getByTestId('product-card');
  }

  /** Whether the first card on screen is the node the server sent. */
  async firstCardIsFromHtml(): Promise<boolean> {
    return (await this.cards.first().getAttribute('data-seen')) === 'html';
  }

  /** Whether the page's heading is the node the server sent. */
  async headingIsFromHtml(): Promise<boolean> {
    return (await this.site.heading.getAttribute('data-seen')) === 'html';
  }

  async live() {
    await this.site.live();
  }

  close() {
    return this.context.close();
  }
}

export { expect };

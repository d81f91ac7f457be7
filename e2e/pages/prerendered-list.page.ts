import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';
import { type BrandCode, Brands, searchProducts } from '@portal/contract';
import { E2E_PORT } from '../playwright.config';
import { BrandSite } from './brand-site.page';

export const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
export const DESKTOP_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

/** The build's scripts (the entry and its chunks): what the page runs, fetched by the loader. */
const SCRIPTS = /\/assets\/[^?]*\.js(\?|$)/;

export interface OpenOptions {
  agent?: string;
  javaScript?: boolean;
  /** Desktop window (1280 x 800) instead of a phone's. */
  desktop?: boolean;
  /** A phone with touch (taps). */
  touch?: boolean;
  /** The scripts wait until `releaseScripts` (a slow line): the page stays as the server sent it. */
  holdScripts?: boolean;
  /**
   * FFD: a guest cart from an earlier visit in storage: a line of the list's first product and
   * the header's count that the visit stored.
   */
  guestCart?: boolean;
}

/** The SKU of the first product of a brand's list (asked as the brand's site: Host header). */
async function firstSku(context: BrowserContext, brand: BrandCode): Promise<string> {
  const answer = await context.request.post(`http://127.0.0.1:${E2E_PORT}${searchProducts.path}`, {
    headers: { host: `${Brands[brand].defaultHost}:${E2E_PORT}` },
    data: { page: 1, limit: 48 },
  });
  const { val } = (await answer.json()) as { val: { list: { sku_number: string }[] } };
  const sku = val.list[0]?.sku_number;
  if (!sku) throw new Error(`${brand} lists no product`);
  return sku;
}

/**
 * A list or home page as the server prerenders it (decision 014), on a phone-sized screen: what it
 * shows before any script, and whether the script takes the same nodes over (hydration) or
 * had to throw them away.
 */
export class PrerenderedListPage {
  readonly site: BrandSite;

  /** Errors the page logged (React reports a failed hydration as one). */
  readonly errors: string[] = [];

  private readonly held: Route[] = [];

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
    {
      javaScript = true,
      desktop = false,
      touch = false,
      holdScripts = false,
      guestCart = false,
      ...rest
    }: OpenOptions = {},
  ): Promise<PrerenderedListPage> {
    const agent = rest.agent ?? (desktop ? DESKTOP_AGENT : PHONE_AGENT);
    const context = await browser.newContext({
      viewport: desktop ? { width: 1280, height: 800 } : { width: 375, height: 812 },
      userAgent: agent,
      javaScriptEnabled: javaScript,
      ...(touch ? { isMobile: true, hasTouch: true } : {}),
    });
    const page = await context.newPage();
    const list = new PrerenderedListPage(context, page, brand);
    if (holdScripts) await page.route(SCRIPTS, (route) => void list.held.push(route));
    if (guestCart) {
      const line = JSON.stringify([{ sku_number: await firstSku(context, brand), count: 2 }]);
      await page.addInitScript((lines) => {
        if (!localStorage.getItem('guestId')) localStorage.setItem('guestId', 'e2e-guest');
        if (localStorage.getItem('sku_list')) return;
        localStorage.setItem('sku_list', lines);
        localStorage.setItem('shoppingCartNum', '2');
      }, line);
    }
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

  /** No script has taken the page over: what is on screen is the server's HTML. */
  async expectNotLive() {
    await expect(this.page.locator('html[data-app]')).toHaveCount(0);
  }

  /** Lets the held scripts (and all later ones) through. */
  async releaseScripts() {
    await this.page.unroute(SCRIPTS);
    // Those of a page left since were cancelled by the browser: nothing to continue.
    for (const route of this.held.splice(0)) await route.continue().catch(() => undefined);
  }

  /** The list's filter value in a group ("Availability", "In stock"): a checkbox. */
  filter(group: string, value: RegExp, within: Locator | Page = this.page): Locator {
    return within.getByRole('group', { name: group }).getByRole('checkbox', { name: value });
  }

  get filtersButton(): Locator {
    return this.page.getByRole('button', { name: /^Filters/ });
  }

  /** The phone's filters: the panel before the scripts run, the drawer after (both dialogs). */
  get filtersDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Filters' });
  }

  get sort(): Locator {
    return this.page.getByRole('combobox', { name: 'Sort by' });
  }

  get count(): Locator {
    return this.page.getByTestId('result-count');
  }

  /** A query parameter of the address in the bar. */
  query(key: string): string | null {
    return new URL(this.page.url()).searchParams.get(key);
  }

  /** Marks this document; `sameDocument` is false once the browser has loaded another one. */
  async markDocument() {
    await this.page.evaluate(() => {
      (window as { listMark?: boolean }).listMark = true;
    });
  }

  sameDocument(): Promise<boolean> {
    return this.page.evaluate(() => (window as { listMark?: boolean }).listMark === true);
  }

  close() {
    return this.context.close();
  }
}

export { expect };

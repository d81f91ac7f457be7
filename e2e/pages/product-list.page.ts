import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { type BrandCode, searchProducts } from '@portal/contract';
import { BrandSite } from './brand-site.page';

/** What the list showed at one moment (after a render, before the next task). */
export interface ListFrame {
  /** The address in the bar. */
  search: string;
  /** The region's data-loaded: the address whose answer it says is on screen. */
  loaded: string | null;
  /** The region's aria-busy. */
  busy: string | null;
  /** The cards' list is marked stale (data-stale). */
  stale: boolean;
  /** The cards' names, in order. */
  names: string[];
}

/** A brand's product list or search results (features/catalog ProductListScreen). */
export class ProductListPage {
  readonly site: BrandSite;

  constructor(
    readonly page: Page,
    readonly brand: BrandCode,
  ) {
    this.site = new BrandSite(page, brand);
  }

  async open(pathAndQuery: string) {
    await this.site.open(pathAndQuery);
    await this.waitForResults();
  }

  /** The cards (or the empty state) of the address in the bar are on screen. */
  async waitForResults() {
    await this.site.live();
    const loaded = this.page.getByRole('region', { name: 'Products' });
    await expect
      .poll(async () => {
        const shown = await loaded.getAttribute('data-loaded', { timeout: 1000 }).catch(() => null);
        return shown === (new URL(this.page.url()).search || '?');
      })
      .toBe(true);
    await expect(this.cards.first().or(this.empty)).toBeVisible();
  }

  get cards(): Locator {
    return this.page.getByTestId('product-card');
  }

  get empty(): Locator {
    return this.page.getByTestId('list-empty');
  }

  get count(): Locator {
    return this.page.getByTestId('result-count');
  }

  /** The header's search field (ART's is a combobox with live results). */
  get searchField(): Locator {
    return this.page.getByRole('banner').getByLabel('Search products');
  }

  async searchFromHeader(keyword: string) {
    await this.searchField.fill(keyword);
    await this.searchField.press('Enter');
    await expect.poll(() => this.query('keyWord')).toBe(keyword.trim());
    await this.waitForResults();
  }

  /** A filter group of the sidebar, or of the Filters drawer on narrow screens. */
  async filterGroup(name: string): Promise<Locator> {
    const drawerButton = this.page.getByRole('button', { name: /^Filters/ });
    if (await drawerButton.isVisible()) await drawerButton.click();
    return this.page.getByRole('group', { name });
  }

  /** Ticks the first value of a filter group and waits for the new results. */
  async tickFirst(group: string) {
    const box = (await this.filterGroup(group)).getByRole('checkbox').first();
    const before = this.page.url();
    await box.click();
    await expect.poll(() => this.page.url()).not.toBe(before);
    await this.waitForResults();
    await expect(box).toBeChecked();
  }

  async goToPage(n: number) {
    await this.page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: `Page ${n}`, exact: true })
      .click();
    await expect.poll(() => this.query('page')).toBe(String(n));
    await this.waitForResults();
  }

  async cardNames(): Promise<string[]> {
    return this.cards.locator('h3').allTextContents();
  }

  /** Opens the product of the card at `index` and returns its name. */
  async openProduct(index = 0): Promise<string> {
    const card = this.cards.nth(index);
    const name = (await card.locator('h3').textContent()) ?? '';
    await card.getByRole('link', { name }).click();
    return name;
  }

  /** The number of products the list says it has ('2,744 products' → 2744). */
  async total(): Promise<number> {
    const text = (await this.count.textContent()) ?? '';
    return Number(text.replace(/[^0-9]/g, ''));
  }

  /**
   * Holds the list's search calls back until `release` (a slow network), so a test can look at
   * the screen while the next results load. `held` counts the calls waiting.
   */
  async holdSearches() {
    const waiting: (() => void)[] = [];
    let open = false;
    const handler = async (route: Route) => {
      if (!open) await new Promise<void>((resolve) => waiting.push(resolve));
      await route.continue().catch(() => {}); // the page may have moved on
    };
    const search = (url: URL) => url.pathname === searchProducts.path;
    await this.page.route(search, handler);
    return {
      held: () => waiting.length,
      release: async () => {
        open = true;
        for (const resolve of waiting.splice(0)) resolve();
        await this.page.unroute(search, handler);
      },
    };
  }

  /**
   * Records what the list shows after every change to the page, as the browser could paint it:
   * a MutationObserver runs once a render has changed the page, before anything else runs.
   */
  async recordFrames() {
    await this.page.evaluate(() => {
      const w = window as unknown as { __listFrames?: unknown[] };
      w.__listFrames = [];
      const record = () => {
        const region = document.querySelector('section[aria-label="Products"]');
        if (!region) return;
        const cards = [...region.querySelectorAll('[data-testid="product-card"]')];
        w.__listFrames?.push({
          search: location.search,
          loaded: region.getAttribute('data-loaded'),
          busy: region.getAttribute('aria-busy'),
          stale: cards[0]?.closest('ul')?.hasAttribute('data-stale') ?? false,
          names: cards.map((card) => card.querySelector('h3')?.textContent ?? ''),
        });
      };
      record();
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
  }

  async frames(): Promise<ListFrame[]> {
    return this.page.evaluate(
      () => (window as unknown as { __listFrames?: ListFrame[] }).__listFrames ?? [],
    );
  }

  /** The region's state now. */
  async frame(): Promise<ListFrame> {
    const region = this.page.getByRole('region', { name: 'Products' });
    return {
      search: new URL(this.page.url()).search,
      loaded: await region.getAttribute('data-loaded'),
      busy: await region.getAttribute('aria-busy'),
      stale: (await this.cards.count())
        ? (await this.cards.first().locator('xpath=ancestor::ul[1]').getAttribute('data-stale')) !==
          null
        : false,
      names: await this.cardNames(),
    };
  }

  query(name: string): string | null {
    return new URL(this.page.url()).searchParams.get(name);
  }
}

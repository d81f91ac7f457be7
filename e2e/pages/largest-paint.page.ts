import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { BrandCode } from '@portal/contract';
import { BrandSite } from './brand-site.page';
import { PHONE_AGENT } from './prerendered-list.page';

/** One largest-contentful-paint entry as the page saw it. */
export interface PaintEntry {
  at: number;
  size: number;
  element: string;
}

/**
 * A first visit on Lighthouse's phone (moto g power: 412x823, a mobile agent), recording every
 * largest-contentful-paint candidate and when the page's scripts were first asked for.
 */
export class LargestPaintPage {
  readonly site: BrandSite;

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    brand: BrandCode,
  ) {
    this.site = new BrandSite(page, brand);
  }

  static async open(browser: Browser, brand: BrandCode, path: string) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      userAgent: PHONE_AGENT,
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __paints: PaintEntry[] };
      w.__paints = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          size: number;
          element: Element | null;
        })[]) {
          const el = e.element;
          w.__paints.push({
            at: e.startTime,
            size: e.size,
            element: el ? `${el.tagName} ${(el.textContent ?? '').slice(0, 40)}` : '',
          });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const visit = new LargestPaintPage(context, page, brand);
    await page.goto(`${visit.site.origin}${path}`);
    await visit.site.live();
    // The brand faces are in and the late work (the cookie banner's own copy) has painted.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(800);
    return visit;
  }

  /** The candidates, in order, and when the first script (or module preload) was asked for. */
  paints() {
    return this.page.evaluate(() => ({
      entries: (window as unknown as { __paints: PaintEntry[] }).__paints,
      scriptsAt: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((r) => new URL(r.name).pathname.endsWith('.js'))
          .map((r) => r.startTime),
      ),
    }));
  }

  /** A product page this list links to. */
  firstProductPath() {
    return this.page
      .getByTestId('product-card')
      .first()
      .getByRole('link')
      .first()
      .evaluate((a) => {
        const { pathname, search } = new URL((a as HTMLAnchorElement).href);
        return pathname + search;
      });
  }

  close() {
    return this.context.close();
  }
}

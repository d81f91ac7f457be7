import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { type BrandCode, MAIN_LIST_PATHS } from '@portal/contract';
import { BrandSite } from './brand-site.page';
import { DESKTOP_AGENT, PHONE_AGENT } from './prerendered-list.page';

/** What makes a card look like its brand, as the browser computed it. */
export interface CardLook {
  align: string;
  frame: string;
  padding: string;
  background: string;
  mediaRadius: string;
  mediaRule: string;
  nameTransform: string;
  nameWeight: string;
  nameSize: string;
}

/** A brand's main list and its product cards (features/catalog ProductCard, `@brand-card`). */
export class BrandCardList {
  readonly site: BrandSite;

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    brand: BrandCode,
  ) {
    this.site = new BrandSite(page, brand);
  }

  /** The list as a visitor gets it, with or without its script. */
  static async open(
    browser: Browser,
    brand: BrandCode,
    { width, javaScript = true }: { width: number; javaScript?: boolean },
  ) {
    const phone = width < 600;
    const context = await browser.newContext({
      viewport: { width, height: phone ? 780 : 900 },
      userAgent: phone ? PHONE_AGENT : DESKTOP_AGENT,
      javaScriptEnabled: javaScript,
    });
    const page = await context.newPage();
    const list = new BrandCardList(context, page, brand);
    await page.goto(`${list.site.origin}${MAIN_LIST_PATHS[brand]}`);
    if (javaScript) await list.site.live();
    await page.evaluate(() => document.fonts.ready);
    return list;
  }

  get cards() {
    return this.page.getByTestId('product-card');
  }

  /** The prerendered list's boxes for cards not rendered yet (they carry data-card for size). */
  get boxes() {
    return this.page.locator('li[aria-hidden="true"][data-card]');
  }

  /** What a brand's look under the pointer changes (--card-hover-*). */
  pointerLook(target: Locator) {
    return target.evaluate((el) => {
      const style = getComputedStyle(el);
      return { shadow: style.boxShadow, frame: style.borderTopColor };
    });
  }

  /** The first card's look. */
  look(): Promise<CardLook> {
    return this.cards.first().evaluate((card) => {
      const style = getComputedStyle(card);
      const media = getComputedStyle(card.querySelector('img')?.parentElement as Element);
      const name = getComputedStyle(card.querySelector('h3') as Element);
      return {
        align: style.textAlign,
        frame: `${style.borderTopWidth} ${style.borderTopColor}`,
        padding: style.paddingTop,
        background: style.backgroundColor,
        mediaRadius: media.borderTopLeftRadius,
        mediaRule: `${media.borderBottomWidth} ${media.borderBottomColor}`,
        nameTransform: name.textTransform,
        nameWeight: name.fontWeight,
        nameSize: name.fontSize,
      };
    });
  }

  /**
   * The heights of the grid's rendered cards and of its boxes for cards not rendered yet (a
   * prerendered page renders the first screenful; the script fills in the rest in place).
   */
  heights() {
    return this.page.evaluate(() => {
      const items = [...document.querySelectorAll('[data-testid="product-card"]')].map(
        (card) => card.closest('li') as Element,
      );
      const boxes = [...document.querySelectorAll('li[aria-hidden="true"][data-card]')];
      const height = (el: Element) => Math.round(el.getBoundingClientRect().height * 2) / 2;
      return { cards: [...new Set(items.map(height))], boxes: [...new Set(boxes.map(height))] };
    });
  }

  close() {
    return this.context.close();
  }
}

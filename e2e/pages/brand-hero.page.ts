import type { Locator, Page } from '@playwright/test';
import { BrandSite } from './brand-site.page';

/** A brand's home hero: its text and the room drawn from the catalogue beside it (issue 18). */
export class BrandHero {
  constructor(readonly site: BrandSite) {}

  static async open(page: Page, brand: ConstructorParameters<typeof BrandSite>[1]) {
    const site = new BrandSite(page, brand);
    await site.open('/home');
    return new BrandHero(site);
  }

  get frame(): Locator {
    return this.site.page.locator('[data-frame]');
  }

  get scene(): Locator {
    return this.frame.locator('img');
  }

  /** The picture as the browser holds it: loaded, its drawn size and its address. */
  sceneState() {
    return this.scene.evaluate((img: HTMLImageElement) => ({
      complete: img.complete,
      naturalWidth: img.naturalWidth,
      naturalHeight: img.naturalHeight,
      src: img.currentSrc,
    }));
  }

  /** What the frame shows as text (the old heroes showed a monogram there). */
  frameText() {
    return this.frame.innerText();
  }
}

import type { Page } from '@playwright/test';
import type { BrandCode } from '@portal/contract';

/** Each brand's own font family (apps/storefront/src/fonts/brand-fonts.ts). */
export const FAMILY: Record<BrandCode, string> = {
  HOM: 'Inter',
  CA: 'Jost',
  CA_DEALER: 'Lato',
  ROWE: 'Source Sans 3',
  JC: 'EB Garamond',
  ART: 'Montserrat',
  FFD: 'Poppins',
};

/** The family's faces that the page declared and the browser loaded. */
export const loadedFaces = (page: Page, family: string) =>
  page.evaluate(async (family) => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((f) => f.family.replace(/["']/g, '') === family && f.status === 'loaded')
      .map((f) => f.weight);
  }, family);

/** Holds the page's font files back until the returned function lets them through. */
export const holdFonts = async (page: Page): Promise<() => void> => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.woff2', async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

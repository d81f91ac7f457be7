import { type BrandCode, MAIN_LIST_PATHS } from '@portal/contract';
import { expect, test } from './fixtures';
import { LargestPaintPage } from './pages/largest-paint.page';

/**
 * Decisions 014 and 042: a first visit's largest paint is the prerendered page's, final before
 * the scripts (and the brand font with them) start. A later candidate (an element the app
 * replaces, text re-set in the brand font larger than before) would make Lighthouse count the
 * scripts and the font in the page's LCP: JC's home measured 3.7 s that way.
 */
for (const [brand, listPath] of Object.entries(MAIN_LIST_PATHS) as [BrandCode, string][]) {
  test(`${brand}: on a phone the home, list and product pages paint their largest element before the scripts start`, async ({
    browser,
  }) => {
    const list = await LargestPaintPage.open(browser, brand, listPath);
    const productPath = await list.firstProductPath();
    const visits = [
      ['home', '/home'],
      ['list', listPath],
      ['product', productPath],
    ] as const;
    await list.close();

    for (const [kind, path] of visits) {
      const visit = await LargestPaintPage.open(browser, brand, path);
      const { entries, scriptsAt } = await visit.paints();
      await visit.close();
      test.info().annotations.push({
        type: 'largest paint',
        description: `${brand} ${kind}: ${entries.map((e) => `${Math.round(e.at)} ms ${e.size} ${e.element}`).join(' | ')}; scripts at ${Math.round(scriptsAt)} ms`,
      });
      expect(entries.length, `${kind}: a largest paint`).toBeGreaterThan(0);
      expect(Number.isFinite(scriptsAt), `${kind}: the scripts started`).toBe(true);
      for (const entry of entries)
        expect(entry.at, `${kind}: ${entry.element} (${entry.size} px²)`).toBeLessThan(scriptsAt);
    }
  });
}

import { BrandCodes, Brands, heroSceneFile, readFile } from '@portal/contract';
import { expect, test } from './fixtures';
import { expectNoSeriousWcag } from './pages/axe-audit';
import { BrandHero } from './pages/brand-hero.page';

/**
 * Issue 18: each brand's home hero shows a room composed of the catalogue's own drawings (drawn
 * at seed time) in the brand's own frame, instead of a monogram in an arch; a phone, which has
 * no room for it, does not download it.
 */
const FRAMES = new Set(['arch', 'square', 'rounded']);

test.describe('desktop (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('every brand home shows its own room in its own frame', async ({ page }) => {
    const frames = new Set<string>();
    const pictures = new Set<string>();
    for (const brand of BrandCodes) {
      const hero = await BrandHero.open(page, brand);
      await expect(hero.scene).toBeVisible();
      await expect.poll(async () => (await hero.sceneState()).naturalWidth).toBeGreaterThan(0);
      const state = await hero.sceneState();
      expect(state.complete).toBe(true);
      // Portrait 3:4, the brand's own file, served by read_file at a size for the frame.
      expect(state.naturalHeight / state.naturalWidth).toBeCloseTo(4 / 3, 1);
      expect(state.src).toContain(
        readFile.path
          .replace(':block_id', 'product')
          .replace(':file_name', heroSceneFile(Brands[brand].slug)),
      );
      expect(await hero.frameText()).toBe('');
      const frame = (await hero.frame.getAttribute('data-frame')) ?? '';
      expect(FRAMES.has(frame), `${brand} frame ${frame}`).toBe(true);
      frames.add(frame);
      pictures.add(state.src);
    }
    // Not one look for all: the frames differ between brands, and every room is its brand's.
    expect(frames.size).toBeGreaterThan(1);
    expect(pictures.size).toBe(BrandCodes.length);
    await expectNoSeriousWcag(page);
  });
});

test.describe('phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const brand of ['CA', 'JC'] as const) {
    test(`${brand}: the hero keeps to its text and the room is not downloaded`, async ({
      page,
    }) => {
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/hero-')) asked.push(r.url());
      });
      const hero = await BrandHero.open(page, brand);
      await expect(hero.site.heading).toHaveText(Brands[brand].name);
      await expect(hero.scene).toBeHidden();
      await page.waitForLoadState('load');
      expect(asked).toEqual([]);
      await expectNoSeriousWcag(page);
    });
  }
});

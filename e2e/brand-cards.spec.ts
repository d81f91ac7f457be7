import { BrandCodes } from '@portal/contract';
import { expect, test } from './fixtures';
import { expectNoSeriousWcag } from './pages/axe-audit';
import { BrandCardList } from './pages/brand-card.page';

/**
 * Issue 18: each brand's product card has a character of its own beyond colour (a frame,
 * centred captions, the name's type, the picture's shape), and the prerendered list's boxes
 * for cards not rendered yet are the cards' own height, so nothing moves when they arrive.
 */
for (const width of [360, 1440]) {
  test.describe(`${width} px`, () => {
    test('every brand has its own card style, and it passes axe', async ({ browser }) => {
      // Seven lists, each hydrated and audited by axe: about 65 s on a 2-core machine.
      test.setTimeout(180_000);
      const looks = new Map<string, string>();
      for (const brand of BrandCodes) {
        const list = await BrandCardList.open(browser, brand, { width });
        await expect(list.cards.first()).toBeVisible();
        const look = JSON.stringify(await list.look());
        looks.set(brand, look);
        await expectNoSeriousWcag(list.page);
        await list.close();
      }
      expect(new Set(looks.values()).size, [...looks].join('\n')).toBe(BrandCodes.length);
    });

    test('the boxes of cards not rendered yet are the cards’ height on every brand', async ({
      browser,
    }) => {
      for (const brand of BrandCodes) {
        const list = await BrandCardList.open(browser, brand, { width, javaScript: false });
        const { cards, boxes } = await list.heights();
        expect(boxes.length, `${brand}: boxes`).toBeGreaterThan(0);
        expect(cards, `${brand}: cards`).toHaveLength(1);
        expect(boxes, `${brand}: boxes against cards ${cards}`).toEqual(cards);
        await list.close();
      }
    });
  });
}

test('a brand’s look under the pointer lifts its cards, not the boxes of cards still to come', async ({
  browser,
}) => {
  // CA lifts its cards with a shadow, CA_DEALER darkens the frame.
  for (const brand of ['CA', 'CA_DEALER'] as const) {
    const list = await BrandCardList.open(browser, brand, { width: 1440, javaScript: false });
    const card = list.cards.first();
    const box = list.boxes.first();
    const cardAtRest = await list.pointerLook(card);
    const boxAtRest = await list.pointerLook(box);
    await card.hover();
    await expect.poll(() => list.pointerLook(card), { message: brand }).not.toEqual(cardAtRest);
    await box.hover();
    // Longer than the card's 200 ms transition: a box that took the look would show it by now.
    await list.page.waitForTimeout(400);
    expect(await list.pointerLook(box), brand).toEqual(boxAtRest);
    await list.close();
  }
});

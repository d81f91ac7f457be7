import { AssistantMessages, ChatMessageType } from '@portal/contract';
import { expect, test } from './fixtures';
import { ACCOUNTS, signInAtHome } from './pages/account-session';
import { seriousViolations } from './pages/axe-audit';
import { CaraPanel } from './pages/cara.page';
import { CookieBanner } from './pages/cookie-banner.page';

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const priceOf = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

test('CA visitor: Cara greets, recommends sofas, pairs them and keeps the history after reload', async ({
  page,
}) => {
  const cara = new CaraPanel(page);
  await cara.site.open('/product/category');

  await expect(cara.entry).toBeVisible();
  await expect(cara.tip).toBeVisible();
  await cara.open();
  await expect(cara.panel.getByText(AssistantMessages.greeting)).toBeVisible();
  for (const prompt of AssistantMessages.guidePrompts) {
    await expect(cara.panel.getByRole('button', { name: prompt })).toBeVisible();
  }
  // Blank disables send; the input stops at 200 characters.
  await expect(cara.send).toBeDisabled();
  await cara.input.fill('x'.repeat(250));
  await expect(cara.input).toHaveValue('x'.repeat(200));

  await cara.ask('a sofa under $6,000');
  const list = cara.section(ChatMessageType.productList);
  await expect(list.getByTestId('cara-product').first()).toBeVisible();
  // A visitor sees no prices, and Cara says why the price limit was not applied.
  await expect(list.getByTestId('cara-price')).toHaveCount(0);
  await expect(cara.panel.getByText(/could not apply the price limit/)).toBeVisible();

  // Button type 1 asks for pairings, then reads 'Click to view' (type 2).
  const first = list.getByTestId('cara-product').first();
  await first.getByRole('button', { name: 'Pairs with' }).click();
  const pairings = cara.section(ChatMessageType.pairings);
  await expect(pairings.getByTestId('cara-product').first()).toBeVisible({ timeout: 20_000 });
  await expect(first.getByRole('button', { name: AssistantMessages.clickToView })).toBeVisible();

  expect(await seriousViolations(page, { include: '[data-testid="cara-panel"]' })).toEqual([]);

  await page.reload();
  await cara.site.live();
  await cara.open();
  await expect(cara.userMessages.filter({ hasText: 'a sofa under $6,000' })).toBeVisible();
  await cara.openRecords();
  await expect(cara.panel.getByTestId('cara-record').first()).toBeVisible();
});

test('CA designer: a sofa under a price shows trade prices within it; a pairing goes to the cart', async ({
  page,
}) => {
  const cara = new CaraPanel(page);
  await signInAtHome(cara.site, ACCOUNTS.designer, 'mibd_designer');
  await cara.site.open('/product/category');
  await cara.open();

  await cara.ask('a sofa under $6,000');
  const list = cara.section(ChatMessageType.productList);
  await expect(list.getByTestId('cara-product').first()).toBeVisible();
  const prices = await list.getByTestId('cara-price').allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const p of prices) expect(priceOf(p)).toBeLessThanOrEqual(6000);

  await cara.ask('what goes with it?');
  const pairings = cara.section(ChatMessageType.pairings);
  const pick = pairings.getByTestId('cara-product').first();
  await expect(pick).toBeVisible();
  await pick.getByTestId('cara-add-to-cart').click();
  await expect(pick.getByTestId('cara-add-to-cart')).toHaveText('Added');

  // A room look: four pictures (message type 2), then the same pieces as cards.
  await cara.ask('inspire me with a living room look');
  const look = cara.section(ChatMessageType.fourImageCase).last();
  await expect(look.getByRole('img')).toHaveCount(4);
  const pieces = cara.section(ChatMessageType.recommendations).last();
  await expect(pieces.getByTestId('cara-product')).toHaveCount(4);
  expect(await seriousViolations(page, { include: '[data-testid="cara-panel"]' })).toEqual([]);
});

test('CA phone: the panel fills the screen and answers a follow-up prompt', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const cara = new CaraPanel(page);
  await cara.site.open('/product/category');
  await cara.open();
  await cara.ask('a leather accent chair');
  await expect(cara.products.first()).toBeVisible();
  const followUp = cara.panel.getByTestId('cara-followups').last().getByRole('button').first();
  await followUp.click();
  await cara.settled(2);
  expect(await seriousViolations(page, { include: '[data-testid="cara-panel"]' })).toEqual([]);
});

for (const { width, height } of [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
]) {
  test(`CA at ${width} px: Cara's entry and greeting sit above the cookie banner, never over its buttons`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const cara = new CaraPanel(page);
    const banner = new CookieBanner(page);
    await cara.site.open('/product/category');
    await expect(cara.tip).toBeVisible();
    await expect(banner.acceptAll).toBeVisible();

    const bar = await banner.region.boundingBox();
    for (const box of await cara.entryBoxes()) {
      expect(box.y + box.height).toBeLessThanOrEqual((bar?.y ?? 0) + 1);
      for (const button of [banner.acceptAll, banner.settings, banner.policyLink]) {
        const target = await button.boundingBox();
        expect(target && overlap(box, target)).toBe(false);
      }
    }
    expect(await seriousViolations(page)).toEqual([]);

    // A real click: it fails if anything lies over the button.
    await banner.acceptAll.click();
    await expect(banner.region).toBeHidden();
    await expect
      .poll(async () => {
        const box = await cara.entry.boundingBox();
        return box ? Math.round(height - (box.y + box.height)) : -1;
      })
      .toBe(16);
  });
}

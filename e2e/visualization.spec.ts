import { VisualizationMessages } from '@portal/contract';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { expectNoSeriousWcag } from './pages/axe-audit';
import { CartPage } from './pages/cart.page';
import { CookieBanner } from './pages/cookie-banner.page';
import { signInAsDesigner } from './pages/designer-session';
import { VisualizationPage } from './pages/visualization.page';

/** A plain landscape room: wall, floor and an old grey sofa. */
const roomPhoto = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><rect width="1280" height="470" fill="#ddd0bb"/><rect y="470" width="1280" height="250" fill="#8a7058"/><rect x="420" y="380" width="440" height="170" rx="20" fill="#666"/></svg>',
    ),
  )
    .jpeg()
    .toBuffer();
// Tall enough for the whole photo between the sticky header and the cookie banner.
test.use({ viewport: { width: 1280, height: 1000 } });

test('CA: upload a room, draw an area, LIVING ROOM, generate, open the scheme, add to cart', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const site = new VisualizationPage(page);
  await page.goto(`${site.origin}/404`);
  await signInAsDesigner(page);
  await site.open('/visualizations');
  await new CookieBanner(page).acceptAll.press('Enter');
  await expectNoSeriousWcag(page);

  await site.upload('room.jpg', await roomPhoto());
  // Next before any area: the spec's message.
  await site.button('Next').click();
  await expect(page.getByRole('alert')).toHaveText(VisualizationMessages.selectArea);
  await site.drawArea([0.3, 0.45], [0.7, 0.8]);
  await expect(site.areas).toHaveCount(1);
  await site.button('Next').click();

  await site.tab('LIVING ROOM').click();
  await expect(site.tab('LIVING ROOM')).toHaveAttribute('aria-selected', 'true');
  await site.button('Generate').click();

  // The list polls every 10 s while a case generates: the case turns ready with no reload.
  await expect(site.readyCases.first()).toBeVisible({ timeout: 45_000 });
  // Announced once, with its thumbnail and a link (spec 4), followed by a click as a person
  // does (the toast layer no longer takes the pointer, issue 34).
  await expect(site.noticeLink).toHaveAttribute('href', /^\/AISchemeDetails\?case_id=\d+$/);
  await site.noticeLink.click();
  await expect(page).toHaveURL(/\/AISchemeDetails\?case_id=\d+$/);

  await expect(site.heading).toHaveText('Visualization details');
  await expect(site.variantThumbs).toHaveCount(4);
  await expect(site.products.first()).toBeVisible();
  await site.settled();
  await expectNoSeriousWcag(page);
  // The scheme's add is the cart's own: the header count follows with no reload (issue 35).
  const total = await site.addSchemeProductToCart(site.products.first());
  await expect(site.products.first().getByRole('status')).toHaveText('Added to your cart');
  await new CartPage(page, 'CA').expectHeaderCount(total);
});

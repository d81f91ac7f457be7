import { VisualizationMessages } from '@portal/contract';
import sharp from 'sharp';
import { expect, type Page, test } from './fixtures';
import { signInAs } from './pages/account-session';
import { seriousViolations } from './pages/axe-audit';
import { CookieBanner } from './pages/cookie-banner.page';
import { VisualizationPage } from './pages/visualization.page';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 1000 };

/** A plain landscape room: wall, floor and a low cabinet. */
const roomPhoto = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"><rect width="1200" height="430" fill="#d9cdb8"/><rect y="430" width="1200" height="245" fill="#7d6650"/><rect x="380" y="360" width="420" height="150" rx="12" fill="#5a5a5a"/></svg>',
    ),
  )
    .jpeg()
    .toBuffer();

/** No serious or critical WCAG 2.1 AA violation, at the two widths of the brief. */
const expectNoSeriousA11y = async (page: Page) => {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    const serious = (await seriousViolations(page, { bestPractice: false })).map(
      (line) => `${size.width}px ${line}`,
    );
    expect(serious).toEqual([]);
  }
};

test('CA: a visitor gets a Photo Code; a designer redeems it, generates, and finds the case in the personal center', async ({
  browser,
}) => {
  test.setTimeout(120_000);

  // In the showroom: no account, a phone-sized screen.
  const showroom = await browser.newContext({ viewport: PHONE });
  const visitor = new VisualizationPage(await showroom.newPage());
  await visitor.open('/visualizations');
  await expect(visitor.heading).toHaveText('See our furniture in your room');
  await new CookieBanner(visitor.page).acceptAll.press('Enter');
  const code = await visitor.uploadForCode('room.jpg', await roomPhoto());
  expect(code).toMatch(/^[a-z2-9]{6}$/);
  await expect(visitor.photoCodeCard).toContainText('Enter the code under Photo Code in step 1');
  await expect(visitor.photoCodeCard).toContainText('The code works once, until');
  await expectNoSeriousA11y(visitor.page);
  await showroom.close();

  // At home: the designer signs in and redeems the code in step 1.
  const home = await browser.newContext({ viewport: DESKTOP });
  const page = await home.newPage();
  const site = new VisualizationPage(page);
  await page.goto(`${site.origin}/404`);
  // The sub-account, not the demo designer: each case is announced once per account, and the
  // other visualization journey (in parallel) waits for the designer's own notice.
  await signInAs(page, 'assistant@demo.test', 'mibd_designer');
  await site.open('/visualizations');
  await expect(site.heading).toHaveText('My Visualizations');
  await new CookieBanner(page).acceptAll.press('Enter');

  await site.redeem('zzzzzz');
  await expect(page.getByText(VisualizationMessages.errorCode)).toBeVisible();
  // Typed in capitals: the field lowercases it (spec 5).
  await site.redeem(code.toUpperCase());
  await expect(site.roomPhoto).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => site.roomPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(1200);

  await site.drawArea([0.3, 0.5], [0.7, 0.8]);
  await site.button('Next').click();
  await site.tab('LIVING ROOM').click();
  await site.button('Generate').click();
  await expect(page.getByTestId('case-card').first()).toBeVisible({ timeout: 20_000 });

  // The personal center's visualizations tab lists the case with a link to its details.
  await site.open('/personalCenter?type=visualizations');
  await expect(page.getByRole('tab', { name: 'Visualizations' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(site.caseRows.first()).toBeVisible({ timeout: 20_000 });
  const link = site.caseRows.first().getByRole('link', { name: /^Visualization #\d+$/ });
  await expect(link).toHaveAttribute('href', /^\/AISchemeDetails\?case_id=\d+$/);
  await expectNoSeriousA11y(page);
  await link.click();
  await expect(site.heading).toHaveText('Visualization details');
  await home.close();
});

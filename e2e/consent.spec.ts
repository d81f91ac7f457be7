import type { BrandCode } from '@portal/contract';
import { expect, type Page, test } from './fixtures';
import { BrandSite } from './pages/brand-site.page';
import { CookieBanner } from './pages/cookie-banner.page';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** A first visit to the brand's home page: the site, and the cookie banner over it. */
const visitHome = async (page: Page, brand: BrandCode) => {
  const site = new BrandSite(page, brand);
  await site.open('/home');
  return { site, banner: new CookieBanner(page) };
};

/** The answer outlives a reload: the page shows, the banner does not. */
const expectAnswerKept = async (site: BrandSite, banner: CookieBanner) => {
  await site.page.reload();
  await expect(site.heading).toBeVisible();
  await expect(banner.region).toHaveCount(0);
};

test('the banner shows until consent; a policy page is no consent, the next route change is', async ({
  page,
}) => {
  const { site, banner } = await visitHome(page, 'HOM');
  await expect(banner.region).toBeVisible();
  expect(await banner.performanceScriptRequested()).toBe(false);

  // Reading the cookies policy is not consent.
  await banner.policyLink.click();
  await expect(page).toHaveURL(`${site.origin}/cookiesPolicy`);
  await expect(banner.region).toBeVisible();
  expect(await banner.stored()).toBeNull();

  // The first route change elsewhere stores both on; performance scripts follow.
  await page.getByRole('link', { name: 'Home of the Group home' }).click();
  await expect(page).not.toHaveURL(/cookiesPolicy/);
  await expect(banner.region).toHaveCount(0);
  expect(await banner.stored()).toMatchObject({ BASIC_COOKIES: true, PERFORMANCE_COOKIES: true });
  await expect.poll(() => banner.performanceScriptRequested()).toBe(true);

  await expectAnswerKept(site, banner);
});

test('cookie settings: performance cookies left off keep performance scripts away', async ({
  page,
}) => {
  const { site, banner } = await visitHome(page, 'CA');
  await banner.settings.click();
  await expect(banner.dialog).toBeVisible();
  await expect(banner.switchFor('Basic cookies')).toBeChecked();
  await expect(banner.switchFor('Basic cookies')).toBeDisabled();
  await expect(banner.switchFor('Performance cookies')).not.toBeChecked();
  await banner.dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(banner.region).toHaveCount(0);
  expect(await banner.stored()).toMatchObject({ BASIC_COOKIES: true, PERFORMANCE_COOKIES: false });

  await expectAnswerKept(site, banner);
  expect(await banner.performanceScriptRequested()).toBe(false);
});

test('Accept all stores both on; consent older than one year asks again', async ({ page }) => {
  const { banner } = await visitHome(page, 'HOM');
  await banner.acceptAll.click();
  await expect(banner.region).toHaveCount(0);
  const stored = await banner.stored();
  expect(stored).toMatchObject({ BASIC_COOKIES: true, PERFORMANCE_COOKIES: true });
  await expect.poll(() => banner.performanceScriptRequested()).toBe(true);

  // A year and a day later (the stored time moved back), the banner asks again.
  await page.evaluate(
    (setAt) =>
      window.localStorage.setItem(
        'COOKIES_HAVE_BEEN_SET',
        JSON.stringify({ BASIC_COOKIES: true, PERFORMANCE_COOKIES: true, setAt }),
      ),
    Date.now() - YEAR_MS - 86_400_000,
  );
  await page.reload();
  await expect(banner.region).toBeVisible();
});

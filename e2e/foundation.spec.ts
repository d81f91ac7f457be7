import { BrandCodes, Brands } from '@portal/contract';
import { expect, test } from './fixtures';
import { BrandSite } from './pages/brand-site.page';

for (const code of BrandCodes) {
  const brand = Brands[code];

  test(`${code}: the origin loads its own home with the brand title`, async ({ page }) => {
    const site = new BrandSite(page, code);
    await site.open('/');
    expect(site.pathname()).toBe('/home');
    await site.expectTitle(`Home | ${brand.titleSuffix}`);
    await expect(site.root).toHaveAttribute('data-brand', code);
    await expect(page.getByText(brand.tagline).first()).toBeVisible();
  });

  test(`${code}: an unknown path shows the 404 screen`, async ({ page }) => {
    const site = new BrandSite(page, code);
    await site.open('/no/such/page');
    expect(site.pathname()).toBe('/404');
    await site.expectTitle(`Page Not Found | ${brand.titleSuffix}`);
  });
}

test('a deep link reloads on the same screen', async ({ page }) => {
  const site = new BrandSite(page, 'CA');
  await site.open('/product/category/sofas?keyWord=velvet');
  await site.expectTitle('Products: velvet | Caracole');
  await page.reload();
  await expect(site.heading).toBeVisible();
  expect(site.pathname()).toBe('/product/category/sofas');
  await site.expectTitle('Products: velvet | Caracole');
});

test('a brand-only route of another brand shows 404', async ({ page }) => {
  const site = new BrandSite(page, 'HOM');
  await site.open('/shop');
  expect(site.pathname()).toBe('/404');
  const art = new BrandSite(page, 'ART');
  await art.open('/shop?keyWord=chair');
  await art.expectTitle('Shop: chair | A.R.T.');
});

test('the login screen has its title on every brand', async ({ page }) => {
  const site = new BrandSite(page, 'HOM');
  await site.open('/login');
  await site.expectTitle('Login | HOM');
  await site.open('/setPassword');
  await site.expectTitle('Set Password');
});

test('scroll resets to the top after navigation', async ({ page }) => {
  const site = new BrandSite(page, 'HOM');
  await site.open('/home');
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page
    .getByRole('link', { name: /privacy/i })
    .first()
    .click();
  await expect(site.heading).toHaveText('Privacy Policy');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

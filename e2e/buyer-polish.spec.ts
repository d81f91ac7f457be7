import { expect, test } from './fixtures';
import { expectNoSeriousWcag } from './pages/axe-audit';
import { BrandSite } from './pages/brand-site.page';
import { BuyerView } from './pages/buyer-polish.page';
import { CookieBanner } from './pages/cookie-banner.page';
import { UserMenu } from './pages/user-menu.page';

const PASSWORD = 'Portal-Demo-2026!';
const SHOPPER = 'shopper@demo.test';
const DESIGNER = 'designer@demo.test';

const WIDTHS = [
  { name: 'phone', viewport: { width: 360, height: 780 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

/** The journeys `define` declares, at each of WIDTHS (in a group named by the width and `suffix`). */
function atEachWidth(
  suffix: string,
  define: (viewport: { width: number; height: number }) => void,
) {
  for (const { name, viewport } of WIDTHS) {
    test.describe(`${name} (${viewport.width} px)${suffix}`, () => {
      test.use({ viewport });
      // Journeys over several brand sites on a shared 2-core machine.
      test.setTimeout(180_000);
      define(viewport);
    });
  }
}
atEachWidth('', (viewport) => {
  test('FFD: a visitor sees no deal price; a signed-in shopper sees deal, was, saving and end', async ({
    page,
  }) => {
    const view = await BuyerView.open(page, 'FFD', '/FFDProductList');
    const ffd = view.site;
    await expect(view.cards.first()).toBeVisible();
    await expect(view.deals).toHaveCount(0);
    await view.expectNoContradictoryTags();

    await ffd.open('/login?redirect=%2FFFDProductList');
    await view.signInHere(SHOPPER, PASSWORD);
    await expect(page).toHaveURL(new RegExp(`^${ffd.origin}/FFDProductList(\\?u=\\d+)?$`));
    const deal = view.deals.first();
    await expect(deal).toBeVisible();
    await expect(deal.getByTestId('deal-price')).toHaveText(/^Deal \$[\d,]+\.\d\d$/);
    await expect(deal.getByTestId('original-price')).toHaveText(/^\$[\d,]+\.\d\d$/);
    await expect(deal.getByTestId('deal-saving')).toHaveText(/^Save \$[\d,]+\.\d\d \(\d+%\)$/);
    await expect(deal.getByTestId('deal-ends')).toHaveText(/^Ends in (\d+ d )?\d+ h$/);
    await expect(page.getByTestId('flash-stock').first()).toBeVisible();
    await view.expectNoContradictoryTags();
    await expectNoSeriousWcag(page);

    // The product page of a card with a deal shows the same deal and how many are left.
    const card = view.cards.filter({ has: page.getByTestId('flash-deal') }).first();
    const price = await card.getByTestId('deal-price').textContent();
    await view.openProduct(card);
    await expect(ffd.heading).toBeVisible();
    await expect(view.deals.first().getByTestId('deal-price')).toHaveText(price ?? '');
    await expect(page.getByTestId('flash-stock')).toHaveText(/left|Insufficient/);
    await view.expectNoContradictoryTags();
    await expectNoSeriousWcag(page);
  });

  test("'Login to see your price' comes back to the product; browsing view says how to see prices and switches in place", async ({
    page,
  }) => {
    const view = await BuyerView.openFirstProduct(page, 'HOM', '/productList');
    const hom = view.site;
    // The list's own heading is visible until the product page replaces it: wait for the URL.
    await expect(page).toHaveURL(/\/productDetail\?sku_number=/);
    await expect(hom.heading).toBeVisible();
    const sku = new URL(page.url()).searchParams.get('sku_number') ?? '';
    expect(sku).not.toBe('');
    const atProduct = new RegExp(`/productDetail\\?sku_number=${sku}(&u=\\d+)?$`);
    await view.loginForPrice.click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await view.signInHere(DESIGNER, PASSWORD);
    await expect(page).toHaveURL(atProduct);
    await new UserMenu(page).ensureView('Browsing view');

    // Browsing view: no price, but the line says why and where to change it.
    await expect(view.priceHidden).toContainText('Prices are hidden in browsing view.');
    await expectNoSeriousWcag(page);
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    await view.priceHidden.getByRole('link', { name: 'Switch view' }).click();
    await page.getByTestId('mode-mibd_designer').click();
    await expectNoSeriousWcag(page);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(atProduct);
    await expect(view.prices.first()).toBeVisible();
    // In place: the same document (no reload). How long it takes is a figure for the
    // bench, not an assertion here.
    expect(
      await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
    ).toBe(true);
  });

  test('footer: its links are in place when the reader gets there, and stay', async ({ page }) => {
    for (const brand of ['HOM', 'CA'] as const) {
      const site = new BrandSite(page, brand);
      await site.open('/home');
      // A reader who reads the first screen, then goes down to the footer.
      await page.waitForLoadState('load');
      await page.waitForTimeout(1500);
      const footer = page.locator('footer');
      await footer.scrollIntoViewIfNeeded();
      const links = () => footer.getByRole('link').allTextContents();
      const first = await links();
      // The site's own groups (the menu call's Company group), not the fallback columns.
      await expect(footer.getByRole('navigation', { name: 'Company' })).toBeVisible();
      await page.waitForTimeout(1500);
      expect(await links()).toEqual(first);
      await expectNoSeriousWcag(page);
    }
  });

  test("lists: a card's availability tag is the one its product page shows", async ({ page }) => {
    for (const brand of ['HOM', 'JC'] as const) {
      const site = new BrandSite(page, brand);
      await site.open(brand === 'HOM' ? '/productList' : '/productList/category');
      const cards = page.getByTestId('product-card');
      await expect(cards.first()).toBeVisible();
      for (let i = 0; i < 3; i += 1) {
        const card = cards.nth(i);
        const tag = card.getByTestId('status-tag');
        const onCard = (await tag.count()) ? await tag.textContent() : null;
        await card.getByRole('link').first().click();
        await expect(page).toHaveURL(/sku_number=|\/product(s)?\/|\/page\/products\//);
        const pageTag = page.getByTestId('status-tag');
        if (onCard === null) await expect(pageTag).toHaveCount(0);
        else await expect(pageTag.first()).toHaveText(onCard);
        await page.goBack();
        await expect(cards.first()).toBeVisible();
      }
      await expectNoSeriousWcag(page);
    }
  });

  test('home: featured products can be bought and Browse all products is not clipped', async ({
    page,
  }) => {
    for (const brand of ['HOM', 'CA', 'FFD'] as const) {
      const view = await BuyerView.open(page, brand, '/home');
      const browseAll = page.getByTestId('browse-all');
      // The featured row loads as it comes near the viewport.
      await expect(async () => {
        await page.mouse.wheel(0, 600);
        await expect(browseAll).toBeAttached({ timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      await browseAll.scrollIntoViewIfNeeded();
      const box = await view.box(browseAll);
      const label = await view.box(browseAll.locator('.mantine-Button-label'));
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      // The label fits its button (it was cut off on phones).
      expect(label.x + label.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      const featured = page.locator('section[aria-labelledby="landing-featured"]');
      await expect(featured.getByTestId('product-card').first()).toBeVisible();
      const texts = await featured.getByTestId('product-card').allTextContents();
      for (const text of texts) {
        expect(text.toLowerCase()).not.toContain('unavailable for purchase');
        if (brand !== 'FFD') expect(text.toLowerCase()).toContain('in stock');
      }
      await expectNoSeriousWcag(page);
    }
  });

  test('header: compact on a phone, with Sign Up in the bar; CA_DEALER Sign Up and Request Access differ', async ({
    page,
  }) => {
    const view = await BuyerView.open(page, 'HOM', '/home');
    const header = page.getByTestId('site-header');
    const signUp = header.getByRole('link', { name: 'Sign Up' });
    await expect(signUp).toBeVisible();
    if (viewport.width < 500) {
      const { height } = await view.box(header);
      expect(height).toBeLessThanOrEqual(90);
    }
    await expectNoSeriousWcag(page);

    const dealer = new BrandSite(page, 'CA_DEALER');
    await dealer.open('/home');
    const dealerHeader = page.getByTestId('site-header');
    await expect(dealerHeader.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/register',
    );
    if (viewport.width >= 992) {
      await expect(dealerHeader.getByRole('link', { name: 'Request Access' })).toHaveAttribute(
        'href',
        '/requestAccess',
      );
    }
    await expectNoSeriousWcag(page);
  });

  test('the cookie choice made on HOM holds on CA', async ({ page }) => {
    const hom = new BrandSite(page, 'HOM');
    const banner = new CookieBanner(page);
    await hom.open('/home');
    await expect(banner.region).toBeVisible();
    await banner.acceptAll.click();
    await expect(banner.region).toHaveCount(0);
    // Along the brand bar's link, as the session goes (decision 016).
    await expect(page.locator('html[data-session-sync="on"]')).toHaveCount(1);
    await page
      .getByRole('navigation', { name: /brand/i })
      .getByRole('link', { name: 'Caracole', exact: true })
      .click();
    await expect(page).toHaveURL(/^http:\/\/ca\.localhost:\d+\/home/);
    await expect(page.locator('html[data-session-sync="on"]')).toHaveCount(1);
    await expect(page).not.toHaveURL(/portal-consent/);
    await expect(banner.region).toHaveCount(0);
    expect(await banner.stored()).toMatchObject({ PERFORMANCE_COOKIES: true });
    await page.reload();
    await expect(page.getByTestId('page-title')).toBeVisible();
    await expect(banner.region).toHaveCount(0);
  });
});

atEachWidth(', pages', () => {
  test('product page: breadcrumbs, dimensioned outline, more from the collection, complete the room', async ({
    page,
  }) => {
    const view = await BuyerView.openFirstProduct(page, 'CA', '/product/category');
    const ca = view.site;
    await expect(ca.heading).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(
      (await ca.heading.textContent()) ?? '',
    );
    await expect(
      page.getByRole('img', { name: /^Outline: .* wide, .* deep, .* high$/ }),
    ).toBeVisible();
    // The related sections load when scrolled near; a phone's page is longer: keep scrolling.
    await expect(async () => {
      await page.mouse.wheel(0, 1500);
      await expect(
        page.getByTestId('complete-the-room').getByTestId('product-card').first(),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(
      page.getByTestId('more-from-collection').getByTestId('product-card').first(),
    ).toBeVisible();
    await expectNoSeriousWcag(page);
  });

  test("HOM's Our Brands presents the brands; FFD settings have no Certificates tab", async ({
    page,
  }) => {
    const hom = new BrandSite(page, 'HOM');
    await hom.open('/brand');
    await expect(hom.heading).toHaveText('Our Brands');
    await expect(page.getByTestId('brand-card')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Visit Caracole', exact: true })).toBeVisible();
    await expectNoSeriousWcag(page);

    const view = await BuyerView.open(page, 'FFD', '/login?redirect=%2FaccountSettings');
    await view.signInHere(SHOPPER, PASSWORD);
    await expect(page).toHaveURL(/\/accountSettings/);
    await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Certificates' })).toHaveCount(0);
    await expectNoSeriousWcag(page);
  });

  test('view modes speak to the account: staff and dealers are not offered customers and projects', async ({
    page,
  }) => {
    for (const [brand, account, full, promise] of [
      ['CA', 'staff@demo.test', 'Staff', /orders to move along/],
      ['CA_DEALER', 'dealer@demo.test', 'Dealer', /dealer cost beside suggested retail/],
    ] as const) {
      const view = await BuyerView.open(page, brand, '/login?redirect=%2FselectMode');
      await view.signInHere(account, PASSWORD);
      await expect(page).toHaveURL(/\/selectMode/);
      const screen = page.getByRole('main');
      await expect(screen.getByText(full, { exact: true }).first()).toBeVisible();
      await expect(screen.getByText(promise)).toBeVisible();
      await expect(screen.getByText(/customers and projects/)).toHaveCount(0);
      await expectNoSeriousWcag(page);
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
    }
  });
});

import { expect, test } from './fixtures';
import { ACCOUNTS, signInAtHome } from './pages/account-session';
import { seriousViolations } from './pages/axe-audit';
import { FavouritesPage } from './pages/favourites.page';
import { Outbox } from './pages/outbox';
import { newPhoneContext } from './pages/phone-context';
import { ProductListPage } from './pages/product-list.page';

test('favourite a product, share the list by email, open the link as a visitor: no prices', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const list = new ProductListPage(page, 'HOM');
  const favourites = new FavouritesPage(page, list.site);
  await signInAtHome(list.site, ACCOUNTS.designer, 'mibd_designer');

  await list.open('/productList');
  const name = await list.openProduct(0);
  await expect(list.site.heading).toHaveText(name);
  await expect(favourites.heart).toHaveAttribute('aria-pressed', 'false');
  await favourites.heart.click();
  await expect(favourites.heart).toHaveAttribute('aria-pressed', 'true');

  await favourites.openFromHeader();
  await expect(favourites.items.filter({ hasText: name })).toBeVisible();
  const stamp = Date.now();
  const collection = `Picks ${stamp}`;
  await favourites.saveAsCollection(collection);
  expect(await seriousViolations(page), 'my favorites').toEqual([]);
  const recipient = `client-${stamp}@share.test`;
  await favourites.share(collection, recipient);

  // The recipient: a fresh browser on a phone, never signed in.
  const link = await FavouritesPage.sharedLink(new Outbox(request), recipient, list.site.origin);
  const visitor = await newPhoneContext(browser);
  const phone = await visitor.newPage();
  await phone.goto(link);
  await expect(phone.getByTestId('page-title')).toHaveText(collection);
  const card = phone.getByTestId('favourite-item').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByText('Login to see your price')).toBeVisible();
  await expect(phone.getByTestId('product-price')).toHaveCount(0);
  await expect(phone.getByText(/\$\d/)).toHaveCount(0);
  expect(await seriousViolations(phone), 'shared list on a phone').toEqual([]);

  // An edited link shows the refusal, not the list.
  await phone.goto(`${link.slice(0, -3)}AAA`);
  await expect(phone.getByTestId('shared-error')).toHaveText('The link is not valid');
  await visitor.close();
});

test('My Favorites on a phone: the list and its collections', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const list = new ProductListPage(page, 'HOM');
  await signInAtHome(list.site, ACCOUNTS.designer);
  await list.site.open('/my-favorites');
  await expect(list.site.heading).toHaveText('My Favorites');
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page), 'my favorites (phone)').toEqual([]);
});

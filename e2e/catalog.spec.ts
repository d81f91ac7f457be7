import { expect, test } from '@playwright/test';
import { type BrandCode, BrandCodes } from '@portal/contract';
import { signInAsDesigner } from './pages/designer-session';
import { ProductDetailPage } from './pages/product-detail.page';
import { ProductListPage } from './pages/product-list.page';

/** Each brand's main list and where its header search goes (spec 2). */
const SITES: Record<BrandCode, { list: string; search: string }> = {
  HOM: { list: '/productList', search: '/productList/search' },
  CA: { list: '/product/category', search: '/product/search' },
  CA_DEALER: { list: '/product/category', search: '/product/search' },
  ROWE: { list: '/products', search: '/products' },
  JC: { list: '/productList/category', search: '/productList/search' },
  ART: { list: '/shop', search: '/shop' },
  FFD: { list: '/FFDProductList', search: '/FFDSearch' },
};

for (const brand of BrandCodes) {
  const { list: listPath, search: searchPath } = SITES[brand];

  test(`${brand}: search from the header, page, filter by room and category, open a product and reload it`, async ({
    page,
  }) => {
    const list = new ProductListPage(page, brand);
    await list.site.open('/home');
    await list.searchFromHeader('  sofa ');
    expect(list.site.pathname()).toBe(searchPath);
    expect(list.query('keyWord')).toBe('sofa');
    await expect(list.site.heading).toHaveText('Results for “sofa”');
    await expect(list.cards.first()).toBeVisible();

    await list.open(listPath);
    const firstPage = await list.cardNames();
    expect(firstPage).toHaveLength(48);
    await list.goToPage(2);
    expect(await list.cardNames()).not.toEqual(firstPage);
    await page.goBack();
    await list.waitForResults();
    expect(list.query('page')).toBeNull();
    expect(await list.cardNames()).toEqual(firstPage);

    const all = await list.total();
    await list.tickFirst('Room');
    expect(list.query('Room')).toBeTruthy();
    const inRoom = await list.total();
    expect(inRoom).toBeLessThan(all);
    await list.tickFirst('Category');
    expect(list.query(brand === 'FFD' ? 'category' : 'Category')).toBeTruthy();
    expect(list.query('Room')).toBeTruthy();
    expect(await list.total()).toBeLessThanOrEqual(inRoom);

    const name = await list.openProduct(0);
    const detail = new ProductDetailPage(page, brand);
    await detail.expectProduct(name);
    expect(page.url()).toMatch(
      brand === 'HOM' ? /\/productDetail\?sku_number=/ : /\/page\/products\/product-.+\.html$/,
    );
    await expect(detail.loginForPrice).toBeVisible();
    await page.reload();
    await detail.expectProduct(name);
    await expect(detail.loginForPrice).toBeVisible();
  });
}

test('a visitor sees Login to see your price on the cards and no price filter', async ({
  page,
}) => {
  const list = new ProductListPage(page, 'CA');
  await list.open('/product/category/sofas');
  await expect(list.site.heading).toHaveText('Sofas');
  await expect(list.cards.first().getByText('Login to see your price')).toBeVisible();
  await expect(page.getByTestId('product-price')).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Price' })).toHaveCount(0);
});

test('a designer in designer mode sees prices, price sorts and the price filter', async ({
  page,
}) => {
  const list = new ProductListPage(page, 'HOM');
  await list.site.open('/home');
  await signInAsDesigner(page);
  await list.open('/productList?sort=price_desc');
  await expect(list.cards.first().getByTestId('product-price')).toContainText('$');
  await expect(page.getByText('Login to see your price')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');

  const price = page.getByRole('form', { name: 'Price' });
  await price.getByLabel('Price Min').fill('100');
  await price.getByRole('button', { name: 'Apply' }).click();
  await expect(price.getByRole('alert')).toHaveText('Please enter the price range');
  await price.getByLabel('Price Max').fill('500');
  await price.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => list.query('price_max')).toBe('500');
  await list.waitForResults();

  const name = await list.openProduct(0);
  const detail = new ProductDetailPage(page, 'HOM');
  await detail.expectProduct(name);
  await expect(detail.price).toContainText('MSRP');
  await expect(detail.loginForPrice).toHaveCount(0);
});

test('empty results: Nothing found for a search, the spec text for a filtered list', async ({
  page,
}) => {
  const list = new ProductListPage(page, 'HOM');
  await list.open('/productList/search?keyWord=qqqxzzv');
  await expect(list.empty).toHaveText(/Nothing found/);
  await list.open('/productList?Room=outdoor&Category=beds');
  await expect(list.empty).toHaveText(/There are no available items for this query\./);
});

test('an unknown SKU says Product does not exist', async ({ page }) => {
  const detail = new ProductDetailPage(page, 'HOM');
  await detail.open('/productDetail?sku_number=NO-SUCH-SKU');
  await expect(detail.heading).toHaveText('Product does not exist');
});

test('the header product menu opens from the keyboard and its links lead to lists', async ({
  page,
}) => {
  const list = new ProductListPage(page, 'CA');
  await list.site.open('/home');
  const menu = page.getByTestId('product-menu');
  const seating = menu.getByRole('button', { name: 'Seating' });
  await seating.focus();
  await page.keyboard.press('Enter');
  await expect(seating).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(seating).toHaveAttribute('aria-expanded', 'false');
  await expect(seating).toBeFocused();
  await seating.hover();
  await menu.getByRole('link', { name: 'Sofas', exact: true }).click();
  await list.waitForResults();
  expect(list.site.pathname()).toBe('/product/category/sofas');
  await expect(list.site.heading).toHaveText('Sofas');
});

test('ART live search shows results under the field after typing', async ({ page }) => {
  const list = new ProductListPage(page, 'ART');
  await list.site.open('/home');
  const field = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await field.pressSequentially('sofa', { delay: 50 });
  const options = page.getByRole('listbox', { name: 'Products' }).getByRole('option');
  await expect(options.first()).toBeVisible({ timeout: 5000 });
  expect(await options.count()).toBeLessThanOrEqual(10);
  await expect(options.first()).toContainText(/sofa/i);
  await field.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await field.press('Escape');
  await expect(options).toHaveCount(0);
  await field.press('Enter');
  await list.waitForResults();
  expect(list.site.pathname()).toBe('/shop');
  expect(list.query('keyWord')).toBe('sofa');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('filters open in a drawer and a swipe turns the gallery', async ({ page }) => {
    const list = new ProductListPage(page, 'JC');
    await list.open('/productList/category');
    await list.tickFirst('Category');
    expect(list.query('Category')).toBeTruthy();
    await page.getByRole('button', { name: /^Show .* results$/ }).click();
    await list.openProduct(0);
    const detail = new ProductDetailPage(page, 'JC');
    const stage = page.getByTestId('gallery-stage');
    await expect(stage).toHaveAttribute('data-index', '0');
    const box = (await stage.boundingBox())!;
    const swipe = async (from: number, to: number) => {
      const y = box.y + box.height / 2;
      await stage.dispatchEvent('touchstart', {
        touches: [{ identifier: 1, clientX: from, clientY: y }],
      });
      await stage.dispatchEvent('touchend', {
        changedTouches: [{ identifier: 1, clientX: to, clientY: y }],
      });
    };
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.65); // under a quarter
    await expect(stage).toHaveAttribute('data-index', '0');
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.3);
    await expect(stage).toHaveAttribute('data-index', '1');
    await expect(detail.heading).toBeVisible();
  });
});

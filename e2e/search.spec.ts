import { searchProducts } from '@portal/contract';
import { expect, test } from './fixtures';
import { seriousViolations } from './pages/axe-audit';
import { ProductListPage } from './pages/product-list.page';
import { E2E_PORT } from './playwright.config';

// Issue 18's search and list items, on a phone and a desktop: typos find near names with one
// message at a time, ROWE's title keeps the keyword, purchasable products come first.

const FUZZY_NOTE = 'No exact matches: showing the closest names.';

// Two pages and two axe scans a journey on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });
for (const viewport of [
  { width: 360, height: 780 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("HOM: 'chiar' finds chairs under one note; nonsense shows only 'Nothing found'", async ({
      page,
    }) => {
      const list = new ProductListPage(page, 'HOM');
      await list.site.open('/home');
      await list.searchFromHeader('chiar');
      await expect(list.cards.first()).toBeVisible();
      const names = await list.cards.getByRole('heading').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((n) => /chair/i.test(n))).toBe(true);
      await expect(page.getByText(FUZZY_NOTE)).toBeVisible();
      await expect(page.getByText('Nothing found')).toHaveCount(0);
      expect(await seriousViolations(page, { bestPractice: false })).toEqual([]);

      await list.open('/productList/search?keyWord=qxzvwq');
      await expect(list.empty).toContainText('Nothing found');
      await expect(page.getByText(FUZZY_NOTE)).toHaveCount(0);
      expect(await seriousViolations(page, { bestPractice: false })).toEqual([]);
    });

    test('ROWE: the search title keeps the keyword', async ({ page }) => {
      const list = new ProductListPage(page, 'ROWE');
      await list.site.open('/home');
      await list.searchFromHeader('sofa');
      await expect(page).toHaveTitle(/^Products: sofa \|/);
      await expect(list.site.heading).toHaveText('Results for “sofa”');
      expect(await seriousViolations(page, { bestPractice: false })).toEqual([]);
    });
  });
}

test('HOM: in the default order every purchasable product comes before the unavailable ones', async ({
  page,
  request,
}) => {
  // Where the purchasable products end, from the availability counts of the same list.
  const res = await request.post(`http://127.0.0.1:${E2E_PORT}${searchProducts.path}`, {
    headers: { Host: 'hom.localhost' },
    data: {},
  });
  const { facets, total } = (await res.json()).val as {
    total: number;
    facets: { availability: { value: string; count: number }[] };
  };
  const unavailable = facets.availability.find((f) => f.value === 'unavailable')?.count ?? 0;
  const purchasable = total - unavailable;
  expect(unavailable).toBeGreaterThan(0);
  const page0 = Math.floor(purchasable / 48);
  const list = new ProductListPage(page, 'HOM');
  await list.open(page0 ? `/productList?page=${page0 + 1}` : '/productList');
  const cards = list.cards;
  const count = await cards.count();
  const tags: string[] = [];
  for (let i = 0; i < count; i++)
    tags.push((await cards.nth(i).getByTestId('status-tag').allTextContents()).join(''));
  const boundary = purchasable % 48;
  // Before the boundary: in stock or available soon; after it: never either.
  expect(tags.slice(0, boundary).every((t) => /in stock|available soon/i.test(t))).toBe(true);
  expect(tags.slice(boundary).some((t) => /in stock|available soon/i.test(t))).toBe(false);
});

import { expect, test } from './fixtures';
import { ACCOUNTS, signInAtHome } from './pages/account-session';
import { seriousViolations } from './pages/axe-audit';
import { newPhoneContext } from './pages/phone-context';
import { ProductDetailPage } from './pages/product-detail.page';
import { ProductListPage } from './pages/product-list.page';
import { WorkspacePage } from './pages/workspace.page';

test('a designer creates a customer (phone shown 3-3-4), a project, and adds a product from its page', async ({
  page,
}) => {
  test.slow();
  const ws = new WorkspacePage(page);
  await signInAtHome(ws.site, ACCOUNTS.designer, 'mibd_designer');

  const stamp = Date.now().toString(36);
  const last = `Quill${stamp}`;
  await ws.createCustomer({
    first: 'Ivy',
    last,
    email: `ivy.${stamp}@client.test`,
    phone: '1-555-123-4567',
  });
  await expect(ws.field(/^Phone/)).toHaveValue('555-123-4567');
  expect(await seriousViolations(page), 'create customer').toEqual([]);
  await ws.submitCustomer();
  await expect(page).toHaveURL(/\/personalProject\?customer_id=\d+/);
  await expect(page.getByTestId('project-customer')).toHaveText(`Customer: Ivy ${last}`);

  const project = `Living Room ${stamp}`;
  await ws.createProject(`  ${project}  `);
  await expect(ws.projectCards.filter({ hasText: project })).toBeVisible();
  await ws.createProject(project.toUpperCase());
  await expect(page.getByText('Cannot have duplicate project within same customer')).toBeVisible();

  await ws.site.open('/selectCustomer');
  await page.getByLabel('Search customers').fill(last);
  await expect(ws.customerCards).toHaveCount(1);
  await expect(ws.customerCards.getByTestId('customer-phone')).toHaveText('555-123-4567');
  expect(await seriousViolations(page), 'select customer').toEqual([]);

  const list = new ProductListPage(page, 'HOM');
  await list.open('/productList');
  const name = await list.openProduct(0);
  await expect(list.site.heading).toHaveText(name);
  await ws.addToProject(project, last);
  expect(await seriousViolations(page), 'AddProject picker').toEqual([]);
  await page.keyboard.press('Escape');

  // From the list: the card's own Add to project, over its picture.
  await list.open('/productList');
  const card = list.cards.nth(1);
  const other = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: `Add to project: ${other}` }).click();
  await ws.pickProject(project, last, 'Add to project');
  await expect(ws.dialog.getByText('Added to the project')).toBeVisible();
  await page.keyboard.press('Escape');

  await ws.site.open('/personalCenter?type=projects');
  await page.getByRole('link', { name: project }).click();
  await expect(list.site.heading).toHaveText(project);
  await expect(ws.lines).toHaveCount(2);
  await expect(ws.lines.filter({ hasText: name })).toHaveCount(1);
  await expect(ws.lines.filter({ hasText: other })).toHaveCount(1);
  await expect(ws.lines.first().getByTestId('line-price')).toHaveText(/^\$[\d,]+\.\d\d$/);
  expect(await seriousViolations(page), 'project detail').toEqual([]);
});

test('communicate mode on a phone: one customer only, retail prices in the project', async ({
  browser,
}) => {
  test.slow();
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  const ws = new WorkspacePage(page);
  await signInAtHome(ws.site, ACCOUNTS.designer, 'mibd_communicate', {
    presetCustomer: ACCOUNTS.customer,
  });

  await ws.site.open('/selectCustomer');
  await expect(ws.customerCards).toHaveCount(1);
  await expect(ws.customerCards.first()).toContainText('Claire Bennett');
  expect(await seriousViolations(page), 'select customer on a phone').toEqual([]);

  const list = new ProductListPage(page, 'HOM');
  await list.open('/productList');
  const name = await list.openProduct(1);
  const product = new ProductDetailPage(page, 'HOM');
  await expect(product.heading).toHaveText(name);
  // Communicate mode: the retail price only (no trade price on the page).
  const shown = (await product.price.textContent()) ?? '';
  expect(shown).not.toMatch(/Your price/);
  const retail = /\$[\d,]+\.\d\d/.exec(shown)?.[0];
  expect(retail).toBeTruthy();

  // The picker skips SelectCust: the preset customer.
  const project = `Claire ${Date.now().toString(36)}`;
  await ws.addToProject(project);
  expect(await seriousViolations(page), 'AddProject on a phone').toEqual([]);
  await page.keyboard.press('Escape');

  await ws.site.open('/personalCenter?type=projects');
  await page.getByRole('link', { name: project }).click();
  await expect(ws.lines.first()).toContainText(name);
  await expect(ws.lines.first().getByTestId('line-price')).toHaveText(retail!);
  await context.close();
});

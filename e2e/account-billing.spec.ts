import { billingAddressAdd, Limits, CheckoutMessages as M } from '@portal/contract';
import { expect, test } from './fixtures';
import { AccountBillingPage, type BillingAddress } from './pages/account-billing.page';
import { ACCOUNTS, signInAtHome } from './pages/account-session';
import { seriousViolations } from './pages/axe-audit';
import { pageCall } from './pages/cart.page';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const NC: BillingAddress = {
  full_name: 'Whitfield Interiors',
  street: '12 Market St',
  city: 'High Point',
  state: 'NC',
  postal_code: '27260',
};
const NY: BillingAddress = {
  full_name: 'Whitfield Interiors NYC',
  street: '1 Broadway',
  city: 'New York',
  state: 'NY',
  postal_code: '10004',
};

test.describe.configure({ timeout: 180_000 });

test('a designer adds and deletes billing addresses, then applies for net-30 terms and sees it pending', async ({
  page,
}) => {
  const account = new AccountBillingPage(page);
  await page.setViewportSize(DESKTOP);
  await signInAtHome(account.site, ACCOUNTS.designer, 'mibd_designer');

  // Billing addresses: empty, the form's own checks, two added, one deleted by keyboard.
  await account.openBilling();
  await expect(account.field('billing-empty')).toBeVisible();
  await account.field('billing-save').click();
  await expect(account.page.getByText(M.fullName)).toBeVisible();
  await expect(account.field('billing-full_name')).toBeFocused();
  await account.addAddress(NC);
  await account.addAddress(NY);
  await expect(account.field('billing-count')).toHaveText('2 of 10 addresses');
  expect(await seriousViolations(page)).toEqual([]);
  await account.deleteAddress(NC.full_name);
  await expect(account.addresses).toHaveText([/Whitfield Interiors NYC/]);

  // On a phone, after a reload: the server's list; at 10 the limit message and no Add.
  await page.setViewportSize(PHONE);
  await account.openBilling();
  await expect(account.addresses).toHaveCount(1);
  expect(await account.overflows()).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  for (let i = 1; i < Limits.billingAddresses; i++) {
    const added = await pageCall(
      page,
      billingAddressAdd.path,
      { ...NC, street: `${i} Main St` },
      token,
    );
    expect(added.err).toBe(200);
  }
  await account.openBilling();
  await expect(account.field('billing-limit')).toHaveText(M.addressLimit);
  await expect(account.field('billing-add')).toHaveCount(0);

  // Net-30: the form on a phone, its own checks, then the pending application.
  await account.openApplication();
  await expect(account.field('application-empty')).toBeVisible();
  expect(await account.overflows()).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
  await account.field('apply-submit').click();
  await expect(account.field('apply-company_name')).toBeFocused();
  await expect(account.page.getByText(M.applicationEmail)).toBeVisible();
  await account.fillApplication({
    company_name: 'Whitfield Interiors',
    contact_name: 'Dana Whitfield',
    email: 'ap@whitfield.test',
    phone: '336-555-0101',
    requested_limit: '25000',
    bank_reference: 'First Bank of High Point, branch manager J. Doe',
    trade_references: 'Rowe Furniture (terms since 2019); Caracole (net 30)',
  });
  await account.field('apply-submit').click();
  await expect(account.field('application-state')).toHaveText('Pending');
  await expect(account.page.getByText(M.submitted)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The status is the server's: a reload on a desktop shows it, and no second form.
  await page.setViewportSize(DESKTOP);
  await account.openApplication();
  await expect(account.field('application-status')).toHaveAttribute('data-status', 'pending');
  await expect(account.field('application-date')).toContainText('Submitted on');
  await expect(account.field('apply-submit')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

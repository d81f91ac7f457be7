import { addCustomer, changeMode, userLogin } from '@portal/contract';
import { expect, type Page, test } from './fixtures';
import { ACCOUNTS, signInAtHome } from './pages/account-session';
import { seriousViolations } from './pages/axe-audit';
import { BrandSite } from './pages/brand-site.page';
import { Outbox } from './pages/outbox';
import { newPhoneContext } from './pages/phone-context';
import { SubAccountsPage } from './pages/sub-accounts.page';

const PASSWORD = 'Sub-Account-2026!';
/** Signs in through the API from the page's origin and creates a customer of that account. */
async function addCustomerAs(page: Page, username: string, email: string) {
  return page.evaluate(
    async ({ username, password, email, paths }) => {
      const post = async (path: string, body: unknown, token?: string) => {
        const headers: Record<string, string> = { 'Content-Type': 'application/json' };
        if (token) headers['X-Auth-Token'] = token;
        const res = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
        const answer = await res.json();
        if (answer.err !== 200) throw new Error(`${path}: ${answer.errmsg}`);
        return answer.val;
      };
      const { token } = await post(paths.userLogin, { username, password });
      await post(paths.changeMode, { mode: 'mibd_designer' }, token);
      const customer = await post(
        paths.addCustomer,
        { first_name: 'Moved', last_name: 'Client', email, country: 'US' },
        token,
      );
      return customer.id as number;
    },
    {
      username,
      password: PASSWORD,
      email,
      // The calls' paths go in as values: the function runs in the page, not here.
      paths: {
        userLogin: userLogin.path,
        changeMode: changeMode.path,
        addCustomer: addCustomer.path,
      },
    },
  );
}

test('invite a sub-account, activate it from the mail, close it: its customers move to the parent', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const site = new BrandSite(page, 'HOM');
  const team = new SubAccountsPage(page, site);
  await signInAtHome(site, ACCOUNTS.designer, 'mibd_designer');
  await team.open();
  expect(await seriousViolations(page), 'sub-account management').toEqual([]);

  const stamp = Date.now();
  const email = `sub-${stamp}@studio.test`;
  await team.invite(email, 'Sasha', 'Helper');

  // The invited person opens the mail's link in a fresh browser, on a phone.
  const link = await SubAccountsPage.activationLink(new Outbox(request), email, site.origin);
  const fresh = await newPhoneContext(browser);
  const phone = await fresh.newPage();
  await phone.goto(link);
  await expect(phone.getByTestId('page-title')).toHaveText('Activate Your Account');
  await expect(phone.getByText(email)).toBeVisible();
  expect(await seriousViolations(phone), 'activation (phone)').toEqual([]);
  await SubAccountsPage.activate(phone, PASSWORD);
  const customerEmail = `moved-${stamp}@home.test`;
  await addCustomerAs(phone, email, customerEmail);
  await fresh.close();

  await page.reload();
  await expect(team.row(email).getByTestId('sub-account-status')).toHaveText('Activated');
  await expect(team.row(email)).toContainText('1 customer');
  await team.close(email);
  await expect(team.row(email)).toContainText('0 customers');

  // The parent's customers now include the sub-account's (the customer favourites picker).
  await site.open('/favoritesList');
  await page.getByRole('combobox', { name: 'Customer' }).click();
  await expect(page.getByRole('option', { name: 'Moved Client' })).toBeVisible();
});

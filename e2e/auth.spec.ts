import { AuthMessages, logout, Messages, RegistrationMessages } from '@portal/contract';
import { expect, type Page, test } from './fixtures';
import { BrandSite } from './pages/brand-site.page';
import { LoginPage } from './pages/login.page';
import { API_ORIGIN, Outbox } from './pages/outbox';
import { type Applicant, RegisterPage } from './pages/register.page';
import { UserMenu } from './pages/user-menu.page';

const PASSWORD = 'Portal-Demo-2026!';
const DESIGNER = 'designer@demo.test';

const stored = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

async function signInAsDesigner(page: Page, query = '') {
  const login = new LoginPage(page, new BrandSite(page, 'HOM'));
  await login.open(query);
  await login.signIn(DESIGNER, PASSWORD);
  await expect(new UserMenu(page).trigger).toBeVisible();
  return login;
}

test('password login: a wrong password shows the server message, the right one signs in', async ({
  page,
}) => {
  const login = new LoginPage(page, new BrandSite(page, 'HOM'));
  await login.open();
  await login.signIn('  staff@demo.test ', 'not-the-password');
  await expect(login.error).toHaveText(AuthMessages.signInFailed);

  await login.password.fill(PASSWORD);
  await login.submit.click();
  await expect(page).toHaveURL(/\/home\?u=.+/);
  const menu = new UserMenu(page);
  await expect(menu.trigger).toHaveAccessibleName('Account menu of Sterling Price');
  expect(await stored(page, 'token')).toBeTruthy();
  const uid = (await stored(page, 'X-Auth-Uid')) ?? '';
  expect(new URL(page.url()).searchParams.get('u')).toBe(uid.slice(4));
});

test('SMS login with the code read from the outbox', async ({ page, request }) => {
  const site = new BrandSite(page, 'HOM');
  const outbox = new Outbox(request);
  const phone = '17045550102';
  const before = await outbox.newestId(phone);
  const login = new LoginPage(page, site);
  await login.open();
  await login.useSms();
  await login.phone.fill('(704) 555-0102');
  await login.sendCode.click();
  await expect(page.getByText(AuthMessages.codeSent)).toBeVisible();
  await expect(login.sendCode).toBeDisabled();
  await expect(login.sendCode).toHaveText(/Resend in \d+ s/);
  await login.code.fill(await outbox.latestCode(phone, before));
  await login.code.press('Enter');
  await expect(new UserMenu(page).trigger).toHaveAccessibleName('Account menu of Morgan Lee');
});

test('the guard sends a visitor from /cart to login and back after signing in', async ({
  page,
}) => {
  const site = new BrandSite(page, 'HOM');
  await page.goto(`${site.origin}/cart`);
  await expect(page).toHaveURL(`${site.origin}/login?redirect=%2Fcart`);
  const login = new LoginPage(page, site);
  await login.signIn(DESIGNER, PASSWORD);
  await expect(page).toHaveURL(/\/cart\?u=.+/);
  await new UserMenu(page).ensureView('Browsing view');
  // A designer signs in to browsing view, which has no cart (spec 4): the page says so and
  // offers the view choice, back to the cart.
  await expect(site.heading).toHaveText('Shopping Cart');
  await page.getByRole('link', { name: 'Select view mode' }).click();
  await expect(page).toHaveURL(/\/selectMode\?redirect=%2Fcart/);
  // Signed in, /login goes to / (then /home).
  await page.goto(`${site.origin}/login`);
  await expect(page).toHaveURL(/\/home\?u=/);
});

test('mode switch: the quick toggle and the mode screen', async ({ page }) => {
  await signInAsDesigner(page);
  const menu = new UserMenu(page);
  await menu.ensureView('Browsing view');
  await menu.open();
  await expect(menu.item('My Orders')).toHaveCount(0);
  // The view changes in place (issue 18): no reload to wait for.
  await menu.item('Switch to designer view').click();
  await expect(menu.trigger).toBeVisible();
  await menu.open();
  await expect(menu.mode).toHaveText('Designer view');
  await expect(menu.item('My Orders')).toBeVisible();
  expect(await stored(page, 'mode')).toBe('mibd_designer');

  await menu.item('Select view mode').click();
  await expect(page).toHaveURL(/\/selectMode/);
  await page.getByTestId('mode-mibd_safe').click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('mode-mibd_safe')).toContainText('Current');
  // Browsing lists no customers (the server refuses it): the screen says how to reach client mode.
  await expect(page.getByTestId('communicate-hint')).toBeVisible();
  await expect(page).toHaveURL(/\/selectMode/);
  expect(await stored(page, 'mode')).toBe('mibd_safe');
  await menu.open();
  await expect(menu.mode).toHaveText('Browsing view');
});

test('a session ended on the server leads once to signing in again', async ({ page, request }) => {
  const site = new BrandSite(page, 'HOM');
  await signInAsDesigner(page, '?redirect=%2FaccountSettings');
  await expect(site.heading).toHaveText('Account Settings');
  const token = (await stored(page, 'token')) ?? '';
  const ended = await request.post(`${API_ORIGIN}${logout.path}`, {
    headers: { 'X-Auth-Token': token },
  });
  expect((await ended.json()).val).toEqual({ ended: true });

  await page.goto(`${site.origin}/accountSettings?tab=certificate`);
  await expect(page).toHaveURL(/\/login\?redirect=%2FaccountSettings/);
  await expect(page.getByText(Messages.verificationFailed)).toHaveCount(1);
  expect(await stored(page, 'token')).toBeNull();
  expect(await stored(page, 'mode')).toBe('mibd_visitor');

  await new LoginPage(page, site).signIn(DESIGNER, PASSWORD);
  await expect(page).toHaveURL(/\/accountSettings\?tab=certificate&u=/);
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

test('registration wizard end to end with real uploads', async ({ page, request }) => {
  test.setTimeout(90_000);
  const site = new BrandSite(page, 'HOM');
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const applicant: Applicant = {
    business: `Studio ${run}`,
    federalId: `EIN-${run}`,
    postal: '27260',
    email: `applicant-${run}@example.test`,
    first: 'Avery',
    last: 'Stone',
  };
  const wizard = new RegisterPage(page, site);
  await wizard.open();

  await wizard.next.click();
  await expect(page.getByText(RegistrationMessages.required).first()).toBeVisible();
  await wizard.fillBusiness(applicant);
  await wizard.next.click();
  await expect(wizard.stepTitle).toContainText('Step 2 of 4: Documents');

  // Refused in the browser by type; refused by the server by content (a renamed program).
  await wizard.upload('sales-tax', [{ name: 'notes.txt', mimeType: 'text/plain', buffer: PNG }]);
  const salesTax = wizard.fileList('Sales tax certificate');
  await expect(salesTax.getByText(RegistrationMessages.fileType)).toHaveCount(1);
  await wizard.upload('sales-tax', [
    { name: 'setup.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 not a pdf') },
  ]);
  await expect(salesTax.getByText(RegistrationMessages.fileType)).toHaveCount(2);
  for (const name of ['notes.txt', 'setup.pdf']) {
    await salesTax.getByRole('button', { name: `Remove ${name}` }).click();
  }
  await wizard.upload('sales-tax', [
    { name: 'certificate.png', mimeType: 'image/png', buffer: PNG },
    { name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  await wizard.upload('reseller', [
    { name: 'reseller.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  await expect(salesTax.getByText(/Uploaded/)).toHaveCount(2);
  await expect(wizard.fileList('Reseller certificate').getByText(/Uploaded/)).toHaveCount(1);

  await wizard.field(/Certificate number/).fill('1234567890123456');
  await expect(page.getByText(RegistrationMessages.certificateTooLong)).toBeVisible();
  await wizard.fillDocuments('2020-01-01', '2020-12-31');
  await wizard.next.click();
  await expect(page.getByText(RegistrationMessages.certificateExpired)).toBeVisible();
  await wizard.fillDocuments('2026-01-01', `${new Date().getFullYear() + 1}-12-31`);

  // What was entered survives a reload; the files are listed again from the server.
  await page.reload();
  await expect(wizard.stepTitle).toContainText('Step 2 of 4');
  await expect(salesTax.getByText(/Uploaded/)).toHaveCount(2);
  await expect(wizard.field(/Certificate number/)).toHaveValue('CERT-12345');
  await wizard.next.click();
  await expect(wizard.stepTitle).toContainText('Step 3 of 4: Contact');

  const outbox = new Outbox(request);
  await wizard.fillContact(applicant);
  await wizard.sendCode();
  await wizard.field(/Verification code/).fill(await outbox.latestCode(applicant.email));
  await wizard.next.click();
  await expect(wizard.stepTitle).toContainText('Step 4 of 4: Terms');

  await wizard.next.click();
  await expect(page.getByText(RegistrationMessages.signatureRequired).first()).toBeVisible();
  await wizard.fillTerms(`${applicant.first} ${applicant.last}`);
  await wizard.next.click();
  await expect(wizard.thankYou).toContainText(RegistrationMessages.submitted);
  await expect(wizard.thankYou).toContainText(applicant.email);
});

test('account settings: names and phone are edited and kept', async ({ page }) => {
  const site = new BrandSite(page, 'HOM');
  const login = new LoginPage(page, site);
  await login.open('?redirect=%2FaccountSettings');
  await login.signIn('agent@demo.test', PASSWORD);
  await expect(site.heading).toHaveText('Account Settings');

  const first = page.getByLabel('First name');
  await expect(first).toHaveValue('Alicia');
  await first.fill(' ');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(AuthMessages.firstNameRequired)).toBeVisible();

  await first.fill('Alexandra');
  await page.getByLabel('Phone').fill('(704) 555-0177');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await expect(new UserMenu(page).trigger).toHaveAccessibleName('Account menu of Alexandra Moreno');

  await page.reload();
  await expect(first).toHaveValue('Alexandra');
  await expect(page.getByLabel('Phone')).toHaveValue('17045550177');
});

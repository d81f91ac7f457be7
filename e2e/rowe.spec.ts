import { RegistrationMessages, RoweMessages, roweUserInfo } from '@portal/contract';
import { startRoweProvider } from '../apps/api/test/fixtures/oidc-provider';
import { expect, test } from './fixtures';
import { Outbox } from './pages/outbox';
import { RegisterPage } from './pages/register.page';
import { RowePage } from './pages/rowe.page';
import { ROWE_IDP_PORT, ROWE_REDIRECT } from './playwright.config';

/**
 * Rowe single sign-on against a real OpenID provider (node-oidc-provider, started here on the
 * port the e2e server's ROWE_OIDC_ISSUER names). Serial: the tests share the provider and the
 * links they make.
 */
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Portal-Demo-2026!';
let provider: Awaited<ReturnType<typeof startRoweProvider>> | undefined;

test.beforeAll(async () => {
  provider = await startRoweProvider(ROWE_REDIRECT, ROWE_IDP_PORT);
});

// The provider's development screens import a web font: keep the tests off the internet.
test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
});

test.afterAll(async () => {
  await provider?.close();
});

test('Sign in with Rowe: link a trade account once, then straight in', async ({ page }) => {
  const rowe = new RowePage(page);
  await rowe.startSignIn('riley-e2e');
  await expect(rowe.heading).toHaveText('Link your Rowe account');
  await expect(rowe.identity).toContainText('riley-e2e@rowe.test');

  // A wrong password shows the server's message and keeps the form.
  await rowe.linkWithTradeAccount('designer@demo.test', 'not-the-password');
  await expect(rowe.error).toBeVisible();
  await rowe.linkWithTradeAccount('designer@demo.test', PASSWORD);
  await rowe.expectSignedInAs('Dana Whitfield');
  await expect(page).toHaveURL(/\/home\?u=/);

  await rowe.signOut();
  await rowe.startSignIn('riley-e2e');
  await rowe.expectSignedInAs('Dana Whitfield');
  await expect(page).toHaveURL(/\/home\?u=/);
  await expect(page.getByRole('heading', { name: 'Link your Rowe account' })).toHaveCount(0);
});

test('/bindAccount: sign in first, link a Rowe account, then sign in with it', async ({ page }) => {
  const rowe = new RowePage(page);
  await page.goto(`${rowe.site.origin}/bindAccount`);
  await expect(page).toHaveURL(`${rowe.site.origin}/login?redirect=%2FbindAccount`);
  await rowe.login.signIn('assistant@demo.test', PASSWORD);
  await expect(page).toHaveURL(/\/bindAccount\?u=/);

  await rowe.linkButton.click();
  await rowe.passProvider('riley-bind');
  await expect(rowe.heading).toHaveText('Your Rowe account is linked');
  await expect(rowe.identity).toContainText('riley-bind@rowe.test');

  await rowe.signOut();
  await rowe.startSignIn('riley-bind');
  await rowe.expectSignedInAs('Sam Ortiz');
});

test('account settings show the Rowe link and remove it; Rowe sign-in then asks to link again', async ({
  page,
}) => {
  const rowe = new RowePage(page);
  // riley-e2e was linked to the designer by the first test.
  await rowe.startSignIn('riley-e2e');
  await rowe.expectSignedInAs('Dana Whitfield');
  await page.goto(`${rowe.site.origin}/accountSettings`);
  const panel = page.getByTestId('rowe-link');
  await expect(panel).toContainText('Linked to riley-e2e@rowe.test');

  await panel.getByRole('button', { name: 'Unlink Rowe account' }).click();
  await panel.getByRole('button', { name: 'Unlink', exact: true }).click();
  await expect(panel).toContainText('No Rowe account is linked');
  await expect(panel.getByRole('button', { name: 'Link a Rowe account' })).toBeVisible();
  // Kept on reload: the link is gone on the server.
  await page.reload();
  await expect(page.getByTestId('rowe-link')).toContainText('No Rowe account is linked');

  await rowe.signOut();
  await rowe.startSignIn('riley-e2e');
  await expect(rowe.heading).toHaveText('Link your Rowe account');
});

test("attack: an attacker's Rowe login completed in the victim's browser is refused (no state cookie)", async ({
  page,
  browser,
}) => {
  // The attacker, in a browser of their own, signs in at Rowe and keeps the address Rowe sends
  // back (code and state) instead of following it.
  const attackerContext = await browser.newContext();
  const attacker = await attackerContext.newPage();
  await attacker.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
  const rowe = new RowePage(attacker);
  // Its page would finish the sign-in at once: keep that call from reaching the server.
  await attacker.route(`**${roweUserInfo.path}**`, (route) => route.abort());
  await rowe.startSignIn('mallory-e2e');
  const callback = attacker.url();
  await attackerContext.close();
  expect(new URL(callback).pathname).toBe('/validateLogon');
  expect(callback).toContain('state=');

  // The victim, signed in, opens it: no linking form, nothing linked.
  const victim = new RowePage(page);
  await victim.login.open();
  await victim.login.signIn('designer@demo.test', PASSWORD);
  await victim.expectSignedInAs('Dana Whitfield');
  await page.goto(callback);
  await expect(victim.error).toHaveText(RoweMessages.failed);
  await expect(page.getByRole('heading', { name: 'Link your Rowe account' })).toHaveCount(0);
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('Create a trade account from Sign in with Rowe: the application carries the linking code', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const rowe = new RowePage(page);
  await rowe.startSignIn('riley-apply');
  await expect(rowe.heading).toHaveText('Link your Rowe account');
  await page.getByRole('button', { name: 'Create a trade account' }).click();
  await expect(page).toHaveURL(`${rowe.site.origin}/register`);

  const wizard = new RegisterPage(page, rowe.site);
  await expect(wizard.stepTitle).toContainText('Step 1 of 4');
  const run = `${Date.now()}`;
  const applicant = {
    business: `Rowe Applicant Studio ${run}`,
    federalId: `EIN-R${run}`,
    postal: '27260',
    email: 'riley-apply@rowe.test',
    first: 'Riley',
    last: 'Apply',
  };
  await wizard.fillBusiness(applicant);
  await wizard.next.click();
  await expect(wizard.stepTitle).toContainText('Step 2 of 4');
  await wizard.upload('sales-tax', [
    { name: 'certificate.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(wizard.fileList('Sales tax certificate').getByText(/Uploaded/)).toHaveCount(1);
  await wizard.fillDocuments('2026-01-01', `${new Date().getFullYear() + 1}-12-31`);
  await wizard.next.click();
  await expect(wizard.stepTitle).toContainText('Step 3 of 4');
  // Prefilled from the Rowe identity.
  await expect(wizard.field(/^Email/)).toHaveValue(applicant.email);
  await wizard.fillContact(applicant);
  await wizard.sendCode();
  await wizard
    .field(/Verification code/)
    .fill(await new Outbox(request).latestCode(applicant.email));
  await wizard.next.click();
  await expect(wizard.stepTitle).toContainText('Step 4 of 4');
  await wizard.fillTerms(`${applicant.first} ${applicant.last}`);
  await wizard.next.click();
  await expect(wizard.thankYou).toContainText(RegistrationMessages.submitted);
  // The server linked the Rowe identity to the new account (spec 5's RoweLinkingCode).
  await expect(page.getByTestId('rowe-link-note')).toContainText('Your Rowe account is linked');
});

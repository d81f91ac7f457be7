import { expect, test } from './fixtures';
import { ACCOUNTS, signInAtHome } from './pages/account-session';
import { DeadEndsPage } from './pages/dead-ends.page';
import { newPhoneContext } from './pages/phone-context';

/**
 * Issue 34's dead ends, each left by a click to somewhere useful: a bookmarked /projectDetail
 * with no project, Personal Center's Orders and Profile tabs, the footer's Terms of Sale with a
 * contents list used by keyboard (desktop); a customer's /selectMode (phone). Axe on each screen.
 */
test('desktop designer: no project chosen, Personal Center tabs, Terms of Sale by keyboard', async ({
  page,
}) => {
  test.slow(); // four axe scans on a shared machine
  const ends = new DeadEndsPage(page);
  await signInAtHome(ends.site, ACCOUNTS.designer, 'mibd_designer');

  // A bookmark without its id: an empty state, not "Something went wrong | Request false".
  await ends.site.open('/projectDetail');
  await expect(ends.site.heading).toHaveText('No project chosen');
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await ends.expectAccessible('project detail without a project');

  await ends.button('Go to My Projects').click();
  await ends.expectAt('/personalCenter', 'Personal Center');

  // Orders: the newest orders (or none yet) in the tab itself, and the way to the full list.
  await ends.tab('Orders').click();
  await expect(ends.recentOrders).toBeVisible();
  await expect(
    ends.recentOrders
      .getByTestId('recent-order')
      .first()
      .or(page.getByText("You don't have any orders yet")),
  ).toBeVisible();
  await ends.expectAccessible('personal center orders');

  // Profile: who is signed in, with Edit profile.
  await ends.tab('Profile').click();
  await expect(ends.profileSummary).toContainText(ACCOUNTS.designer);
  await ends.expectAccessible('personal center profile');
  await ends.button('Edit profile').click();
  await ends.expectAt('/accountSettings', 'Account Settings');

  // The Terms of Sale have their own page, linked from the footer, dated, with contents.
  await ends.footerLink('Terms of Sale').click();
  await ends.expectAt('/salesTerms', 'Terms of Sale');
  await expect(ends.updated).toContainText(/Last updated: \w+ \d{1,2}, \d{4}/);
  await expect(ends.contents.getByRole('link')).toHaveCount(7);
  await ends.contents.getByRole('link', { name: 'Returns' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => ends.focusedText()).toBe('Returns');
  await expect(page.getByRole('heading', { name: 'Returns' })).toBeInViewport();
  await ends.expectAccessible('terms of sale');
});

test('phone customer: /selectMode explains there is no mode switch and leads home', async ({
  browser,
}) => {
  const context = await newPhoneContext(browser);
  try {
    const ends = new DeadEndsPage(await context.newPage());
    await signInAtHome(ends.site, ACCOUNTS.customer);

    // Was: the customer list call answered 25010 and No Permission sent them back here.
    await ends.site.open('/selectMode');
    await expect(ends.site.heading).toHaveText('Select View Mode');
    await expect(ends.noViewModes).toContainText('Customer accounts have no view modes');
    expect(ends.site.pathname()).toBe('/selectMode');
    await ends.expectAccessible('select mode for a customer');

    await ends.button('Go to home').click();
    await expect.poll(() => ends.site.pathname()).toBe('/home');
    await ends.site.live();
  } finally {
    await context.close();
  }
});

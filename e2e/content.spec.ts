import { AuthMessages, FeedbackMessages, FormMessages, Messages } from '@portal/contract';
import { NOT_CALLS } from '../apps/api/test/fixtures/not-calls';
import { expect, test } from './fixtures';
import { BrandSite } from './pages/brand-site.page';
import { ContactPage, ContentFormPage, SampleRequestPage } from './pages/contact.page';
import { DealerLocatorPage } from './pages/dealer-locator.page';
import { API_ORIGIN, Outbox } from './pages/outbox';

/** Where the content forms are mailed (the API's SERVICE_MAILBOX). */
const SERVICE_MAILBOX = 'service@portal.localhost';

/** What an empty submit shows under each required field (spec 3), by label. */
const CONTACT_REQUIRED = {
  'Full name': FormMessages.fullName,
  Email: AuthMessages.enterEmail,
  'Order number': FormMessages.orderNumber,
  Comments: FormMessages.comments,
};
const SAMPLE_REQUIRED = {
  'Full name': FormMessages.fullName,
  'Item number': FormMessages.itemNumber,
  'Finish name': FormMessages.finishName,
  'Company name': FormMessages.companyName,
  'Full address': FormMessages.address,
  Comments: FormMessages.comments,
};

test('contact form: the spec’s required fields and email check, then a message in the outbox', async ({
  page,
  request,
}) => {
  const contact = new ContactPage(page, 'CA');
  await contact.submitEmpty(CONTACT_REQUIRED, ['Phone']);
  // Focus goes to the first field in error.
  await expect(contact.field('Full name')).toBeFocused();

  await contact.fill({ Email: 'rae@studio' });
  await contact.field('Order number').focus(); // checked on blur
  await expect(contact.errorOf('Email')).toHaveText(AuthMessages.invalidEmail);

  const outbox = new Outbox(request);
  const before = await outbox.newestId(SERVICE_MAILBOX);
  const comments = `The finish on the second chair differs (${Date.now()}).`;
  await contact.fill({
    'Full name': '  Rae Buyer ',
    Phone: '704-555-0100',
    Email: 'rae@studio.test',
    'Order number': 'SO-10042',
    'Company name': 'Rae Studio',
    'Product number': 'CA-SOF-001',
    Comments: comments,
  });
  await expect(contact.errorOf('Email')).toHaveCount(0);
  await contact.submit();
  await expect(contact.submitted).toContainText(Messages.submitted);

  // Other journeys mail the same service mailbox at the same time: find this test's message.
  const mail = (await outbox.list(SERVICE_MAILBOX)).find(
    (m) => m.id > before && m.body.includes(comments),
  );
  expect(mail?.subject).toMatch(/^Contact form #\d+ \(CA\): order SO-10042$/);
  expect(mail?.body).toContain('full_name: Rae Buyer\n');
  expect(mail?.body).toContain(comments);
  // The development mailbox page shows it too.
  const mailbox = await request.get(
    `${API_ORIGIN}${NOT_CALLS.devMailboxPage}?to=${SERVICE_MAILBOX}`,
  );
  expect(await mailbox.text()).toContain(comments);

  // Another message starts from an empty form.
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(contact.field('Full name')).toHaveValue('');
});

test('dealer locator: nearest dealers to a ZIP code first, the search kept in the address', async ({
  page,
}) => {
  const locator = new DealerLocatorPage(page);
  await locator.open();
  await locator.searchZip('abc');
  await expect(page.getByText(FormMessages.unknownZip)).toBeVisible();

  await locator.searchZip('27262');
  await expect(page).toHaveURL(/\/dealerLocator\?zip=27262$/);
  const distances = await locator.distances();
  expect(distances.length).toBeGreaterThan(3);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  expect(distances[0]).toBeLessThan(10);
  expect(await locator.cityOf(0)).toMatch(/^High Point, NC /);

  // A ZIP code across the country puts other showrooms first.
  await locator.searchZip('98101');
  await expect(page).toHaveURL(/zip=98101$/);
  await expect.poll(() => locator.cityOf(0)).toMatch(/^Seattle, WA /);

  // Back returns to the first search; a state lists its showrooms without distances.
  await page.goBack();
  await expect.poll(() => locator.cityOf(0)).toMatch(/^High Point, NC /);
  await locator.open('?state=NC');
  const inState = await locator.names();
  expect(inState.length).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('dealer-distance')).toHaveCount(0);
  await expect(page.getByTestId('dealer-summary')).toHaveText(`${inState.length} dealers in NC`);
});

test('dealer locator is ART’s only: other brands show the 404 screen', async ({ page }) => {
  const site = new BrandSite(page, 'HOM');
  await site.open('/dealerLocator');
  expect(site.pathname()).toBe('/404');
});

test('sample request: every required field named, then the request in the outbox', async ({
  page,
  request,
}) => {
  const sample = new SampleRequestPage(page, 'JC');
  await sample.submitEmpty(SAMPLE_REQUIRED, ['Email']);

  const outbox = new Outbox(request);
  const before = await outbox.newestId(SERVICE_MAILBOX);
  const item = `JC-${Date.now() % 100000}`;
  await sample.fill({
    'Full name': 'Rae Buyer',
    Email: 'rae@studio.test',
    'Item number': item,
    'Finish name': 'Smoked Oak',
    'Company name': 'Rae Studio',
    'Full address': '12 Elm Street, Charlotte, NC 28202',
    Comments: 'Two swatches, please.',
  });
  await sample.submit();
  await expect(sample.submitted).toContainText('Swatches usually arrive');

  await expect
    .poll(
      async () =>
        // Other journeys mail the same service mailbox at the same time: find this item's.
        (await outbox.list(SERVICE_MAILBOX)).find((m) => m.id > before && m.subject.includes(item))
          ?.subject,
    )
    .toMatch(new RegExp(`^Sample request #\\d+ \\(JC\\): ${item} in Smoked Oak$`));
});

test('feedback: rating and topic, then comments, then the stored feedback (kept on reload)', async ({
  page,
}) => {
  const site = new BrandSite(page, 'HOM');
  await site.open('/feedback');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(FeedbackMessages.rating)).toBeVisible();
  await expect(page.getByText(FeedbackMessages.topic)).toBeVisible();

  await page.getByRole('radio', { name: '4 · Very good' }).check();
  // A chip: its input is hidden under the visible label.
  await page.getByText('Delivery', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/feedbackText\?rating=4&topic=Delivery$/);

  const comments = new ContentFormPage(page, 'HOM', {
    path: '/feedbackText',
    heading: 'Feedback',
    submit: 'Submit',
  });
  await comments.submit();
  await expect(comments.errorOf('Your comments')).toHaveText(FeedbackMessages.comments);
  const text = `The delivery team was on time (${Date.now()}).`;
  await comments.fill({ 'Your comments': text });
  await comments.submit();

  await expect(page).toHaveURL(/\/feedbackDetail\?ref=/);
  await expect(page.getByTestId('form-submitted')).toHaveText(Messages.submitted);
  await expect(page.getByTestId('feedback-comments')).toHaveText(text);
  await expect(page.getByText('4/5 · Very good')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('feedback-comments')).toHaveText(text);
});

test('magazines: issues with covers, each opening its PDF', async ({ page }) => {
  const site = new BrandSite(page, 'CA');
  await site.open('/magazines');
  const issues = page.getByTestId('publication');
  await expect(issues.first()).toBeVisible();
  const cover = issues.first().locator('img').first();
  await expect(cover).toHaveJSProperty('complete', true);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const pdfLink = issues.first().getByRole('link', { name: /PDF, opens in a new tab/ });
  await expect(pdfLink).toHaveAttribute('target', '_blank');
  const href = await pdfLink.getAttribute('href');
  expect(href).toBeTruthy();
  // Fetched as the page would open it (on the brand's own origin).
  const pdf = await page.evaluate(async (url) => {
    const answer = await fetch(url);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    return {
      status: answer.status,
      type: answer.headers.get('content-type') ?? '',
      head: String.fromCharCode(...bytes.subarray(0, 5)),
    };
  }, href!);
  expect(pdf.status).toBe(200);
  expect(pdf.type).toContain('application/pdf');
  expect(pdf.head).toBe('%PDF-');
});

test('footer dialogs: About closes on Escape with the focus back on its button; Contact carries the name and email to the contact form', async ({
  page,
}) => {
  const site = new BrandSite(page, 'CA');
  await site.open('/home');
  const about = page.getByRole('button', { name: 'About Caracole' });
  await about.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'About Caracole' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(about).toBeFocused();

  await page.getByRole('button', { name: 'Contact', exact: true }).click();
  const contact = page.getByRole('dialog', { name: 'Contact' });
  await expect(contact).toBeVisible();
  await contact.getByRole('textbox', { name: 'First name' }).fill('Rae');
  await contact.getByRole('textbox', { name: 'Last name' }).fill('Buyer');
  await contact.getByRole('textbox', { name: 'Email address' }).fill('rae@studio.test');
  await contact.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/contactUs\?/);
  const form = new ContactPage(page, 'CA');
  await expect(form.field('Full name')).toHaveValue('Rae Buyer');
  await expect(form.field('Email')).toHaveValue('rae@studio.test');
  // Once the dialog's closing has ended (200 ms), the reader is still at the form: the footer's
  // Contact button, which opened the dialog on the last page, does not take the focus (and the
  // page with it) down to the footer.
  await page.waitForTimeout(400);
  await expect(page.getByRole('button', { name: 'Contact', exact: true })).not.toBeFocused();
  await expect(form.field('Full name')).toBeInViewport();
});

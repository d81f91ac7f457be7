import { AuthMessages, DealerApplicationMessages, RegistrationMessages } from '@portal/contract';
import { expect, test } from './fixtures';
import { seriousViolations } from './pages/axe-audit';
import { BrandSite } from './pages/brand-site.page';
import {
  DealerApplicationPage,
  deliveredSubjects,
  runAdminCommand,
} from './pages/dealer-application.page';
import { Outbox } from './pages/outbox';
import { newPhoneContext } from './pages/phone-context';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

// Issue 34: Request Access on the dealer site was the contact form (order number required). A
// dealer applies in the browser; staff approve with `npm run admin` while this server runs; the
// set-password mail goes out through the server's relay.
test('a dealer applies through Request Access and is approved with the admin command while the server runs', async ({
  page,
  browser,
  request,
}) => {
  // Two runs of the admin command (a process each, tsx-loaded) on a busy machine.
  test.setTimeout(180_000);
  const email = `dealer-${Date.now()}@showroom.test`;
  const site = new BrandSite(page, 'CA_DEALER');
  const form = new DealerApplicationPage(page, site);
  await site.open('/home');
  await form.openFromHeader();

  // Nothing typed: the server's messages beside the fields, focus on the first.
  await form.submit.click();
  await expect(form.field(/^Company/)).toBeFocused();
  await expect(form.error(AuthMessages.enterEmail)).toBeVisible();
  await expect(form.error(DealerApplicationMessages.certificateRequired)).toBeVisible();
  await expect(form.error(RegistrationMessages.datesRequired)).toBeVisible();

  await form.fill({
    company: 'Piedmont Showroom Co.',
    contact: 'Imani Carter',
    email,
    phone: '3365550177',
    territory: 'North Carolina, Virginia',
    street: '401 Furniture Ave',
    city: 'High Point',
    state: 'North Carolina',
    zip: '27260',
    certificate: 'NC-RS-2207',
    validFrom: '2025-01-01',
    validTo: `${new Date().getFullYear() + 1}-12-31`,
  });
  await expect(form.field(/^Phone/)).toHaveValue('336-555-0177');
  await form.upload({ name: 'resale-certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
  expect(await seriousViolations(page)).toEqual([]);

  // By keyboard: Enter in the last field sends the application.
  await page.getByLabel('Valid to').press('Enter');
  await expect(form.confirmation).toContainText(DealerApplicationMessages.submitted);
  const outbox = new Outbox(request);
  await expect
    .poll(async () => (await outbox.list(email)).map((m) => m.subject))
    .toContain('We received your dealer application');

  // Staff, beside the running server (before issue 34: "database folder in use").
  const pending = await runAdminCommand(['pending']);
  expect(pending.out).toContain(email);
  const approved = await runAdminCommand(['approve', email]);
  expect([approved.code, approved.out]).toEqual([
    0,
    expect.stringContaining('dealer application approved'),
  ]);
  const activation = (await outbox.list(email)).find(
    (m) => m.subject === 'Activate your trade account',
  );
  expect(activation?.body).toMatch(new RegExp(`${site.origin}/setPassword\\?token=`));
  await expect.poll(() => deliveredSubjects(email)).toContain('Activate your trade account');

  // The same screen on a phone: fits the width, passes axe, takes typing.
  const phone = await newPhoneContext(browser);
  const small = await phone.newPage();
  const phoneSite = new BrandSite(small, 'CA_DEALER');
  await phoneSite.open('/requestAccess');
  const phoneForm = new DealerApplicationPage(small, phoneSite);
  await phoneForm.field(/^Company/).pressSequentially('Coastal Living');
  await expect(phoneForm.field(/^Company/)).toHaveValue('Coastal Living');
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(small)).toEqual([]);
  await phone.close();
});

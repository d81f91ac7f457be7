import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import type { BrandSite } from './brand-site.page';

const root = path.resolve(import.meta.dirname, '../..');

export interface DealerApplicant {
  company: string;
  contact: string;
  email: string;
  phone: string;
  territory: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  certificate: string;
  validFrom: string;
  validTo: string;
}

/** Request Access on the dealer site: the dealer application and its confirmation. */
export class DealerApplicationPage {
  constructor(
    readonly page: Page,
    readonly site: BrandSite,
  ) {}

  /** From any page of the dealer site, through the header's Request Access. */
  async openFromHeader() {
    await this.page.getByRole('banner').getByRole('link', { name: 'Request Access' }).click();
    await expect(this.site.heading).toHaveText(/Request Access/i);
  }

  field(label: string | RegExp) {
    return this.page.getByRole('textbox', { name: label });
  }

  error(text: string) {
    return this.page.getByRole('main').getByText(text, { exact: true });
  }

  get submit() {
    return this.page.getByRole('button', { name: 'Submit Application' });
  }

  async fill(a: DealerApplicant) {
    await this.field(/^Company/).fill(a.company);
    await this.field(/^Contact person/).fill(a.contact);
    await this.field(/^Email/).fill(a.email);
    await this.field(/^Phone/).pressSequentially(a.phone);
    await this.field(/^Territory/).fill(a.territory);
    await this.field(/^Street/).fill(a.street);
    await this.field(/^City/).fill(a.city);
    await this.page.getByRole('combobox', { name: /^State/ }).click();
    await this.page.getByRole('option', { name: a.state, exact: true }).click();
    await this.field(/^ZIP code/).fill(a.zip);
    await this.field(/^Certificate number/).fill(a.certificate);
    await this.page.getByLabel('Valid from').fill(a.validFrom);
    await this.page.getByLabel('Valid to').fill(a.validTo);
  }

  /** Chooses the certificate through the file chooser; waits until it is uploaded. */
  async upload(file: { name: string; mimeType: string; buffer: Buffer }) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: 'Choose files' }).click();
    await (await chooser).setFiles([file]);
    const list = this.page.getByRole('list', { name: 'Certificate file files' });
    await expect(list.getByText(/Uploaded$/)).toBeVisible();
  }

  get confirmation() {
    return this.page.getByTestId('dealer-application-sent');
  }
}

/** `npm run admin -- <args>` against the e2e server's folder, as staff would run it beside it. */
export const runAdminCommand = (args: string[]) =>
  new Promise<{ code: number | null; out: string }>((resolve, reject) => {
    const cli = path.join(root, 'apps/api/src/cli/admin.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '' },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });

/** Subjects of the mail the server's relay delivered to `to` (DATA_DIR/outbox, development). */
export const deliveredSubjects = async (to: string) => {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await fs.readFile(path.join(dir, f), 'utf8'))),
  );
  return mails
    .filter((m: { to: string }) => m.to === to)
    .map((m: { subject: string }) => m.subject);
};

import { expect, type Locator, type Page } from '@playwright/test';
import { BrandSite } from './brand-site.page';

/** The designer's workspace screens: customers, projects and the AddProject picker. */
export class WorkspacePage {
  readonly site: BrandSite;

  constructor(readonly page: Page) {
    this.site = new BrandSite(page, 'HOM');
  }

  field(label: string | RegExp): Locator {
    return this.page.getByRole('form', { name: 'Customer' }).getByLabel(label);
  }

  async createCustomer(c: { first: string; last: string; email: string; phone: string }) {
    await this.site.open('/createCustomer');
    await this.field(/^First name/).fill(c.first);
    await this.field(/^Last name/).fill(c.last);
    await this.field(/^Email/).fill(c.email);
    // Typed key by key, as a person would: the field formats as it goes.
    await this.field(/^Phone/).pressSequentially(c.phone);
  }

  async submitCustomer() {
    await this.page.getByRole('button', { name: 'Create customer' }).click();
  }

  get customerCards(): Locator {
    return this.page.getByTestId('customer-card');
  }

  get projectCards(): Locator {
    return this.page.getByTestId('project-card');
  }

  async createProject(name: string) {
    const form = this.page.getByRole('form', { name: 'New project' });
    await form.getByLabel('New project name').fill(name);
    await form.getByRole('button', { name: 'Create' }).click();
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** From a product page: the picker, customer (unless preset), project, add. */
  async addToProject(project: string, customer?: string) {
    await this.page.getByTestId('add-to-project').click();
    await this.pickProject(project, customer, 'Add to project');
    await expect(this.dialog.getByText('Added to the project')).toBeVisible();
  }

  /** The open AddProject picker: customer (unless preset), the project (made if missing), go. */
  async pickProject(project: string, customer: string | undefined, action: string) {
    await expect(this.dialog).toBeVisible();
    if (customer) {
      await this.dialog.getByLabel('Search customers').fill(customer);
      await this.dialog.getByRole('listitem').filter({ hasText: customer }).click();
    }
    const existing = this.dialog.getByRole('radio', { name: new RegExp(`^${project} \\(`) });
    await expect(this.dialog.getByText('Loading projects')).toHaveCount(0);
    if (await existing.count()) await existing.check();
    else {
      const form = this.dialog.getByRole('form', { name: 'New project' });
      await form.getByLabel('New project name').fill(project);
      await form.getByRole('button', { name: 'Create' }).click();
    }
    await expect(existing).toBeChecked();
    await this.dialog.getByRole('button', { name: action }).click();
  }

  get lines(): Locator {
    return this.page.getByTestId('project-line');
  }
}

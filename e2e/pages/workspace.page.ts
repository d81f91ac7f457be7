import { expect, type Locator, type Page } from '@playwright/test';
import type { Mode } from '@portal/contract';
import { BrandSite } from './brand-site.page';
import { DESIGNER } from './designer-session';

interface Envelope<T> {
  err: number;
  errmsg: string;
  val: T;
}

/**
 * Signs the demo designer in through the API from the page's origin, in `mode` (communicate
 * mode presets the demo customer), and stores the session as src/lib/session.ts does.
 */
export async function signInDesignerAs(page: Page, mode: Mode): Promise<void> {
  const session = await page.evaluate(
    async ({ credentials, mode }) => {
      const post = async <T>(path: string, body: unknown, token?: string) => {
        const headers: Record<string, string> = { 'Content-Type': 'application/json' };
        if (token) headers['X-Auth-Token'] = token;
        const res = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
        const answer = (await res.json()) as Envelope<T>;
        if (answer.err !== 200) throw new Error(`${path}: ${answer.errmsg}`);
        return answer.val;
      };
      const login = await post<{ token: string; user_first_name: string; user_last_name: string }>(
        '/mibd/login/user_login',
        { ...credentials, login_type: '1', obtain: '1' },
      );
      let customer: number | undefined;
      if (mode === 'mibd_communicate') {
        await post('/mibd/common/change_mode', { mode: 'mibd_designer' }, login.token);
        const list = await post<{ list: { id: number; email: string }[] }>(
          '/mibd/customerFavourite/customer_list',
          {},
          login.token,
        );
        customer = list.list.find((c) => c.email === 'client@demo.test')?.id;
      }
      const roles = await post<{ Role: string[]; mode: string; customer_id: number | null }>(
        '/mibd/common/change_mode',
        { mode, customer_id: customer },
        login.token,
      );
      const values: Record<string, string> = {
        token: login.token,
        mode: roles.mode,
        role: JSON.stringify(roles.Role),
        getRoleTime: String(Date.now()),
        username: credentials.username,
        userFirstName: login.user_first_name,
        userLastName: login.user_last_name,
        userEmail: credentials.username,
        ...(roles.customer_id ? { customer_id: String(roles.customer_id) } : {}),
      };
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      return { token: login.token, mode: roles.mode };
    },
    { credentials: DESIGNER, mode },
  );
  const url = new URL(page.url()).origin;
  const expires = Math.floor(Date.now() / 1000) + 30 * 86400;
  await page.context().addCookies(
    [
      { name: 'X-Auth-Token', value: session.token },
      { name: 'X-Auth-Mode', value: session.mode },
    ].map((c) => ({ ...c, url, expires, sameSite: 'Lax' as const })),
  );
}

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

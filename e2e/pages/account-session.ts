import type { Page } from '@playwright/test';
import { changeMode, customerList, type Mode, userLogin, userRole } from '@portal/contract';
import type { BrandSite } from './brand-site.page';

/** The one password of every demo account of the seed (apps/api/src/db/demo-accounts.ts). */
export const DEMO_PASSWORD = 'Portal-Demo-2026!';

/** Demo accounts of the seed, one password for all. */
export const ACCOUNTS = {
  designer: 'designer@demo.test',
  customer: 'client@demo.test',
  dealer: 'dealer@demo.test',
} as const;

export interface SignInOptions {
  /** In communicate mode: the email of the designer's customer the session presets. */
  presetCustomer?: string;
}

interface Envelope<T> {
  err: number;
  errmsg: string;
  val: T;
}

/**
 * Signs a demo account in through the API from the page's own origin (Chromium resolves
 * *.localhost; Node does not) and stores the session the way src/lib/session.ts does: the spec's
 * values in localStorage and the X-Auth-* cookies. With `mode` the session changes to it
 * (designers and dealers); without, it keeps the mode the login gave (a customer's
 * mibd_customer).
 */
export async function signInAs(
  page: Page,
  username: string,
  mode?: Mode,
  options: SignInOptions = {},
): Promise<void> {
  const session = await page.evaluate(
    async ({ username, password, mode, presetCustomer, paths }) => {
      const call = async <T>(path: string, body?: unknown, token?: string) => {
        const headers: Record<string, string> = { 'Content-Type': 'application/json' };
        if (token) headers['X-Auth-Token'] = token;
        const res = await fetch(path, {
          method: body === undefined ? 'GET' : 'POST',
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const envelope = (await res.json()) as Envelope<T>;
        if (envelope.err !== 200) throw new Error(`${path}: ${envelope.errmsg}`);
        return envelope.val;
      };
      const login = await call<{
        token: string;
        user_first_name: string;
        user_last_name: string;
        user_email?: string;
      }>(paths.userLogin, { username, password, login_type: '1', obtain: '1' });
      // Communicate mode names one of the designer's customers, found in designer mode.
      let customer: number | undefined;
      if (presetCustomer) {
        await call(paths.changeMode, { mode: 'mibd_designer' }, login.token);
        const list = await call<{ list: { id: number; email: string }[] }>(
          paths.customerList,
          {},
          login.token,
        );
        customer = list.list.find((c) => c.email === presetCustomer)?.id;
      }
      type Roles = { Role: string[]; mode: string; customer_id?: number | null };
      const roles = mode
        ? await call<Roles>(paths.changeMode, { mode, customer_id: customer }, login.token)
        : await call<Roles>(paths.userRole, undefined, login.token);
      const values: Record<string, string> = {
        token: login.token,
        mode: roles.mode,
        role: JSON.stringify(roles.Role),
        getRoleTime: String(Date.now()),
        username: `${login.user_first_name} ${login.user_last_name}`,
        userFirstName: login.user_first_name,
        userLastName: login.user_last_name,
        userEmail: login.user_email ?? username,
        ...(roles.customer_id ? { customer_id: String(roles.customer_id) } : {}),
      };
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      return { token: login.token, mode: roles.mode };
    },
    {
      username,
      password: DEMO_PASSWORD,
      mode,
      presetCustomer: options.presetCustomer,
      // The calls' paths go in as values: the function runs in the page, not here.
      paths: {
        userLogin: userLogin.path,
        changeMode: changeMode.path,
        customerList: customerList.path,
        userRole: userRole.path,
      },
    },
  );
  // The cookies the brand sites share (js-cookie in session.ts: path /, lax, 30 days).
  const url = new URL(page.url()).origin;
  const expires = Math.floor(Date.now() / 1000) + 30 * 86400;
  await page.context().addCookies(
    [
      { name: 'X-Auth-Token', value: session.token },
      { name: 'X-Auth-Mode', value: session.mode },
    ].map((c) => ({ ...c, url, expires, sameSite: 'Lax' as const })),
  );
}

/**
 * Opens the brand's home page and signs `username` in from there (the calls need the brand's
 * origin): the first steps of every signed-in journey.
 */
export async function signInAtHome(
  site: BrandSite,
  username: string,
  mode?: Mode,
  options?: SignInOptions,
): Promise<void> {
  await site.open('/home');
  await signInAs(site.page, username, mode, options);
}

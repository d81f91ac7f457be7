import type { Page } from '@playwright/test';
import type { Mode } from '@portal/contract';
import { DESIGNER } from './designer-session';

/** Demo accounts of the seed (apps/api/src/db/demo-accounts.ts), one password for all. */
export const ACCOUNTS = {
  designer: DESIGNER.username,
  customer: 'client@demo.test',
  dealer: 'dealer@demo.test',
} as const;

interface Envelope<T> {
  err: number;
  errmsg: string;
  val: T;
}

/**
 * Signs a demo account in through the API from the page's origin and stores the session the
 * way src/lib/session.ts does. With `mode` the session changes to it (designers and dealers);
 * without, it keeps the mode the login gave (a customer's mibd_customer).
 */
export async function signInAs(page: Page, username: string, mode?: Mode): Promise<void> {
  const session = await page.evaluate(
    async ({ username, password, mode }) => {
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
      const login = await call<{ token: string; user_first_name: string; user_last_name: string }>(
        '/mibd/login/user_login',
        { username, password, login_type: '1', obtain: '1' },
      );
      const roles = mode
        ? await call<{ Role: string[]; mode: string }>(
            '/mibd/common/change_mode',
            { mode },
            login.token,
          )
        : await call<{ Role: string[]; mode: string }>(
            '/mibd/common/user_role',
            undefined,
            login.token,
          );
      const values: Record<string, string> = {
        token: login.token,
        mode: roles.mode,
        role: JSON.stringify(roles.Role),
        getRoleTime: String(Date.now()),
        username: `${login.user_first_name} ${login.user_last_name}`,
        userFirstName: login.user_first_name,
        userLastName: login.user_last_name,
        userEmail: username,
      };
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      return { token: login.token, mode: roles.mode };
    },
    { username, password: DESIGNER.password, mode },
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

import type { Page } from '@playwright/test';

export const DESIGNER = { username: 'designer@demo.test', password: 'Portal-Demo-2026!' };

interface Envelope<T> {
  err: number;
  errmsg: string;
  val: T;
}

/**
 * Signs the demo designer in through the API from the page's own origin (Chromium resolves
 * *.localhost; Node does not), switches to designer mode, and stores the session the way
 * src/lib/session.ts does: the spec's values in localStorage and the X-Auth-* cookies.
 */
export async function signInAsDesigner(page: Page): Promise<void> {
  const session = await page.evaluate(async (credentials) => {
    const post = async <T>(path: string, body: unknown, token?: string): Promise<Envelope<T>> => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (token) headers['X-Auth-Token'] = token;
      const res = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
      return res.json();
    };
    const login = await post<{
      token: string;
      user_first_name: string;
      user_last_name: string;
      user_email: string;
    }>('/mibd/login/user_login', { ...credentials, login_type: '1', obtain: '1' });
    if (login.err !== 200) throw new Error(`login failed: ${login.errmsg}`);
    const { token } = login.val;
    const mode = await post<{ Role: string[]; mode: string }>(
      '/mibd/common/change_mode',
      { mode: 'mibd_designer' },
      token,
    );
    if (mode.err !== 200) throw new Error(`change_mode failed: ${mode.errmsg}`);
    const values: Record<string, string> = {
      token,
      mode: mode.val.mode,
      role: JSON.stringify(mode.val.Role),
      getRoleTime: String(Date.now()),
      username: credentials.username,
      userFirstName: login.val.user_first_name,
      userLastName: login.val.user_last_name,
      userEmail: login.val.user_email,
    };
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    return { token, mode: mode.val.mode };
  }, DESIGNER);
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

import { AuthCookies, ErrorCode, getHealthz, logout, userLogin, userRole } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, PASSWORD } from '../fixtures/accounts-fixture';
import { useTestApp } from '../fixtures/use-test-app';

/**
 * /healthz is what a load balancer and the deploy scripts ask: it answers whether the process and
 * its database are up, whatever session token or cookie a caller (or a browser) sends with it.
 */
const t = useTestApp({ withBuilds: false, accounts: true });

const health = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: getHealthz.path,
    headers: { host: 'hom.localhost', ...headers },
  });

describe('health whatever token or cookie comes with it', () => {
  it('attack: a garbage token makes /healthz answer 22007', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: userLogin.path,
      headers: { host: 'hom.localhost' },
      payload: { username: ACCOUNTS.designer, password: PASSWORD },
    });
    const ended = login.json().val.token as string;
    await t.app.inject({
      method: 'POST',
      url: logout.path,
      headers: { host: 'hom.localhost', 'x-auth-token': ended },
    });
    const cases: Record<string, string>[] = [
      { 'x-auth-token': 'garbage' },
      { 'x-auth-token': 'x'.repeat(43) },
      { 'x-auth-token': ended },
      { cookie: `${AuthCookies.token}=garbage` },
      // A cookie whose escape does not decode.
      { cookie: `${AuthCookies.token}=%E0%A4%A` },
      { cookie: `${AuthCookies.token}=${ended}; other=1` },
    ];
    for (const headers of cases) {
      const res = await health(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      const body = res.json();
      expect(body.err, JSON.stringify(headers)).toBe(ErrorCode.OK);
      expect(body.val.status).toBe('ok');
    }
  });

  it('still makes other calls fail on a garbage token (the session-expired flow)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: userRole.path,
      headers: { host: 'hom.localhost', 'x-auth-token': 'garbage' },
    });
    expect(res.json().err).toBe(ErrorCode.SESSION_INVALID);
  });
});

import { AuthMessages, ErrorCode, ffdLogin, userLogin } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixtures/use-test-app';
import { CompaniesRepository } from '../modules/identity/companies.repository';
import { hashPassword } from '../modules/identity/secrets';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';

const t = useTestApp();

const login = async (username: string, host = 'hom.localhost', url: string = userLogin.path) =>
  (
    await t.app.inject({
      method: 'POST',
      url,
      headers: { host },
      payload: url.includes('mibdol')
        ? { email: username, password: DEMO_PASSWORD }
        : { username, password: DEMO_PASSWORD },
    })
  ).json();

describe('demo accounts', () => {
  it('refuses to run in production unless asked', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(seedDemoAccounts(t.testDb.db)).rejects.toThrow(/production/);
    } finally {
      process.env.NODE_ENV = before;
    }
  });

  it('creates approved accounts of every type that can sign in, once', async () => {
    expect(await seedDemoAccounts(t.testDb.db)).toBe(DEMO_ACCOUNTS.length);
    expect(await seedDemoAccounts(t.testDb.db)).toBe(0);
    const types = new Set(DEMO_ACCOUNTS.map((a) => a.type));
    expect([...types].sort()).toEqual([
      'client_agent',
      'customer',
      'dealer',
      'designer',
      'ffd',
      'staff',
      'sub_account',
    ]);
    for (const a of DEMO_ACCOUNTS) {
      const res =
        a.type === 'ffd'
          ? await login(a.email, 'ffd.localhost', ffdLogin.path)
          : await login(a.email, a.type === 'dealer' ? 'ca-dealer.localhost' : 'hom.localhost');
      // A phone-only account has no password: any password is answered as a wrong one.
      if ('phoneOnly' in a) expect(res.errmsg, a.email).toBe(AuthMessages.signInFailed);
      else expect(res.err, `${a.email}: ${res.errmsg}`).toBe(ErrorCode.OK);
    }
  });
});

describe('reviewing a trade application', () => {
  it('approval activates the company and its waiting users; rejection blocks sign-in', async () => {
    const db = t.testDb.db;
    const company = (
      await db.query<{ id: number }>(
        `INSERT INTO companies (name) VALUES ('New Studio') RETURNING id`,
      )
    ).rows[0]!.id;
    await db.query(
      `INSERT INTO users (company_id, account_type, email, first_name, last_name, password_hash, status)
       VALUES ($1, 'designer', 'applicant@new.test', 'Ada', 'Applicant', $2, 'pending')`,
      [company, await hashPassword(DEMO_PASSWORD)],
    );
    expect((await login('applicant@new.test')).errmsg).toBe(AuthMessages.pendingReview);
    const repo = new CompaniesRepository(db);
    expect(await repo.review('applicant@new.test', 'active')).toEqual({
      company: 'New Studio',
      users: [{ email: 'applicant@new.test', first_name: 'Ada' }],
    });
    expect((await login('applicant@new.test')).err).toBe(ErrorCode.OK);
    await repo.review('applicant@new.test', 'rejected');
    expect((await login('applicant@new.test')).errmsg).toBe(AuthMessages.notActivated);
    expect(await repo.review('nobody@new.test', 'active')).toBeNull();
  });
});

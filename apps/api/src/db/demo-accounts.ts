import { hashPassword } from '../modules/identity/secrets';
import type { Database } from './database';

/** One password for every demo account; it meets the spec's policy. Listed in the README. */
export const DEMO_PASSWORD = 'Portal-Demo-2026!';

export const DEMO_ACCOUNTS = [
  {
    email: 'designer@demo.test',
    type: 'designer',
    first: 'Dana',
    last: 'Whitfield',
    phone: '17045550101',
    company: 'Whitfield Interiors',
  },
  {
    email: 'assistant@demo.test',
    type: 'sub_account',
    first: 'Sam',
    last: 'Ortiz',
    parent: 'designer@demo.test',
    company: 'Whitfield Interiors',
  },
  {
    email: 'client@demo.test',
    type: 'customer',
    first: 'Claire',
    last: 'Bennett',
    parent: 'designer@demo.test',
  },
  {
    email: 'dealer@demo.test',
    type: 'dealer',
    first: 'Derek',
    last: 'Hale',
    company: 'Hale Home Furnishings',
    kind: 'dealer',
  },
  {
    email: 'agent@demo.test',
    type: 'client_agent',
    first: 'Alicia',
    last: 'Moreno',
    company: 'Portal Client Services',
    kind: 'internal',
  },
  {
    email: 'staff@demo.test',
    type: 'staff',
    first: 'Sterling',
    last: 'Price',
    company: 'Portal Client Services',
    kind: 'internal',
  },
  { email: 'shopper@demo.test', type: 'ffd', first: 'Fran', last: 'Deal' },
  {
    email: 'sms@demo.test',
    type: 'designer',
    first: 'Morgan',
    last: 'Lee',
    phone: '17045550102',
    phoneOnly: true,
    company: 'Lee Design Studio',
  },
] as const;

/**
 * Approved accounts of every type, for trying the portal. Demo data only: refused with
 * NODE_ENV=production unless allowProduction is set.
 */
export const seedDemoAccounts = async (db: Database, opts: { allowProduction?: boolean } = {}) => {
  if (process.env.NODE_ENV === 'production' && !opts.allowProduction) {
    throw new Error(
      'Refusing to create demo accounts with NODE_ENV=production (set ALLOW_DEMO_SEED=true to insist).',
    );
  }
  const existing = await db.query<{ n: string }>('SELECT count(*) AS n FROM users');
  if (Number(existing.rows[0]?.n) > 0) return 0;
  const hash = await hashPassword(DEMO_PASSWORD);
  const companies = new Map<string, number>();
  const users = new Map<string, number>();
  for (const a of DEMO_ACCOUNTS) {
    let companyId: number | null = null;
    if ('company' in a) {
      companyId = companies.get(a.company) ?? null;
      if (!companyId) {
        const kind = 'kind' in a ? a.kind : 'designer';
        const { rows } = await db.query<{ id: number }>(
          `INSERT INTO companies (name, kind, status, city, state, country, reviewed_at)
           VALUES ($1, $2, 'active', 'High Point', 'NC', 'US', now()) RETURNING id`,
          [a.company, kind],
        );
        companyId = rows[0]!.id;
        companies.set(a.company, companyId);
      }
    }
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (company_id, parent_user_id, account_type, email, phone, first_name, last_name,
         password_hash, status, phone_registered, agent_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'active', $9, $10) RETURNING id`,
      [
        companyId,
        'parent' in a ? (users.get(a.parent) ?? null) : null,
        a.type,
        a.email,
        'phone' in a ? a.phone : null,
        a.first,
        a.last,
        'phoneOnly' in a ? null : hash,
        'phoneOnly' in a,
        a.type === 'client_agent' ? 'CA-1001' : null,
      ],
    );
    users.set(a.email, rows[0]!.id);
  }
  return DEMO_ACCOUNTS.length;
};

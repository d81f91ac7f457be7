import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../modules/identity/secrets';
import type { Database } from './database';
import * as schema from './schema';

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
  const [existing] = await db.orm.select({ n: count() }).from(schema.users);
  if ((existing?.n ?? 0) > 0) return 0;
  const hash = await hashPassword(DEMO_PASSWORD);
  const companies = new Map<string, number>();
  const users = new Map<string, number>();
  for (const a of DEMO_ACCOUNTS) {
    let companyId: number | null = null;
    if ('company' in a) {
      companyId = companies.get(a.company) ?? null;
      if (!companyId) {
        const kind = 'kind' in a ? a.kind : 'designer';
        const [company] = await db.orm
          .insert(schema.companies)
          .values({
            name: a.company,
            kind,
            status: 'active',
            city: 'High Point',
            state: 'NC',
            country: 'US',
            reviewed_at: sql`now()`,
          })
          .returning({ id: schema.companies.id });
        companyId = company!.id;
        companies.set(a.company, companyId);
      }
    }
    const [user] = await db.orm
      .insert(schema.users)
      .values({
        company_id: companyId,
        parent_user_id: 'parent' in a ? (users.get(a.parent) ?? null) : null,
        account_type: a.type,
        email: a.email,
        phone: 'phone' in a ? a.phone : null,
        first_name: a.first,
        last_name: a.last,
        password_hash: 'phoneOnly' in a ? null : hash,
        status: 'active',
        phone_registered: 'phoneOnly' in a,
        agent_code: a.type === 'client_agent' ? 'CA-1001' : null,
      })
      .returning({ id: schema.users.id });
    users.set(a.email, user!.id);
  }
  // Checkout (issue 14, decision 022): the demo designer's company holds a valid resale
  // certificate for NC (ordering needs one), and one demo coupon exists.
  const whitfield = companies.get('Whitfield Interiors');
  if (whitfield)
    await db.orm.insert(schema.certificates).values({
      company_id: whitfield,
      kind: 'reseller',
      registration_state: 'NC',
      certificate_number: 'NC-DEMO-1',
      valid_from: sql`current_date - 30`,
      valid_to: sql`current_date + 365`,
    });
  await db.orm
    .insert(schema.coupons)
    .values({ code: 'WELCOME10', description: '10% off an order', percent_off: '10' })
    .onConflictDoNothing();
  return DEMO_ACCOUNTS.length;
};

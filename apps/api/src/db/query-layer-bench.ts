// What the typed query layer costs on our hottest queries (decision 018): the sign-in lookup
// (users LEFT JOIN companies by email or phone) and the per-request session lookup, each as the
// raw SQL the repositories used before, as the Drizzle builder the repositories use now, as a
// prepared Drizzle statement, and as a typed `sql` template through orm.execute.
//
//   npx tsx apps/api/src/db/query-layer-bench.ts                      # PGlite (in memory)
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     npx tsx apps/api/src/db/query-layer-bench.ts                    # PostgreSQL
//
// Rounds interleave the variants so load from other processes falls on all of them alike.
import { eq, or, sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/test-database';
import { SessionsRepository, sessionByHash } from '../modules/identity/sessions.repository';
import {
  selectUserWithCompany,
  type UserRow,
  UsersRepository,
} from '../modules/identity/users.repository';
import { lower } from './expressions';
import { companies, users } from './schema';

const USERS = 2_000;
const ROUNDS = Number(process.env.ROUNDS ?? 15);
const PER_ROUND = Number(process.env.PER_ROUND ?? 200);

const t = await createTestDatabase();
const { db } = t;
const kind = db.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';

await db.exec(`
  INSERT INTO companies (name, status) SELECT 'Company ' || i, 'active' FROM generate_series(1, 200) i;
  INSERT INTO users (company_id, account_type, email, phone, first_name, last_name, password_hash)
    SELECT 1 + i % 200, 'designer', 'user' || i || '@bench.test', '1704555' || lpad(i::text, 4, '0'),
      'First', 'Last', 'x' FROM generate_series(1, ${USERS}) i;
  INSERT INTO sessions (token_hash, user_id, mode, expires_at)
    SELECT 'hash-' || id, id, 'mibd_safe', now() + interval '1 day' FROM users;
  ANALYZE;`);

const usersRepo = new UsersRepository(db);
const sessionsRepo = new SessionsRepository(db);
const email = (i: number) => `USER${1 + (i % USERS)}@bench.test`;

const OLD_FIND_BY_LOGIN = `SELECT u.*, c.status AS company_status, c.kind AS company_kind
  FROM users u LEFT JOIN companies c ON c.id = u.company_id
  WHERE lower(u.email) = lower($1) OR u.phone = $2 LIMIT 1`;

const OLD_FIND_SESSION = `SELECT s.id, s.user_id, s.mode, s.customer_id, s.created_at, s.last_seen_at, s.expires_at,
    s.ended_at, s.end_reason,
    EXISTS (SELECT 1 FROM users c WHERE c.id = s.customer_id AND c.account_type = 'customer'
      AND c.parent_user_id IN (SELECT s.user_id UNION
        SELECT p.parent_user_id FROM users p WHERE p.id = s.user_id AND p.account_type = 'sub_account')
    ) AS customer_owned
  FROM sessions s WHERE s.token_hash = $1`;

const userWithCompany = () => selectUserWithCompany(db.orm);

const builderQuery = (identifier: string) =>
  userWithCompany()
    .where(or(eq(lower(users.email), lower(identifier)), eq(users.phone, identifier)))
    .limit(1);

const prepared = userWithCompany()
  .where(
    or(
      eq(lower(users.email), sql`lower(${sql.placeholder('login')})`),
      eq(users.phone, sql.placeholder('phone')),
    ),
  )
  .limit(1)
  .prepare('bench_find_by_login');

const variants: Record<string, (i: number) => Promise<unknown>> = {
  'login: raw db.query': (i) => db.query<UserRow>(OLD_FIND_BY_LOGIN, [email(i), email(i)]),
  'login: Drizzle builder (repository)': (i) => usersRepo.findByLogin(email(i)),
  'login: Drizzle prepared': (i) => prepared.execute({ login: email(i), phone: email(i) }),
  'login: typed sql via orm.execute': (i) =>
    db.orm.execute<UserRow>(sql`SELECT u.*, c.status AS company_status, c.kind AS company_kind
      FROM ${users} u LEFT JOIN ${companies} c ON c.id = u.company_id
      WHERE lower(u.email) = lower(${email(i)}) OR u.phone = ${email(i)} LIMIT 1`),
  'login: builder only, no query (toSQL)': async (i) => builderQuery(email(i)).toSQL(),
  'session: raw db.query': (i) => db.query(OLD_FIND_SESSION, [`hash-${1 + (i % USERS)}`]),
  'session: Drizzle builder, built per call': (i) =>
    sessionByHash(db.orm, `hash-${1 + (i % USERS)}`),
  'session: Drizzle prepared (repository)': (i) =>
    sessionsRepo.findByHash(`hash-${1 + (i % USERS)}`),
};

// Same answers first: the comparison is between equal work.
const raw = (await db.query<UserRow>(OLD_FIND_BY_LOGIN, [email(7), email(7)])).rows[0];
const built = await usersRepo.findByLogin(email(7));
if (JSON.stringify(raw) !== JSON.stringify(built)) throw new Error('findByLogin answers differ');

const samples = new Map<string, number[]>(Object.keys(variants).map((k) => [k, []]));
for (const run of Object.values(variants)) for (let i = 0; i < 100; i++) await run(i); // warm-up
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, run] of Object.entries(variants)) {
    const list = samples.get(name)!;
    for (let i = 0; i < PER_ROUND; i++) {
      const started = performance.now();
      await run(round * PER_ROUND + i);
      list.push(performance.now() - started);
    }
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
console.log(
  `${kind}, ${USERS} users, ${ROUNDS * PER_ROUND} calls per variant (µs per call: median, p95)`,
);
for (const [name, list] of samples) {
  const sorted = [...list].sort((a, b) => a - b);
  const us = (ms: number) => (ms * 1000).toFixed(0).padStart(6);
  console.log(`${name.padEnd(40)} ${us(quantile(sorted, 0.5))} ${us(quantile(sorted, 0.95))}`);
}
await t.cleanup();

import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { freshPostgres, median, percentile, root, startServer } from './util.mjs';

// Issue 13 part A: a designer with 2,000 customers, 10,000 projects and 50,000 project lines.
// Customer search, project list and project detail at 20 concurrent clients, on PostgreSQL
// (target p99 <= 30 ms) and PGlite (within 3x). Figures only.
const PASSWORD = 'Portal-Demo-2026!';
const DESIGNER = 'designer@demo.test';
const CLIENTS = 20;
const CALLS = Number(process.env.BENCH_WORKSPACE_CALLS ?? 400);

/** The workspace of one designer, in SQL both databases accept. */
const FILL = [
  `INSERT INTO users (account_type, email, first_name, last_name, parent_user_id, status)
   SELECT 'customer', 'bench-c' || g || '@bench.test',
          (ARRAY['Ava','Ben','Cora','Dean','Ella','Finn','Gia','Hugo'])[1 + g % 8], 'Client' || g,
          (SELECT id FROM users WHERE email = '${DESIGNER}'), 'active'
     FROM generate_series(1, 2000) g`,
  `INSERT INTO customer_profiles (user_id, phone, city, state, postal)
   SELECT id, (5550000000 + id)::text, 'Charlotte', 'NC', '28202'
     FROM users WHERE email LIKE 'bench-c%@bench.test'`,
  `INSERT INTO projects (owner_user_id, customer_id, name, updated_at)
   SELECT u.parent_user_id, u.id, 'Room ' || k, now() - (u.id * 5 + k || ' minutes')::interval
     FROM users u CROSS JOIN generate_series(1, 5) k WHERE u.email LIKE 'bench-c%@bench.test'`,
  `INSERT INTO project_lines (project_id, sku_number, buy_number)
   SELECT p.id, pr.sku_number, 1 + k
     FROM projects p CROSS JOIN generate_series(0, 4) k
     JOIN (SELECT sku_number, row_number() OVER (ORDER BY sku_number) - 1 AS rn FROM products) pr
       ON pr.rn = (p.id * 5 + k * 97) % (SELECT count(*) FROM products)
    WHERE p.owner_user_id = (SELECT id FROM users WHERE email = '${DESIGNER}')`,
  'ANALYZE users',
  'ANALYZE customer_profiles',
  'ANALYZE projects',
  'ANALYZE project_lines',
];

const post = async (port, url, body, token) => {
  const headers = { 'content-type': 'application/json', host: 'hom.localhost' };
  if (token) headers['x-auth-token'] = token;
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  if (answer.err !== 200) throw new Error(`${url}: ${answer.errmsg}`);
  return answer.val;
};

/** `total` calls of `run`, `clients` at a time; each client's first call warms up, not counted. */
const concurrent = async (run, clients, total) => {
  const times = [];
  let left = total + clients;
  let i = 0;
  const worker = async (n) => {
    while (left-- > 0) {
      const started = performance.now();
      await run(i++);
      if (n++ >= 1) times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: clients }, () => worker(0)));
  return times;
};

const measure = async (label, databaseUrl) => {
  const port = 8399;
  const dataDir = path.join(root, `.tmp/bench-workspace-${label}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const env = {
    DATABASE_URL: databaseUrl,
    SEED_PRODUCTS: '2000',
  };
  // First start: migrations and the demo seed. Then the workspace is filled in SQL: on
  // PostgreSQL beside the server, on PGlite with the server stopped (one process per folder).
  let server = await startServer({ port, dataDir, env });
  const filled = performance.now();
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (const statement of FILL) await client.query(statement);
    await client.end();
  } else {
    await server.stop();
    const db = await PGlite.create({
      dataDir: path.join(dataDir, 'pglite'),
      extensions: { pg_trgm },
    });
    for (const statement of FILL) await db.query(statement);
    await db.close();
    server = await startServer({ port, dataDir, env });
  }
  console.log(
    `${label}: workspace filled in ${((performance.now() - filled) / 1000).toFixed(1)} s`,
  );
  try {
    const login = await post(port, '/mibd/login/user_login', {
      username: DESIGNER,
      password: PASSWORD,
      login_type: '1',
      obtain: '1',
    });
    const token = login.token;
    await post(port, '/mibd/common/change_mode', { mode: 'mibd_designer' }, token);
    const first = await post(port, '/mibd/projectDetail/index/list', { limit: 100 }, token);
    const counts = await post(port, '/mibd/personalProject/customerList', { limit: 1 }, token);
    const ids = first.list.map((p) => p.ID);
    const keywords = ['lient12', 'ava', 'Finn Client3', '55500017', 'bench-c19', 'zzz'];
    const cases = [
      [
        'customer search (substring)',
        (i) =>
          post(port, '/mibd/personalProject/customerList', { keyword: keywords[i % 6] }, token),
      ],
      [
        'project list (newest 20, with count)',
        (i) => post(port, '/mibd/projectDetail/index/list', { page: 1 + (i % 5) }, token),
      ],
      [
        "customer's projects",
        (i) =>
          post(
            port,
            '/mibd/customerFavourite/customer_project_list',
            { customer_id: first.list[i % first.list.length].customer_id },
            token,
          ),
      ],
      [
        'project detail (5 lines, prices by role)',
        (i) =>
          post(
            port,
            '/mibd/projectDetail/index/detail',
            { project_id: ids[i % ids.length] },
            token,
          ),
      ],
    ];
    console.log(`${label}: ${counts.total} customers, ${first.total} projects`);
    for (const [name, run] of cases) {
      const times = await concurrent(run, CLIENTS, CALLS);
      console.log(
        `${label} ${name}: p50 ${median(times).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms (${times.length} calls, ${CLIENTS} concurrent)`,
      );
    }
  } finally {
    await server.stop();
  }
};

export const benchWorkspace = async () => {
  await measure('postgres', await freshPostgres('portal_bench_workspace'));
  await measure('pglite', '');
};

import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import {
  apiCaller,
  DEMO_DESIGNER,
  designerToken,
  freshPostgres,
  postLoad,
  root,
  startFilledServer,
} from './util.mjs';

/** Call paths: the contract's descriptors (TypeScript, read through tsx). */
const { projectList, customerSearch, customerProjectList, projectDetail } = await tsImport(
  '@portal/contract',
  import.meta.url,
);

// Issue 13 part A: a designer with 2,000 customers, 10,000 projects and 50,000 project lines.
// Customer search, project list and project detail at 20 concurrent clients, on PostgreSQL
// (target p99 <= 30 ms) and PGlite (within 3x). Figures only.
const CLIENTS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** The workspace of one designer, in SQL both databases accept. */
const FILL = [
  `INSERT INTO users (account_type, email, first_name, last_name, parent_user_id, status)
   SELECT 'customer', 'bench-c' || g || '@bench.test',
          (ARRAY['Ava','Ben','Cora','Dean','Ella','Finn','Gia','Hugo'])[1 + g % 8], 'Client' || g,
          (SELECT id FROM users WHERE email = '${DEMO_DESIGNER}'), 'active'
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
    WHERE p.owner_user_id = (SELECT id FROM users WHERE email = '${DEMO_DESIGNER}')`,
  // The state autovacuum leaves a filled workspace in (statistics, and the visibility map that
  // lets index-only scans skip the rows), without waiting a minute for it.
  'VACUUM ANALYZE users',
  'VACUUM ANALYZE customer_profiles',
  'VACUUM ANALYZE projects',
  'VACUUM ANALYZE project_lines',
];

const measure = async (label, databaseUrl) => {
  const port = 8399;
  // Migrations and the demo seed, then the workspace filled in SQL.
  const { server, fillMs } = await startFilledServer({
    port,
    dataDir: path.join(root, `.tmp/bench-workspace-${label}`),
    databaseUrl,
    products: 2000,
    statements: FILL,
  });
  console.log(`${label}: workspace filled in ${(fillMs / 1000).toFixed(1)} s`);
  const call = apiCaller(port);
  try {
    const token = await designerToken(call);
    const first = await call(projectList.path, { limit: 100 }, token);
    const counts = await call(customerSearch.path, { limit: 1 }, token);
    const ids = first.list.map((p) => p.ID);
    const keywords = ['lient12', 'ava', 'Finn Client3', '55500017', 'bench-c19', 'zzz'];
    const cases = [
      ['customer search (substring)', customerSearch.path, (i) => ({ keyword: keywords[i % 6] })],
      ['project list (newest 20, with count)', projectList.path, (i) => ({ page: 1 + (i % 5) })],
      [
        "customer's projects",
        customerProjectList.path,
        (i) => ({ customer_id: first.list[i % first.list.length].customer_id }),
      ],
      [
        'project detail (5 lines, prices by role)',
        projectDetail.path,
        (i) => ({ project_id: ids[i % ids.length] }),
      ],
    ];
    console.log(`${label}: ${counts.total} customers, ${first.total} projects`);
    for (const [name, url, bodyOf] of cases) {
      const r = await postLoad({
        port,
        url,
        token,
        bodyOf,
        connections: CLIENTS,
        seconds: SECONDS,
      });
      const load = os.loadavg()[0].toFixed(1);
      console.log(
        `${label} ${name}: p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.perSecond} calls/s (${r.calls} calls, ${CLIENTS} concurrent, ${r.refused} refused, load average ${load})`,
      );
    }
  } finally {
    await server.stop();
  }
};

/** BENCH_DB=postgres or pglite measures one database only (both by default). */
export const benchWorkspace = async () => {
  const only = process.env.BENCH_DB;
  if (only !== 'pglite') await measure('postgres', await freshPostgres('portal_bench_workspace'));
  if (only !== 'postgres') await measure('pglite', '');
};

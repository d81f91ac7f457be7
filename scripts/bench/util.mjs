import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

/** Call paths: the contract's descriptors (TypeScript, read through tsx). */
const { getHealthz, userLogin, changeMode } = await tsImport('@portal/contract', import.meta.url);

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SLUGS = ['hom', 'ca', 'ca-dealer', 'rowe', 'jc', 'art', 'ffd'];
/** The PostgreSQL server benches make their databases on. */
export const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** An empty database `name` on the bench's PostgreSQL server (dropped first); its URL. */
export const freshPostgres = async (name) => {
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  return url.toString();
};

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

/** Starts the real server (as `npm start` runs it) and resolves once /healthz answers 200. */
export const startServer = async ({ port, dataDir, env = {} }) => {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      // BENCH_PROFILE_DIR=/tmp/x writes a CPU profile of each server the bench starts.
      ...(process.env.BENCH_PROFILE_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
        : []),
      '--import',
      'tsx',
      path.join(root, 'apps/api/src/server.ts'),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ALLOW_DEMO_SEED: 'true',
        // Production refuses to start without these (issue 11): mail off, links to local hosts.
        MAIL_OFF: 'true',
        BRAND_ORIGINS: SLUGS.map(
          (s) => `${s.toUpperCase().replace('-', '_')}=http://${s}.localhost:${port}`,
        ).join(','),
        // fetch() cannot set Host: the benches call by address, which production serves only as
        // a configured host (an unknown Host answers 421).
        BRAND_HOSTS: '127.0.0.1=HOM',
        ...env,
      },
    },
  );
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}${getHealthz.path}`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = performance.now() - started;
  return {
    child,
    readyMs,
    rssMiB: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
};

/** The demo seed's designer (every bench that signs in uses this account or its password). */
export const DEMO_DESIGNER = 'designer@demo.test';
export const DEMO_PASSWORD = 'Portal-Demo-2026!';

/**
 * A JSON caller of the server on `port` as the brand at `host`: `call(url, body, token)` answers
 * the envelope's `val` and throws with the URL and `errmsg` on any other `err` than 200.
 */
export const apiCaller =
  (port, host = 'hom.localhost') =>
  async (url, body, token) => {
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host,
        ...(token ? { 'x-auth-token': token } : {}),
      },
      body: JSON.stringify(body),
    });
    const answer = await res.json();
    if (answer.err !== 200) throw new Error(`${url}: ${answer.errmsg}`);
    return answer.val;
  };

/** Signs `username` in with the demo password and switches to designer mode; the session token. */
export const designerToken = async (call, username = DEMO_DESIGNER) => {
  const { token } = await call(userLogin.path, {
    username,
    password: DEMO_PASSWORD,
    login_type: '1',
    obtain: '1',
  });
  await call(changeMode.path, { mode: 'mibd_designer' }, token);
  return token;
};

/**
 * `total` calls of `run(i)` (i counts every call), `clients` at a time; each client's first call
 * warms up and is not counted. The times in milliseconds.
 */
export const concurrent = async (run, clients, total) => {
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

/**
 * Runs `statements` in order on the bench's database: PostgreSQL at `databaseUrl` when set, else
 * the PGlite folder in `dataDir` (its server must be stopped: one process per folder).
 */
export const runSql = async (databaseUrl, dataDir, statements) => {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (const statement of statements) await client.query(statement);
    await client.end();
    return;
  }
  const db = await PGlite.create({
    dataDir: path.join(dataDir, 'pglite'),
    extensions: { pg_trgm },
  });
  for (const statement of statements) await db.query(statement);
  await db.close();
};

/**
 * The server on a fresh `dataDir` whose first start seeded the demo accounts and `products`
 * products, with `statements` then run on its database: on PostgreSQL beside the server, on PGlite
 * with the server stopped (one process per folder). The running server and the fill's time.
 */
export const startFilledServer = async ({ port, dataDir, databaseUrl, products, statements }) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const env = { DATABASE_URL: databaseUrl, SEED_PRODUCTS: String(products) };
  let server = await startServer({ port, dataDir, env });
  const started = performance.now();
  if (!databaseUrl) await server.stop();
  await runSql(databaseUrl, dataDir, statements);
  if (!databaseUrl) server = await startServer({ port, dataDir, env });
  return { server, fillMs: performance.now() - started };
};

/**
 * The folder of the storefront builds a page bench measures (STOREFRONT_DIST, else this repo's),
 * or null, after saying which of `slugs` have no build there.
 */
export const storefrontBuilds = (slugs) => {
  const dist = process.env.STOREFRONT_DIST ?? path.join(root, 'apps/storefront/dist');
  const missing = slugs.filter((slug) => !fs.existsSync(path.join(dist, slug, 'index.html')));
  if (!missing.length) return dist;
  console.log(`(no build of ${missing.join(', ')} in ${dist}: run "npm run build" first)`);
  return null;
};

/**
 * `connections` clients POSTing to `url` on the server at `port` for `seconds` (after a 2 s warm-up
 * not counted), the n-th request's JSON body `bodyOf(n)`, signed in with `token`. autocannon, the
 * client the search and cart benches use: a fetch() client in this process took as much CPU per
 * call as the server it measured, on the same two cores. Latency in ms, requests per second, and
 * the answers that were not `err: 200`.
 */
export const postLoad = async ({ port, url, token, bodyOf, connections, seconds }) => {
  let n = 0;
  let refused = 0;
  const run = (duration) =>
    new Promise((resolve, reject) =>
      autocannon(
        {
          url: `http://127.0.0.1:${port}${url}`,
          method: 'POST',
          connections,
          duration,
          headers: {
            'content-type': 'application/json',
            host: 'hom.localhost',
            ...(token ? { 'x-auth-token': token } : {}),
          },
          requests: [
            {
              setupRequest: (req) => ({ ...req, body: JSON.stringify(bodyOf(n++)) }),
              onResponse: (status, body) => {
                if (status !== 200 || JSON.parse(body).err !== 200) refused++;
              },
            },
          ],
        },
        (err, result) => (err ? reject(err) : resolve(result)),
      ),
    );
  await run(2);
  refused = 0;
  const result = await run(seconds);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    perSecond: Math.round(result.requests.average),
    calls: result.requests.total,
    refused,
  };
};

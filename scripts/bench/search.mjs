import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { PG_ADMIN, root, startServer, storefrontBuilds } from './util.mjs';

/** Call paths: the contract's descriptors (TypeScript, read through tsx). */
const { searchProducts, productList } = await tsImport('@portal/contract', import.meta.url);

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 15);

const seed = (env) => {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/db/seed/cli.ts', '--products', String(PRODUCTS), '--reset'],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } },
  );
  if (run.status !== 0) throw new Error('seed failed');
};

/** A PostgreSQL database and a PGlite folder with PRODUCTS products, made once and reused. */
const prepare = async () => {
  const pgliteDir = path.join(root, `.tmp/bench-${PRODUCTS}`);
  const marker = path.join(pgliteDir, 'seeded');
  if (!fs.existsSync(marker)) {
    console.log(`(seeding ${PRODUCTS} products into PGlite; not timed)`);
    seed({ DATA_DIR: pgliteDir, DATABASE_URL: '' });
    fs.writeFileSync(marker, String(PRODUCTS));
  }
  const dbName = `portal_bench_${PRODUCTS}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]))
    .rowCount;
  if (!exists) await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(PG_ADMIN);
  url.pathname = `/${dbName}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const count = await client
    .query('SELECT count(*)::int AS n FROM products')
    .then((r) => r.rows[0].n)
    .catch(() => 0);
  await client.end();
  if (count < PRODUCTS) {
    console.log(`(seeding ${PRODUCTS} products into PostgreSQL; not timed)`);
    seed({ DATA_DIR: pgliteDir, DATABASE_URL: url.toString() });
  }
  return { pgliteDir, pgUrl: url.toString() };
};

const post = async (port, url, body) => {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'hom.localhost' },
    body: JSON.stringify(body),
  });
  return (await res.json()).val;
};

const cannon = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: 50, duration: DURATION, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  );

/** autocannon POSTing JSON to `url` on the HOM brand; `opts` adds or overrides (body, requests). */
const postCannon = (port, url, opts) =>
  cannon({
    url: `http://127.0.0.1:${port}${url}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'hom.localhost' },
    ...opts,
  });

/** autocannon `requests` whose n-th request (n from 0) carries `bodyOf(n)` as JSON. */
const bodiesOf = (bodyOf) => {
  let n = 0;
  return [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(bodyOf(n++)) }) }];
};

/** The server answers with SQL until its search index is built (decision 025): wait for it. */
const waitForIndex = async (port) => {
  const started = performance.now();
  while (performance.now() - started < 600_000) {
    const res = await fetch(`http://127.0.0.1:${port}${searchProducts.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'hom.localhost' },
      body: '{}',
    });
    await res.arrayBuffer();
    const state = res.headers.get('x-search-index');
    if (state !== 'building') return state === 'ready' ? performance.now() - started : null;
    await new Promise((r) => setTimeout(r, 250));
  }
  return null;
};

/** Renames a product in PostgreSQL and times until a search for the new name finds it. */
const updateVisibility = async (port, url) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const word = `zq${Date.now().toString(36)}`;
  try {
    const { rows } = await client.query(
      `SELECT id, name FROM products WHERE status = '1' ORDER BY id DESC LIMIT 1`,
    );
    const { id, name } = rows[0];
    const t0 = performance.now();
    await client.query('UPDATE products SET name = $1 WHERE id = $2', [`${name} ${word}`, id]);
    let ms = null;
    while (performance.now() - t0 < 5_000) {
      const found = await post(port, searchProducts.path, { keyWord: word });
      if (found.total === 1) {
        ms = performance.now() - t0;
        break;
      }
    }
    await client.query('UPDATE products SET name = $1 WHERE id = $2', [name, id]);
    return ms ?? Number.POSITIVE_INFINITY;
  } finally {
    await client.end();
  }
};

const measure = async (label, env) => {
  const port = 8392;
  const server = await startServer({
    port,
    dataDir: env.DATA_DIR,
    env: {
      ...env,
      SEED_ON_EMPTY: 'false',
    },
  });
  try {
    const indexMs = await waitForIndex(port);
    // A realistic query: a keyword and the two largest facets of its result.
    const probe = await post(port, searchProducts.path, { keyWord: 'sofa' });
    const room = probe.facets.Room[0]?.value;
    const category = probe.facets.Category[0]?.value;
    const body = JSON.stringify({ keyWord: 'sofa', Room: [room], Category: [category] });
    const skus = (await post(port, searchProducts.path, { sort: 'newest' })).list.map(
      (p) => p.sku_number,
    );
    // Warm-up, then measure.
    await postCannon(port, searchProducts.path, { body, duration: 3 });
    const search = await postCannon(port, searchProducts.path, { body });
    // Varied queries: a different keyword/sort/page combination on almost every request, so the
    // page cache rarely helps (the cost of the search statement itself).
    const words = [
      'sofa',
      'chair',
      'table',
      'bed',
      'walnut',
      'oak',
      'velvet',
      'linen',
      'brass',
      'lamp',
      'mirror',
      'desk',
      'bench',
      'cabinet',
      'leather',
      'marble',
      'dining',
      'console',
      'ottoman',
      'chest',
    ];
    const sorts = ['relevance', 'newest', 'name'];
    const varied = await postCannon(port, searchProducts.path, {
      requests: bodiesOf((k) => {
        const n = k + 1;
        return {
          keyWord: words[n % words.length],
          sort: sorts[Math.floor(n / words.length) % 3],
          current_page: 1 + Math.floor(n / 60),
        };
      }),
    });
    // One uncached search at a time: the cost of the statement itself, without queueing.
    const single = [];
    for (let k = 0; k < 60; k++) {
      const body = {
        keyWord: words[k % words.length],
        sort: sorts[k % 3],
        current_page: 5_000 + k, // pages no other measurement asked for (never cached)
      };
      const t0 = performance.now();
      await post(port, searchProducts.path, body);
      single.push(performance.now() - t0);
    }
    single.sort((a, b) => a - b);
    const pct = (q) =>
      single[Math.min(single.length - 1, Math.floor(q * single.length))].toFixed(0);
    const detail = await postCannon(port, productList.path, {
      requests: bodiesOf((i) => ({ sku_number: skus[i % skus.length] })),
    });
    // A visitor's list page as a phone gets it: the page, its first page of results and the
    // screen prerendered by the storefront's server build (decision 014). Needs the HOM build.
    const listPage = !storefrontBuilds(['hom'])
      ? null
      : await cannon({
          url: `http://127.0.0.1:${port}/productList?Room=${encodeURIComponent(room)}`,
          headers: {
            host: 'hom.localhost',
            'user-agent': 'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Mobile Safari/537.36',
          },
        });
    const visibleMs = env.DATABASE_URL ? await updateVisibility(port, env.DATABASE_URL) : null;
    const rss = server.rssMiB();
    console.log(
      `${label.padEnd(10)} search (keyword + 2 filters, 50 clients): p50 ${search.latency.p50} ms, p99 ${search.latency.p99} ms, ${Math.round(search.requests.average)} req/s, errors ${search.errors + search.non2xx}` +
        ` | varied (uncached) searches: p50 ${varied.latency.p50} ms, p99 ${varied.latency.p99} ms, ${Math.round(varied.requests.average)} req/s` +
        ` | one uncached search at a time: p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms` +
        ` | detail: ${Math.round(detail.requests.average)} req/s, p99 ${detail.latency.p99} ms` +
        (listPage
          ? ` | prerendered list page: ${Math.round(listPage.requests.average)} pages/s, p99 ${listPage.latency.p99} ms, errors ${listPage.errors + listPage.non2xx}`
          : ' | prerendered list page: no HOM build') +
        ` | RSS ${rss.toFixed(0)} MiB` +
        ` | index ready ${indexMs === null ? 'never (SQL)' : `after ${(indexMs / 1000).toFixed(1)} s`}` +
        (visibleMs === null
          ? ''
          : ` | product update searchable after ${visibleMs.toFixed(0)} ms`) +
        ` | load ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')} (${os.cpus().length} cores)`,
    );
  } finally {
    await server.stop();
  }
};

/** Issue 4 figures: search p99 (target <= 50 ms on PostgreSQL) and detail req/s (>= 2,000). */
export const benchSearch = async () => {
  const { pgliteDir, pgUrl } = await prepare();
  console.log(`catalogue: ${PRODUCTS} products; ${DURATION} s per measurement`);
  // BENCH_DB=postgres or pglite measures one database only (both by default).
  const only = process.env.BENCH_DB;
  if (only !== 'pglite') await measure('postgres', { DATA_DIR: pgliteDir, DATABASE_URL: pgUrl });
  if (only !== 'postgres') await measure('pglite', { DATA_DIR: pgliteDir, DATABASE_URL: '' });
};

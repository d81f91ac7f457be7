import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import pg from 'pg';
import { freshPostgres, root, startServer } from './util.mjs';

// Issue 14: add-to-cart latency at 50 concurrent connections (target p99 <= 30 ms on PostgreSQL,
// PGlite within 3x). A small demo catalogue: an add reads one product by its SKU either way.
const PRODUCTS = Number(process.env.BENCH_CART_PRODUCTS ?? 2_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PASSWORD = 'Portal-Demo-2026!';
const SHOPPERS = 50;

/** 50 designers with the demo designer's company and password, so each connection is one account. */
const ADD_DESIGNERS = `INSERT INTO users (company_id, account_type, email, first_name, last_name, password_hash, status)
  SELECT company_id, 'designer', 'bench-' || g || '@cart.test', 'Bench', 'Designer ' || g, password_hash, 'active'
  FROM users, generate_series(1, ${SHOPPERS}) g WHERE email = 'designer@demo.test'`;

const addDesigners = async (databaseUrl, dataDir) => {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(ADD_DESIGNERS);
    await client.end();
    return;
  }
  const db = await PGlite.create({
    dataDir: path.join(dataDir, 'pglite'),
    extensions: { pg_trgm },
  });
  await db.query(ADD_DESIGNERS);
  await db.close();
};

const post = async (port, url, body, token) => {
  const headers = { 'content-type': 'application/json', host: 'hom.localhost' };
  if (token) headers['x-auth-token'] = token;
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return res.json();
};

/** A designer in designer mode (the demo seed's accounts). */
const designerToken = async (port, username) => {
  const login = await post(port, '/mibd/login/user_login', {
    username,
    password: PASSWORD,
    login_type: '1',
    obtain: '1',
  });
  if (login.err !== 200) throw new Error(`login failed: ${login.errmsg}`);
  const mode = await post(
    port,
    '/mibd/common/change_mode',
    { mode: 'mibd_designer' },
    login.val.token,
  );
  if (mode.err !== 200) throw new Error(`change_mode failed: ${mode.errmsg}`);
  return login.val.token;
};

const measure = async (label, databaseUrl) => {
  const port = 8394;
  const dataDir = path.join(root, `.tmp/bench-cart-${label}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const env = {
    DATABASE_URL: databaseUrl,
    SEED_PRODUCTS: String(PRODUCTS),
  };
  // First start seeds the demo catalogue and accounts; the shoppers are added while it is down.
  await (await startServer({ port, dataDir, env })).stop();
  await addDesigners(databaseUrl, dataDir);
  const server = await startServer({ port, dataDir, env });
  try {
    // 50 connections, 50 designers (one account each), 90 SKUs: lines stay under the caps.
    const tokens = [];
    for (let i = 1; i <= SHOPPERS; i++)
      tokens.push(await designerToken(port, `bench-${i}@cart.test`));
    const found = await post(port, '/mibd/product/search', { page: 1, limit: 48 });
    const found2 = await post(port, '/mibd/product/search', { page: 2, limit: 48 });
    const skus = [...found.val.list, ...found2.val.list]
      .filter((p) => p.status === '1')
      .map((p) => p.sku_number)
      .slice(0, 90);
    let n = 0;
    let refused = 0;
    const run = (duration) =>
      new Promise((resolve, reject) =>
        autocannon(
          {
            url: `http://127.0.0.1:${port}`,
            connections: 50,
            duration,
            requests: [
              {
                method: 'POST',
                path: '/mibd/shoppingCart/add',
                setupRequest: (req) => {
                  const i = n++;
                  return {
                    ...req,
                    headers: {
                      'content-type': 'application/json',
                      host: 'hom.localhost',
                      'x-auth-token': tokens[i % tokens.length],
                    },
                    body: JSON.stringify({
                      sku_number: skus[Math.floor(i / tokens.length) % skus.length],
                      number: 1,
                      consumer_price: 1,
                      add_type: 4,
                      ai_source: 0,
                    }),
                  };
                },
                onResponse: (status, body) => {
                  if (status !== 200 || JSON.parse(body).err !== 200) refused++;
                },
              },
            ],
          },
          (err, result) => (err ? reject(err) : resolve(result)),
        ),
      );
    await run(2); // warm-up
    refused = 0;
    const result = await run(DURATION);
    const cart = await post(port, '/mibd/shoppingCart/list', {}, tokens[0]);
    const load = os.loadavg()[0].toFixed(1);
    console.log(
      `add-to-cart ${label} (load average ${load} on ${os.cpus().length} cores): p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} adds/s at 50 connections over ${DURATION} s (${refused} refused; one of the 50 carts now ${cart.val.list.length} lines, ${cart.val.total} items) (target p99 <= 30 ms on PostgreSQL, PGlite within 3x)`,
    );
    return result.latency.p99;
  } finally {
    await server.stop();
  }
};

/** Issue 14: add-to-cart p99 at 50 concurrent, PostgreSQL and PGlite. */
export const benchCart = async () => {
  const pgP99 = await measure('postgres', await freshPostgres('portal_bench_cart'));
  const pglite = await measure('pglite', '');
  console.log(`add-to-cart PGlite/PostgreSQL p99: ${(pglite / pgP99).toFixed(1)}x (target <= 3x)`);
};

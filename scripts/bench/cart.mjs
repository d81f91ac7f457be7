import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { apiCaller, designerToken, freshPostgres, root, startFilledServer } from './util.mjs';

/** Call paths: the contract's descriptors (TypeScript, read through tsx). */
const { searchProducts, shoppingCartAdd, shoppingCartList } = await tsImport(
  '@portal/contract',
  import.meta.url,
);

// Issue 14: add-to-cart latency at 50 concurrent connections (target p99 <= 30 ms on PostgreSQL,
// PGlite within 3x). A small demo catalogue: an add reads one product by its SKU either way.
const PRODUCTS = Number(process.env.BENCH_CART_PRODUCTS ?? 2_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const SHOPPERS = 50;

/** 50 designers with the demo designer's company and password, so each connection is one account. */
const ADD_DESIGNERS = `INSERT INTO users (company_id, account_type, email, first_name, last_name, password_hash, status)
  SELECT company_id, 'designer', 'bench-' || g || '@cart.test', 'Bench', 'Designer ' || g, password_hash, 'active'
  FROM users, generate_series(1, ${SHOPPERS}) g WHERE email = 'designer@demo.test'`;

const measure = async (label, databaseUrl) => {
  const port = 8394;
  // The demo catalogue and accounts, then the shoppers.
  const { server } = await startFilledServer({
    port,
    dataDir: path.join(root, `.tmp/bench-cart-${label}`),
    databaseUrl,
    products: PRODUCTS,
    statements: [ADD_DESIGNERS],
  });
  const post = apiCaller(port);
  try {
    // 50 connections, 50 designers (one account each), 90 SKUs: lines stay under the caps.
    const tokens = [];
    for (let i = 1; i <= SHOPPERS; i++)
      tokens.push(await designerToken(post, `bench-${i}@cart.test`));
    const found = await post(searchProducts.path, { page: 1, limit: 48 });
    const found2 = await post(searchProducts.path, { page: 2, limit: 48 });
    const skus = [...found.list, ...found2.list]
      // On sale with stock now or coming: nothing else goes into a cart (spec 8).
      .filter((p) => p.status === '1' && (p.stock > 0 || p.future_stock > 0))
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
                path: shoppingCartAdd.path,
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
    const cart = await post(shoppingCartList.path, {}, tokens[0]);
    const load = os.loadavg()[0].toFixed(1);
    console.log(
      `add-to-cart ${label} (load average ${load} on ${os.cpus().length} cores): p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} adds/s at 50 connections over ${DURATION} s (${refused} refused; one of the 50 carts now ${cart.list.length} lines, ${cart.total} items) (target p99 <= 30 ms on PostgreSQL, PGlite within 3x)`,
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

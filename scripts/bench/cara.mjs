import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { freshPostgres, percentile, root, startServer } from './util.mjs';

/** Call paths: the contract's descriptors (TypeScript, read through tsx). */
const { searchProducts, productList, llmNew, userLogin, changeMode } = await tsImport(
  '@portal/contract',
  import.meta.url,
);

/**
 * Issue 15: Cara's built-in engine on a 5,000-product catalogue (PGlite).
 * - Latency: 20 concurrent chats, each sending its share of the evaluation requests; time to the
 *   first segment and to 'end' (p50/p95), and errors.
 * - Quality: requests GENERATED from the catalogue (category, colour/finish word, material, price
 *   limit as the designer sees prices, width limit; varied phrasings), written to
 *   cara-eval-set.json. A recommended product counts when it meets every stated constraint
 *   (checked on its product call: category, finish/material/name words, price, width).
 */
const PRODUCTS = Number(process.env.BENCH_CARA_PRODUCTS ?? 5_000);
const REQUESTS = Number(process.env.BENCH_CARA_REQUESTS ?? 60);
const CHATS = 20;
const PORT = 8393;
const HOST = 'ca.localhost';
const DESIGNER = { username: 'designer@demo.test', password: 'Portal-Demo-2026!' };
const SET_FILE = path.join(root, 'scripts/bench/cara-eval-set.json');

const seed = (dataDir, databaseUrl = '') => {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/db/seed/cli.ts', '--products', String(PRODUCTS), '--reset'],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    },
  );
  if (run.status !== 0) throw new Error('seed failed');
};

/** A tiny deterministic PRNG, so the set is the same on every run. */
const rng = (seedValue) => {
  let s = seedValue >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
};

/**
 * A POST with the brand's Host header (fetch drops Host: node:http keeps it). Resolves with the
 * status, content type, the time of the first body byte and the whole body.
 */
const request = (url, body, headers = {}) =>
  new Promise((resolve, reject) => {
    const t0 = performance.now();
    const payload = JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: url,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          host: HOST,
          ...headers,
        },
      },
      (res) => {
        let first = null;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          if (first === null) first = performance.now() - t0;
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            type: res.headers['content-type'] ?? '',
            first,
            total: performance.now() - t0,
            text,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

const post = async (url, body, token) =>
  JSON.parse((await request(url, body, token ? { 'x-auth-token': token } : {})).text);

/** Words people use for each category (none of them read from the engine's vocabulary). */
const CATEGORY_PHRASES = {
  Sofas: ['sofa', 'couch', 'sofas'],
  'Loveseats & Settees': ['loveseat', 'settee'],
  'Accent Chairs': ['accent chair', 'armchair', 'lounge chair'],
  'Ottomans & Poufs': ['ottoman', 'pouf'],
  Benches: ['bench'],
  'Dining Chairs': ['dining chair', 'dining chairs'],
  'Bar & Counter Stools': ['bar stool', 'counter stool'],
  Beds: ['bed', 'bed frame'],
  Headboards: ['headboard'],
  'Coffee Tables': ['coffee table', 'cocktail table'],
  'Side Tables': ['side table', 'end table'],
  'Console Tables': ['console table', 'console'],
  'Dining Tables': ['dining table', 'kitchen table'],
  Desks: ['desk', 'writing desk'],
  Nightstands: ['nightstand', 'bedside table'],
  Dressers: ['dresser'],
  Chests: ['chest', 'chest of drawers'],
  'Sideboards & Buffets': ['sideboard', 'buffet', 'credenza'],
  'Bookcases & Etageres': ['bookcase', 'etagere'],
  Cabinets: ['cabinet'],
  'Media Consoles': ['media console', 'tv stand'],
  'Bar Cabinets': ['bar cabinet'],
  'Table Lamps': ['table lamp'],
  'Floor Lamps': ['floor lamp'],
  'Chandeliers & Pendants': ['chandelier', 'pendant light'],
  Mirrors: ['mirror'],
};
const MATERIAL_PICKS = [
  'leather',
  'velvet',
  'linen',
  'boucle',
  'walnut',
  'oak',
  'mahogany',
  'maple',
  'marble',
  'brass',
  'glass',
  'iron',
  'crystal',
  'ceramic',
  'alabaster',
  'rattan',
  'wool',
  'silk',
  'jute',
];
const PRICE_PHRASES = [
  (n) => `under $${n.toLocaleString('en-US')}`,
  (n) => `below ${n} dollars`,
  (n) => `budget of $${n}`,
  (n) => `no more than $${(n / 1000).toFixed(1)}k`,
  (n) => `max $${n.toLocaleString('en-US')}`,
];
const WIDTH_PHRASES = [
  (n) => `that fits a ${n} inch wall`,
  (n) => `no wider than ${n}"`,
  (n) => `under ${n} inches wide`,
];
const OPENERS = [
  'I need a',
  'Show me a',
  'Looking for a',
  'Can you find a',
  'Any',
  'Recommend a',
  '',
];

const wordsOf = (s) =>
  s
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
const hasWord = (text, w) => new RegExp(`(^|[^a-z])${w}([^a-z]|$)`).test(text.toLowerCase());

/** The evaluation set: one request per sampled purchasable product, which meets it by construction. */
const generate = async (token) => {
  const r = rng(15);
  const pool = [];
  for (let page = 1; pool.length < 600; page++) {
    const val = (await post(searchProducts.path, { current_page: page }, token)).val;
    if (!val?.list?.length) break;
    pool.push(...val.list.filter((p) => p.status === '1' && CATEGORY_PHRASES[p.category]));
    if (page >= val.last_page) break;
  }
  const set = [];
  const used = new Set();
  while (set.length < REQUESTS && used.size < pool.length) {
    const p = pool[Math.floor(r() * pool.length)];
    if (used.has(p.sku_number)) continue;
    used.add(p.sku_number);
    const detail = (await post(productList.path, { sku_number: p.sku_number }, token)).val.list[0];
    const pick = (xs) => xs[Math.floor(r() * xs.length)];
    const finishWords = wordsOf(detail.finishes[0] ?? '').filter(
      (w) =>
        w.length > 3 &&
        !['with', 'legs', 'base', 'hardware', 'painted', 'wash', 'lacquer', 'performance'].includes(
          w,
        ),
    );
    const materialWords = detail.materials
      .flatMap(wordsOf)
      .filter((w) => MATERIAL_PICKS.includes(w));
    const c = { category: p.category };
    const parts = [pick(CATEGORY_PHRASES[p.category])];
    if (finishWords.length && r() < 0.7) {
      c.colour = pick(finishWords);
      parts.unshift(c.colour);
    }
    if (materialWords.length && r() < 0.5 && !parts.includes(materialWords[0])) {
      c.material = pick(materialWords);
      parts.push(`in ${c.material}`);
    }
    const price = p.product_price_about?.final_price;
    if (price && r() < 0.7) {
      c.priceMax = Math.ceil((price * (1.05 + r() * 0.4)) / 100) * 100;
      parts.push(pick(PRICE_PHRASES)(c.priceMax));
    }
    if (r() < 0.5) {
      c.widthMax = Math.ceil(p.product_width + 1 + r() * 8);
      parts.push(pick(WIDTH_PHRASES)(c.widthMax));
    }
    const text = `${pick(OPENERS)} ${parts.join(' ')}`.trim().slice(0, 200);
    set.push({ text, constraints: c, from: p.sku_number });
  }
  return set;
};

/** One chat message: time to the first segment and to the end, and the product list. */
const ask = async (text, token, guest) => {
  const res = await request(llmNew.path, { text }, { 'x-auth-token': token, 'guest-id': guest });
  if (res.status !== 200 || !res.type.startsWith('text/event-stream')) {
    return { error: `status ${res.status} ${res.text.slice(0, 120)}` };
  }
  // Each event's data lines joined by newlines; the events' data follow one another.
  const data = res.text
    .split('\n\n')
    .map((event) =>
      event
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n'),
    )
    .join('');
  const segments = data.split('&&');
  const list = segments.find((s) => s.startsWith('productList:'));
  const products = list ? JSON.parse(list.slice('productList:'.length)) : [];
  const error = segments.includes('error') || !segments.includes('end') ? 'error segment' : null;
  const relaxed = segments.some((s) => /relaxed the/.test(s));
  return { first: res.first, total: res.total, products, error, relaxed };
};

const satisfies = (product, detail, c) => {
  const text = `${detail.finishes.join(' ')} ${detail.materials.join(' ')} ${detail.name}`;
  if (product.category !== c.category) return false;
  if (c.colour && !hasWord(text, c.colour)) return false;
  if (c.material && !hasWord(text, c.material)) return false;
  if (c.priceMax && !(product.product_price_about?.final_price <= c.priceMax)) return false;
  if (c.widthMax && !(product.product_width <= c.widthMax)) return false;
  return true;
};

/**
 * Latency on one server: one chat alone (the engine's own latency), then 20 concurrent chats
 * sending the whole set; prints and returns the concurrent results.
 */
const latency = async (label, token, set) => {
  // Warm-up: loads the brand's catalogue into memory.
  await ask('a sofa', token, `${'w'.repeat(32)}1`);
  const alone = [];
  for (const req of set.slice(0, 20)) alone.push(await ask(req.text, token, `${'s'.repeat(32)}1`));
  const aloneOk = alone.filter((r) => !r.error);
  const p = (rows, key, at) =>
    percentile(
      rows.map((r) => r[key]),
      at,
    ).toFixed(1);
  console.log(
    `[${label}] one chat alone (20 messages): first segment p50 ${p(aloneOk, 'first', 50)} ms, p95 ${p(aloneOk, 'first', 95)} ms; whole reply p95 ${p(aloneOk, 'total', 95)} ms`,
  );
  const results = new Array(set.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: CHATS }, async (_, chat) => {
      const guest = `${String(chat).padStart(32, 'c')}${Date.now()}`;
      while (next < set.length) {
        const i = next++;
        results[i] = await ask(set[i].text, token, guest);
      }
    }),
  );
  const ok = results.filter((r) => !r.error);
  console.log(
    `[${label}] errors: ${results.length - ok.length}${ok.length < results.length ? ` (first: ${results.find((r) => r.error).error})` : ''}`,
  );
  if (!ok.length) return results;
  console.log(
    `[${label}] ${CHATS} concurrent chats, ${set.length} requests: first segment p50 ${p(ok, 'first', 50)} ms, p95 ${p(ok, 'first', 95)} ms (target p95 <= 100 ms); whole reply p50 ${p(ok, 'total', 50)} ms, p95 ${p(ok, 'total', 95)} ms (target p95 <= 500 ms)`,
  );
  return results;
};

/** The designer's token on the bench server, in designer view. */
const signIn = async () => {
  const login = await post(userLogin.path, { ...DESIGNER, login_type: '1', obtain: '1' });
  if (login.err !== 200) throw new Error(`login failed: ${login.errmsg}`);
  await post(changeMode.path, { mode: 'mibd_designer' }, login.val.token);
  return login.val.token;
};

export const benchCara = async () => {
  const dataDir = path.join(root, `.tmp/bench-cara-${PRODUCTS}`);
  const marker = path.join(dataDir, 'seeded');
  if (!fs.existsSync(marker)) {
    console.log(`(seeding ${PRODUCTS} products into PGlite; not timed)`);
    seed(dataDir);
    fs.writeFileSync(marker, String(PRODUCTS));
  }
  const server = await startServer({
    port: PORT,
    dataDir,
  });
  try {
    const token = await signIn();
    const set = await generate(token);
    fs.writeFileSync(SET_FILE, `${JSON.stringify(set, null, 2)}\n`);

    console.log(
      `catalogue: ${PRODUCTS} products; ${set.length} generated requests (scripts/bench/cara-eval-set.json)`,
    );
    const results = await latency('PGlite', token, set);

    const details = new Map();
    let recommended = 0;
    let good = 0;
    let answered = 0;
    let relaxed = 0;
    const misses = [];
    for (const [i, r] of results.entries()) {
      if (r.error) continue;
      if (r.products.length) answered++;
      if (r.relaxed) relaxed++;
      for (const p of r.products) {
        if (!details.has(p.sku_number)) {
          details.set(
            p.sku_number,
            (await post(productList.path, { sku_number: p.sku_number }, token)).val.list[0],
          );
        }
        recommended++;
        if (satisfies(p, details.get(p.sku_number), set[i].constraints)) good++;
        else if (misses.length < 3) misses.push(`"${set[i].text}" → ${p.name}`);
      }
    }
    const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) : '0.0');
    console.log(
      `quality: ${pct(good, recommended)}% of ${recommended} recommended products meet every stated constraint (target >= 90%)`,
    );
    console.log(
      `quality: ${pct(answered, set.length)}% of requests got products (target >= 90%); ${relaxed} replies relaxed a constraint`,
    );
    for (const m of misses) console.log(`  miss: ${m}`);
  } finally {
    await server.stop();
  }
  await latencyOnPostgres();
};

/** The same latency run on PostgreSQL (the production database), seeded alike. */
const latencyOnPostgres = async () => {
  const databaseUrl = await freshPostgres('portal_bench_cara').catch(() => null);
  if (!databaseUrl) return console.log('[PostgreSQL] not reachable: skipped');
  const dataDir = path.join(root, '.tmp/bench-cara-pg');
  seed(dataDir, databaseUrl);
  const server = await startServer({ port: PORT, dataDir, env: { DATABASE_URL: databaseUrl } });
  try {
    const set = JSON.parse(fs.readFileSync(SET_FILE, 'utf8'));
    await latency('PostgreSQL', await signIn(), set);
  } finally {
    await server.stop();
  }
};

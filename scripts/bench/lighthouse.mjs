import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { assertChromium } from '../chromium.mjs';
import { median, root, SLUGS, startServer, storefrontBuilds } from './util.mjs';

/**
 * Issue 18: Lighthouse mobile (its default: simulated slow 4G, 4x CPU, moto g power) performance
 * of each brand's home, main list and one product page of the production build. Lighthouse 12 (the last
 * major for Node 20) is fetched by npx on first use, so `npm ci` stays lean.
 * STOREFRONT_DIST=<another build> measures that build on today's server (before/after a change);
 * BENCH_LH_RUNS (default 3) loads per page, the median printed; BENCH_LH_ONLY=hom,ca;
 * BENCH_LH_PAGES=home,list,product. BENCH_LH_COMPARE=<another build> (a fonts-off build, say)
 * measures it too on a second server, the runs of the two interleaved and their order alternated,
 * so a change of load on the machine falls on both: one line each, then the gap.
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const PORT = 8394;
const COMPARE = process.env.BENCH_LH_COMPARE;

const slugs = () => (process.env.BENCH_LH_ONLY ? process.env.BENCH_LH_ONLY.split(',') : SLUGS);
/** BENCH_LH_PAGES=home,list,product (default all three). */
const kinds = () => (process.env.BENCH_LH_PAGES ?? 'home,list,product').split(',');

/** Each brand's main product list: the contract's (TypeScript, read through tsx). */
const { Brands, MAIN_LIST_PATHS, searchProducts } = await tsImport(
  '@portal/contract',
  import.meta.url,
);
const listPath = (slug) => MAIN_LIST_PATHS[Object.values(Brands).find((b) => b.slug === slug).code];

/**
 * A request as the brand's site (fetch cannot set Host; *.localhost is Chromium's): status, body.
 * A fresh socket each time (agent: false), and asked again when the connection fails: in one
 * run the product search of two brands failed to connect (most likely on a kept-alive socket
 * the server had closed between pages).
 */
const asSiteOnce = (host, pagePath, body, port) =>
  new Promise((resolve) => {
    const req = http.request(
      {
        agent: false,
        host: '127.0.0.1',
        port,
        path: pagePath,
        method: body ? 'POST' : 'GET',
        headers: { host, ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode, text }));
      },
    );
    req.on('error', () => resolve({ status: 0, text: '' }));
    req.end(body);
  });

/** asSiteOnce, asked again (up to three times) when the connection itself failed. */
const asSite = async (host, pagePath, body, port = PORT) => {
  let answer = { status: 0, text: '' };
  for (let i = 0; i < 3 && answer.status === 0; i++) {
    answer = await asSiteOnce(host, pagePath, body, port);
  }
  return answer;
};

/** The product page (spec 1) of the first product the brand's own search lists that it serves. */
export const productPath = async (slug, port = PORT) => {
  const host = `${slug}.localhost`;
  const found = await asSite(host, searchProducts.path, '{}', port);
  if (found.status !== 200) {
    console.log(`(${slug}: the product search answered ${found.status}: no product page)`);
    return null;
  }
  for (const { sku_number: sku } of JSON.parse(found.text).val?.list ?? []) {
    const page =
      slug === 'hom' ? `/productDetail?sku_number=${sku}` : `/page/products/product-${sku}.html`;
    if ((await asSite(host, page, undefined, port)).status === 200) return page;
  }
  return null;
};

/**
 * One Lighthouse run; the performance score and the metrics it is made of. `extra`: more flags
 * (the signed-in bench drives a running Chromium with --port and --disable-storage-reset).
 */
export const lighthouse = (
  url,
  chromePath,
  out,
  extra = ['--chrome-flags=--headless=new --no-sandbox --disable-gpu'],
) => {
  const run = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      ...extra,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, encoding: 'utf8' },
  );
  if (run.status !== 0 || !fs.existsSync(out)) {
    throw new Error(`lighthouse failed on ${url}: ${(run.stderr || run.stdout).slice(-400)}`);
  }
  const lhr = JSON.parse(fs.readFileSync(out, 'utf8'));
  const ms = (id) => lhr.audits[id].numericValue;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: ms('cumulative-layout-shift'),
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
  };
};

/** Median and range of one key over runs: "93 (88-96)". */
const spread = (runs, key, f = (v) => v) => {
  const vs = runs.map((r) => r[key]);
  return `${f(median(vs))} (${f(Math.min(...vs))}-${f(Math.max(...vs))})`;
};

export const line = (name, label, runs) => {
  const m = (key) => median(runs.map((r) => r[key]));
  console.log(
    `${name.padEnd(9)} ${label.padEnd(12)} score ${spread(runs, 'score').padStart(12)}  FCP ${(m('fcp') / 1000).toFixed(2)} s  LCP ${(m('lcp') / 1000).toFixed(2)} s  TBT ${spread(runs, 'tbt', Math.round).padStart(14)} ms  CLS ${m('cls').toFixed(3)}  (scores ${runs.map((r) => r.score).join(', ')})`,
  );
};

export const benchLighthouse = async () => {
  const dist = storefrontBuilds(slugs());
  if (!dist) return;
  if (COMPARE && !fs.existsSync(path.join(COMPARE, slugs()[0], 'index.html'))) {
    console.log(`(BENCH_LH_COMPARE=${COMPARE} has no build of ${slugs()[0]})`);
    return;
  }
  const chromePath = assertChromium();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
  const servers = [
    { name: 'A', port: PORT, dist },
    ...(COMPARE ? [{ name: 'B', port: PORT + 1, dist: path.resolve(COMPARE) }] : []),
  ];
  try {
    for (const s of servers) {
      s.server = await startServer({
        port: s.port,
        dataDir: path.join(root, `.tmp/bench-lh-${s.name}`),
        env: { STOREFRONT_DIST: s.dist },
      });
    }
    console.log(
      `${RUNS} run(s) per page and build, median (range); load ${os.loadavg()[0].toFixed(2)}`,
    );
    for (const s of servers) console.log(`  ${s.name}: ${s.dist}`);
    for (const slug of slugs()) {
      const pages = [
        ['home', '/home'],
        ['list', listPath(slug)],
        ['product page', kinds().includes('product') ? await productPath(slug) : null],
      ].filter(([kind, page]) => page && kinds().includes(kind.split(' ')[0]));
      for (const [label, pagePath] of pages) {
        const runs = servers.map(() => []);
        // Warm each server (first queries, resized images): not measured.
        for (const s of servers) await asSite(`${slug}.localhost`, pagePath, undefined, s.port);
        for (let i = 0; i < RUNS; i++) {
          // Alternate which build goes first, so neither always follows the other.
          const order = i % 2 ? [...servers.keys()].reverse() : [...servers.keys()];
          for (const k of order) {
            const url = `http://${slug}.localhost:${servers[k].port}${pagePath}`;
            const out = path.join(
              tmp,
              `${servers[k].name}-${slug}-${label.split(' ')[0]}-${i}.json`,
            );
            runs[k].push(lighthouse(url, chromePath, out));
          }
        }
        for (const [k, s] of servers.entries()) {
          line(`${slug.toUpperCase()}${servers.length > 1 ? ` ${s.name}` : ''}`, label, runs[k]);
        }
        if (runs.length > 1) {
          const d = (key) =>
            median(runs[0].map((r) => r[key])) - median(runs[1].map((r) => r[key]));
          console.log(
            `${' '.repeat(10)}A - B: score ${d('score')}, LCP ${Math.round(d('lcp'))} ms, TBT ${Math.round(d('tbt'))} ms, CLS ${d('cls').toFixed(3)}`,
          );
        }
      }
    }
  } finally {
    for (const s of servers) await s.server?.stop();
    // BENCH_LH_KEEP=1 keeps the reports (to read what a page waits for).
    if (process.env.BENCH_LH_KEEP) console.log(`reports kept in ${tmp}`);
    else fs.rmSync(tmp, { recursive: true, force: true });
  }
};

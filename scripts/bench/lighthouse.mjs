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
 * BENCH_LH_PAGES=home,list,product.
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const PORT = 8394;

const slugs = () => (process.env.BENCH_LH_ONLY ? process.env.BENCH_LH_ONLY.split(',') : SLUGS);
/** BENCH_LH_PAGES=home,list,product (default all three). */
const kinds = () => (process.env.BENCH_LH_PAGES ?? 'home,list,product').split(',');

/** Each brand's main product list: the contract's (TypeScript, read through tsx). */
const { Brands, MAIN_LIST_PATHS } = await tsImport('@portal/contract', import.meta.url);
const listPath = (slug) => MAIN_LIST_PATHS[Object.values(Brands).find((b) => b.slug === slug).code];

/** A request as the brand's site (fetch cannot set Host; *.localhost is Chromium's): status, body. */
const asSite = (host, pagePath, body) =>
  new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
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

/** The product page (spec 1) of the first product the brand's own search lists that it serves. */
const productPath = async (slug) => {
  const host = `${slug}.localhost`;
  const found = await asSite(host, '/mibd/product/search', '{}');
  for (const { sku_number: sku } of JSON.parse(found.text).val?.list ?? []) {
    const page =
      slug === 'hom' ? `/productDetail?sku_number=${sku}` : `/page/products/product-${sku}.html`;
    if ((await asSite(host, page)).status === 200) return page;
  }
  return null;
};

/** One Lighthouse run; the performance score and the metrics it is made of. */
const lighthouse = (url, chromePath, out) => {
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
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
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
  };
};

export const benchLighthouse = async () => {
  const dist = storefrontBuilds(slugs());
  if (!dist) return;
  const chromePath = assertChromium();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
  const server = await startServer({ port: PORT, dataDir: path.join(root, '.tmp/bench-lh') });
  try {
    console.log(
      `build: ${dist}; ${RUNS} run(s) per page, median; load ${os.loadavg()[0].toFixed(2)}`,
    );
    for (const slug of slugs()) {
      const origin = `http://${slug}.localhost:${PORT}`;
      const pages = [
        ['home', '/home'],
        ['list', listPath(slug)],
        ['product page', await productPath(slug)],
      ].filter(([kind, page]) => page && kinds().includes(kind.split(' ')[0]));
      for (const [label, pagePath] of pages) {
        // Warm the server (first queries, resized images): not measured.
        await asSite(`${slug}.localhost`, pagePath);
        const runs = Array.from({ length: RUNS }, (_, i) =>
          lighthouse(
            `${origin}${pagePath}`,
            chromePath,
            path.join(tmp, `${slug}-${label.split(' ')[0]}-${i}.json`),
          ),
        );
        const m = (key) => median(runs.map((r) => r[key]));
        console.log(
          `${slug.toUpperCase().padEnd(9)} ${label.padEnd(12)} score ${String(m('score')).padStart(3)}  FCP ${(m('fcp') / 1000).toFixed(2)} s  LCP ${(m('lcp') / 1000).toFixed(2)} s  TBT ${Math.round(m('tbt'))} ms  CLS ${m('cls').toFixed(3)}  (scores ${runs.map((r) => r.score).join(', ')})`,
        );
      }
    }
  } finally {
    await server.stop();
    // BENCH_LH_KEEP=1 keeps the reports (to read what a page waits for).
    if (process.env.BENCH_LH_KEEP) console.log(`reports kept in ${tmp}`);
    else fs.rmSync(tmp, { recursive: true, force: true });
  }
};

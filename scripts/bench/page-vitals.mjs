import path from 'node:path';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { assertChromium } from '../chromium.mjs';
import { median, root, SLUGS, startServer, storefrontBuilds } from './util.mjs';

/** Call paths: the contract's descriptors (TypeScript, read through tsx). */
const { searchProducts } = await tsImport('@portal/contract', import.meta.url);

/**
 * Issue 4: largest contentful paint and cumulative layout shift of the production build in
 * Chromium on a 375 × 812 phone with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate),
 * under two networks (CDP Network.emulateNetworkConditions):
 * - Fast 3G, DevTools' preset and Lighthouse's "devtools" throttling: 562.5 ms added to every
 *   request, 1.44 Mbit/s down, 675 kbit/s up;
 * - Lighthouse's default (simulated) mobile network applied for real: 150 ms, 1.6 Mbit/s.
 * Each page is loaded RUNS times with an empty cache; the median is printed. Targets: LCP at most
 * 2.0 s, CLS at most 0.05. BENCH_VITALS_NETWORKS=fast3g (or lighthouse) runs one of them.
 */

const RUNS = Number(process.env.BENCH_VITALS_RUNS ?? 3);
const PORT = 8393;
const kbit = (n) => (n * 1024) / 8;
const NETWORKS = {
  fast3g: {
    label: 'Fast 3G (562.5 ms, 1.44 Mbit/s)',
    conditions: {
      offline: false,
      latency: 562.5,
      downloadThroughput: kbit(1474.56),
      uploadThroughput: kbit(675),
    },
  },
  lighthouse: {
    label: 'Lighthouse mobile network (150 ms, 1.6 Mbit/s)',
    conditions: {
      offline: false,
      latency: 150,
      downloadThroughput: kbit(1638.4),
      uploadThroughput: kbit(750),
    },
  },
};
const CPU_SLOWDOWN = 4;
const PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
};

/** Collects LCP (last candidate) and CLS (largest session window: 1 s gap, 5 s cap). */
const OBSERVERS = () => {
  const vitals = { lcp: 0, lcpElement: '', cls: 0, shifts: [] };
  window.__vitals = vitals;
  const describe = (el) =>
    el
      ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`
      : '';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.lcp = entry.startTime;
      vitals.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let window_ = { value: 0, start: -1e9, last: -1e9 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      if (entry.startTime - window_.last > 1000 || entry.startTime - window_.start > 5000) {
        window_ = { value: 0, start: entry.startTime, last: entry.startTime };
      }
      window_.value += entry.value;
      window_.last = entry.startTime;
      vitals.cls = Math.max(vitals.cls, window_.value);
      vitals.shifts.push({
        at: Math.round(entry.startTime),
        value: Number(entry.value.toFixed(4)),
        nodes: entry.sources.map((s) => describe(s.node)).join(' '),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** One cold load of `url` under the phone profile; resolves with its vitals. */
async function measure(browser, url, network) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVERS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', network.conditions);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    // Late shifts (the header menu, images) count too: keep watching a little longer.
    await page.waitForTimeout(3000);
    return await page.evaluate(() => window.__vitals);
  } finally {
    await context.close();
  }
}

/** BENCH_VITALS_ONLY=hom,ca measures just those brands (their builds alone are needed). */
const slugs = () =>
  process.env.BENCH_VITALS_ONLY ? process.env.BENCH_VITALS_ONLY.split(',') : SLUGS;

/** HOM's list and the first product on it, then every brand's home. */
const pagesToMeasure = async () => {
  const hom = [];
  if (slugs().includes('hom')) {
    const res = await fetch(`http://127.0.0.1:${PORT}${searchProducts.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'hom.localhost' },
      body: '{}',
    });
    const sku = (await res.json()).val.list[0].sku_number;
    hom.push(
      { label: 'HOM /productList', slug: 'hom', path: '/productList' },
      { label: 'HOM product page', slug: 'hom', path: `/productDetail?sku_number=${sku}` },
    );
  }
  return [
    ...hom,
    ...slugs().map((slug) => ({ label: `${slug.toUpperCase()} /home`, slug, path: '/home' })),
  ];
};

export const benchPageVitals = async () => {
  const dist = storefrontBuilds(slugs());
  if (!dist) return;
  const executablePath = assertChromium();
  const server = await startServer({ port: PORT, dataDir: path.join(root, '.tmp/bench-vitals') });
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const origin = (slug) => `http://${slug}.localhost:${PORT}`;
    // Warm the server (first queries, image resizes) without throttling; not measured.
    const pages = await pagesToMeasure();
    const warm = await browser.newPage();
    for (const p of pages)
      await warm.goto(`${origin(p.slug)}${p.path}`, { waitUntil: 'networkidle' });
    await warm.close();

    const chosen = (process.env.BENCH_VITALS_NETWORKS ?? 'fast3g,lighthouse').split(',');
    for (const network of chosen.map((name) => NETWORKS[name]).filter(Boolean)) {
      console.log(
        `\nphone 375×812, CPU ${CPU_SLOWDOWN}× slower, ${network.label}; median of ${RUNS} cold loads`,
      );
      await table(browser, origin, network, pages);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
};

async function table(browser, origin, network, pages) {
  console.log('page                 LCP       CLS     LCP element');
  for (const p of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(await measure(browser, `${origin(p.slug)}${p.path}`, network));
    const lcp = median(runs.map((r) => r.lcp));
    const cls = median(runs.map((r) => r.cls));
    const element = runs.find((r) => r.lcp === lcp)?.lcpElement ?? '';
    const flags = `${lcp > 2000 ? '  LCP over 2.0 s' : ''}${cls > 0.05 ? '  CLS over 0.05' : ''}`;
    console.log(
      `${p.label.padEnd(20)} ${`${(lcp / 1000).toFixed(2)} s`.padStart(7)}  ${cls.toFixed(3).padStart(6)}   ${element}${flags}`,
    );
    const shifts = runs.flatMap((r) => r.shifts);
    if (process.env.BENCH_VITALS_VERBOSE && shifts.length) console.log('   shifts:', shifts);
  }
}

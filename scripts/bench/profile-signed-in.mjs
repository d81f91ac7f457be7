#!/usr/bin/env node
// Where a signed-in page spends its main thread (issue 34): the designer signed in on HOM as the
// Lighthouse bench does, each page loaded under a 4x CPU throttle with the V8 sampling profiler
// on; prints the long tasks' sum and the self time by script and by function.
// `node scripts/bench/profile-signed-in.mjs [list,product,cart,checkout,orders,projects]`
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { tsImport } from 'tsx/esm/api';
import { assertChromium } from '../chromium.mjs';
import { productPath } from './lighthouse.mjs';
import { signIn, startChromium } from './lighthouse-signed-in.mjs';
import { root, startServer, storefrontBuilds } from './util.mjs';

const PORT = 8396;
const DEBUG_PORT = 9336;
const HOST = `hom.localhost:${PORT}`;
const { MAIN_LIST_PATHS } = await tsImport('@portal/contract', import.meta.url);

/** Self time (ms) per key over a V8 CPU profile's samples. */
const selfTimes = (profile, keyOf) => {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const key = keyOf(node.callFrame);
    totals.set(key, (totals.get(key) ?? 0) + profile.timeDeltas[i] / 1000);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
};

const short = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '') : '(native)');

const dist = storefrontBuilds(['hom']);
const chromePath = assertChromium();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-signed-'));
const server = await startServer({
  port: PORT,
  dataDir: path.join(root, '.tmp/bench-lh-signed-in'),
  env: { STOREFRONT_DIST: dist },
});
const chromium = await startChromium(chromePath, path.join(tmp, 'profile'));
try {
  const product = await productPath('hom', PORT);
  const sku = product ? new URL(product, 'http://x').searchParams.get('sku_number') : null;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${DEBUG_PORT}` });
  await signIn(browser, sku);
  const all = {
    list: MAIN_LIST_PATHS.HOM,
    product,
    cart: '/cart',
    checkout: '/checkout',
    orders: '/designerOrder',
    projects: '/personalProject',
  };
  const wanted = (process.argv[2] ?? Object.keys(all).join(',')).split(',');
  for (const label of wanted) {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluateOnNewDocument(() => {
      window.__long = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          window.__long.push([Math.round(e.startTime), Math.round(e.duration)]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`http://${HOST}${all[label]}`, { waitUntil: 'networkidle0' });
    await new Promise((r) => setTimeout(r, 1500));
    const { profile } = await cdp.send('Profiler.stop');
    const long = await page.evaluate(() => window.__long);
    const blocking = long.reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
    console.log(`\n== ${label} ${new URL(page.url()).pathname}`);
    console.log(
      `long tasks (start ms, duration ms): ${JSON.stringify(long)}; blocking ${blocking} ms`,
    );
    console.log('self time by script:');
    for (const [k, ms] of selfTimes(profile, (f) => short(f.url)).slice(0, 8))
      console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${k}`);
    console.log('self time by function:');
    for (const [k, ms] of selfTimes(
      profile,
      (f) => `${f.functionName || '(anon)'} ${short(f.url)}:${f.lineNumber}:${f.columnNumber}`,
    ).slice(0, 25))
      console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${k}`);
    if (process.env.PROFILE_KEEP)
      fs.writeFileSync(path.join(root, `.tmp/${label}.cpuprofile`), JSON.stringify(profile));
    await page.close();
  }
  await browser.disconnect();
} finally {
  chromium.kill();
  await server.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}

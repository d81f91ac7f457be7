import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { tsImport } from 'tsx/esm/api';
import { assertChromium } from '../chromium.mjs';
import { lighthouse, line, productPath } from './lighthouse.mjs';
import { DEMO_DESIGNER, DEMO_PASSWORD, root, startServer, storefrontBuilds } from './util.mjs';

/**
 * Issue 34: Lighthouse mobile on the pages a trade designer works on, signed in (HOM, designer
 * mode): list, product, cart, checkout, orders and projects. Target: each >= 90, TBT <= 300 ms.
 *
 * Lighthouse drives a Chromium started here (--port), with --disable-storage-reset so the session
 * the page keeps in localStorage survives: the browser is signed in once through the page's own
 * origin, as e2e/pages/account-session.ts does, then handed to Lighthouse. (Lighthouse driving a
 * Playwright-launched Chromium never finished a run here; a plain Chromium does.)
 * BENCH_LH_RUNS (default 3) loads per page, the median printed; BENCH_LH_SIGNED_PAGES=cart,checkout.
 */
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const PORT = 8396;
const DEBUG_PORT = 9336;
const HOST = `hom.localhost:${PORT}`;

const { MAIN_LIST_PATHS, SESSION_HOP_TRIED_COOKIE, shoppingCartAdd, userLogin, changeMode } =
  await tsImport('@portal/contract', import.meta.url);

/** Chromium with a debugging port and its own profile; resolves once the port answers. */
export const startChromium = async (chromePath, profile) => {
  const child = spawn(
    chromePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('Chromium did not open its debugging port');
};

/**
 * Signs the demo designer in from the site's own page: the login and mode calls, then the values
 * src/lib/session.ts keeps (localStorage and the X-Auth cookies); puts one product in the cart so
 * checkout has a line. Answers nothing; throws with the call that failed.
 */
export const signIn = async (browser, productSku) => {
  const page = await browser.newPage();
  await page.goto(`http://${HOST}/home`, { waitUntil: 'load' });
  const session = await page.evaluate(
    async ({ username, password, addPath, loginPath, modePath, sku }) => {
      const call = async (url, body, token) => {
        const res = await fetch(url, {
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(token ? { 'X-Auth-Token': token } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const answer = await res.json();
        if (answer.err !== 200) throw new Error(`${url}: ${answer.errmsg}`);
        return answer.val;
      };
      const login = await call(loginPath, {
        username,
        password,
        login_type: '1',
        obtain: '1',
      });
      const roles = await call(modePath, { mode: 'mibd_designer' }, login.token);
      if (sku) await call(addPath, { sku_number: sku, number: 1, add_type: 4 }, login.token);
      const values = {
        token: login.token,
        mode: roles.mode,
        role: JSON.stringify(roles.Role),
        getRoleTime: String(Date.now()),
        username: `${login.user_first_name} ${login.user_last_name}`,
        userFirstName: login.user_first_name,
        userLastName: login.user_last_name,
        userEmail: login.user_email ?? username,
      };
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      return { token: login.token, mode: roles.mode };
    },
    {
      username: DEMO_DESIGNER,
      password: DEMO_PASSWORD,
      addPath: shoppingCartAdd.path,
      loginPath: userLogin.path,
      modePath: changeMode.path,
      sku: productSku,
    },
  );
  const cookie = { domain: 'hom.localhost', path: '/', sameSite: 'Lax' };
  await page.setCookie(
    { ...cookie, name: 'X-Auth-Token', value: session.token },
    { ...cookie, name: 'X-Auth-Mode', value: session.mode },
  );
  await page.setCookie({
    name: SESSION_HOP_TRIED_COOKIE,
    value: '1',
    domain: 'hom.localhost',
    path: '/',
  });
  await page.close();
};

export const benchLighthouseSignedIn = async () => {
  const dist = storefrontBuilds(['hom']);
  if (!dist) return;
  const chromePath = assertChromium();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-signed-'));
  const server = await startServer({
    port: PORT,
    dataDir: path.join(root, '.tmp/bench-lh-signed-in'),
    env: { STOREFRONT_DIST: dist },
  });
  let chromium;
  try {
    const product = await productPath('hom', PORT);
    const sku = product ? new URL(product, 'http://x').searchParams.get('sku_number') : null;
    chromium = await startChromium(chromePath, path.join(tmp, 'profile'));
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${DEBUG_PORT}` });
    await signIn(browser, sku);
    await browser.disconnect();
    const wanted = (
      process.env.BENCH_LH_SIGNED_PAGES ?? 'list,product,cart,checkout,orders,projects'
    ).split(',');
    const pages = [
      ['list', MAIN_LIST_PATHS.HOM],
      ['product', product],
      ['cart', '/cart'],
      ['checkout', '/checkout'],
      ['orders', '/designerOrder'],
      ['projects', '/personalProject'],
    ].filter(([kind, page]) => page && wanted.includes(kind));
    console.log(
      `designer signed in on HOM, ${RUNS} run(s) per page, median (range); load ${os.loadavg()[0].toFixed(2)}`,
    );
    for (const [label, pagePath] of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const out = path.join(tmp, `${label}-${i}.json`);
        runs.push(
          lighthouse(`http://${HOST}${pagePath}`, chromePath, out, [
            `--port=${DEBUG_PORT}`,
            '--disable-storage-reset',
          ]),
        );
      }
      line('HOM', label, runs);
      // A run that ended elsewhere (sign-in, No Permission) measured the wrong page: say so.
      const off = runs.filter((r) => new URL(r.finalUrl).pathname !== pagePath.split('?')[0]);
      if (off.length) console.log(`  (${off.length} run(s) ended on ${off[0].finalUrl})`);
    }
  } finally {
    chromium?.kill();
    await server.stop();
    if (process.env.BENCH_LH_KEEP) console.log(`reports kept in ${tmp}`);
    else fs.rmSync(tmp, { recursive: true, force: true });
  }
};

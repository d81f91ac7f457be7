#!/usr/bin/env node
// `npm run smoke:firefox`: the main buying path once in Firefox ESR through WebDriver BiDi
// (puppeteer-core), against the real server on this repo's builds (`npm run build` first).
// A smoke run, not part of `npm test` (issue 34: CI need not repeat it). It clicks and types as
// a person does and prints each step with its outcome; exit 1 when a step failed.
// FIREFOX_PATH (default /usr/bin/firefox-esr); SMOKE_HEADFUL=1 shows the window.
import fs from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { tsImport } from 'tsx/esm/api';
import {
  DEMO_DESIGNER,
  DEMO_PASSWORD,
  root,
  startServer,
  storefrontBuilds,
} from './bench/util.mjs';

const PORT = Number(process.env.SMOKE_PORT ?? 8398);
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const { Brands, CartMessages, MAIN_LIST_PATHS, searchProducts } = await tsImport(
  '@portal/contract',
  import.meta.url,
);
const origin = (code) => `http://${Brands[code].defaultHost}:${PORT}`;

/** The header's account menu button of a signed-in user. */
const MENU = '::-p-xpath(//button[.//span[starts-with(., "Account menu of")]])';
/** By what a person reads (Firefox's BiDi has no ARIA query): a button, an input by its label. */
const button = (text, within = '') => `::-p-xpath(${within}//button[normalize-space(.)="${text}"])`;
const field = (label) => `::-p-xpath(//label[contains(., "${label}")]/following::input[1])`;
const menuItem = (text) => `::-p-xpath(//*[@role="menuitem"][contains(., "${text}")])`;
const results = [];
/** Runs one step; a failure is recorded with its message (and a screenshot), not thrown. */
const step = async (page, name, fn) => {
  const started = Date.now();
  try {
    const detail = await fn();
    results.push({ name, ok: true, ms: Date.now() - started, detail });
    console.log(`ok   ${name} (${Date.now() - started} ms)${detail ? `: ${detail}` : ''}`);
    return true;
  } catch (error) {
    const shot = path.join(root, '.tmp', `firefox-smoke-${results.length + 1}.png`);
    await page.screenshot({ path: shot }).catch(() => {});
    results.push({ name, ok: false, ms: Date.now() - started, detail: error.message });
    console.log(`FAIL ${name}: ${error.message.split('\n')[0]} (screenshot ${shot})`);
    return false;
  }
};

/** The element at the middle of `selector`'s box is the element or inside it (nothing covers it). */
const expectUncovered = async (page, selector) => {
  const covered = await page.$eval(selector, (el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top && !el.contains(top) ? `${top.tagName}.${top.className}` : null;
  });
  if (covered) throw new Error(`${selector} is covered by ${covered}`);
};

/**
 * A typed address. Firefox aborts it (NS_BINDING_ABORTED) when the page still makes a navigation
 * of its own (the landing after sign-in): then it is typed again once that one ends.
 */
const open = async (page, url) => {
  try {
    await page.goto(url, { waitUntil: 'load' });
  } catch (error) {
    if (!String(error.message).includes('NS_BINDING_ABORTED')) throw error;
    await new Promise((r) => setTimeout(r, 1000));
    await page.goto(url, { waitUntil: 'load' });
  }
};

/**
 * Opens the account menu; clicks again when a click did nothing (it lands while the header
 * re-renders after the sign-in's landing, as e2e/pages/user-menu.page.ts knows). Answers how many
 * clicks were lost: a finding the run reports.
 */
const openMenu = async (page) => {
  await page.waitForSelector('html[data-app]');
  for (let lost = 0; lost < 5; lost++) {
    await page.locator(MENU).click();
    const shown = await page
      .waitForSelector('[data-testid="current-mode"]', { visible: true, timeout: 3_000 })
      .catch(() => null);
    if (shown) return lost;
  }
  throw new Error('the account menu did not open after 5 clicks');
};

const waitText = (page, text, timeout = 15_000) =>
  page.waitForFunction((t) => document.body.innerText.includes(t), { timeout }, text);

const run = async () => {
  const dist = storefrontBuilds(['hom', 'ca', 'jc']);
  if (!dist) process.exit(1);
  if (!fs.existsSync(FIREFOX)) {
    console.log(`(no Firefox at ${FIREFOX}: apt-get install firefox-esr)`);
    process.exit(1);
  }
  // A fresh seeded database each run, so the cart starts empty.
  const dataDir = path.join(root, '.tmp/firefox-smoke');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server = await startServer({ port: PORT, dataDir });
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: !process.env.SMOKE_HEADFUL,
    // *.localhost on the loopback, as Chromium does by itself.
    extraPrefsFirefox: {
      'network.dns.localDomains': Object.values(Brands)
        .map((b) => b.defaultHost)
        .join(','),
    },
  });
  const version = await browser.version();
  console.log(`${version} (WebDriver BiDi), server on port ${PORT}`);
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  page.setDefaultTimeout(20_000);
  try {
    await step(page, 'CA: a typed /login address hops through HOM and comes back', async () => {
      await page.goto(`${origin('CA')}/login`, { waitUntil: 'load' });
      await page.waitForSelector(button('Sign In'));
      return new URL(page.url()).pathname;
    });
    await step(page, 'CA: the designer signs in through the form', async () => {
      await page.locator(field('Email or phone number')).fill(DEMO_DESIGNER);
      await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
      await Promise.all([
        page.waitForNavigation({ waitUntil: 'load', timeout: 30_000 }).catch(() => {}),
        page.locator(button('Sign In')).click(),
      ]);
      await page.waitForSelector(MENU, {
        timeout: 30_000,
      });
      return page.url().replace(origin('CA'), '');
    });
    await step(page, 'CA: the user menu switches to designer view', async () => {
      const lost = await openMenu(page);
      const mode = await page.$eval('[data-testid="current-mode"]', (e) => e.textContent);
      if (mode !== 'Designer view') {
        await page.locator(menuItem('Switch to designer view')).click();
        // The switch asks the server, then redraws the header (the menu may stay open or
        // close): read the badge, opening the menu again when it closed, until it says so.
        const deadline = Date.now() + 30_000;
        for (;;) {
          const now = await page
            .$eval('[data-testid="current-mode"]', (e) =>
              e.checkVisibility() ? e.textContent : null,
            )
            .catch(() => null);
          if (now === 'Designer view') break;
          if (Date.now() > deadline) throw new Error(`the menu still says ${now}`);
          if (now === null) await openMenu(page);
          else await new Promise((r) => setTimeout(r, 500));
        }
      }
      await page.keyboard.press('Escape');
      return lost ? `${lost} click(s) on the menu button did nothing (the header re-rendered)` : '';
    });
    let product;
    await step(page, 'CA: a product page, Add to Cart, the toast, then the cart icon', async () => {
      // The call's path goes in as a value: the function runs in the page.
      product = await page.evaluate(async (searchPath) => {
        const res = await fetch(searchPath, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ page: 1, limit: 48 }),
        });
        const list = (await res.json()).val.list;
        return list.find(
          (p) => p.status === '1' && ['in_stock', 'low_stock'].includes(p.availability),
        );
      }, searchProducts.path);
      await open(page, `${origin('CA')}/page/products/product-${product.sku_number}.html`);
      await page.locator(button('Add to Cart', '//*[@data-testid="add-to-cart"]')).click();
      await waitText(page, CartMessages.addSuccess);
      await page.waitForFunction(
        () => document.querySelector('[data-testid="cart-count"]')?.textContent,
      );
      await expectUncovered(page, '[data-testid="header-cart"]');
      await page.locator('[data-testid="header-cart"]').click();
      await page.waitForFunction(() => location.pathname === '/cart');
      await page.waitForSelector('[data-testid="cart-line"]');
      await waitText(page, product.name);
      return product.name;
    });
    await step(page, 'CA: checkout shows what is bought before an address is typed', async () => {
      await page
        .locator(
          '::-p-xpath(//*[@data-testid="checkout-buttons"]//*[self::a or self::button][normalize-space(.)="Checkout"])',
        )
        .click();
      await page.waitForFunction(() => location.pathname === '/checkout', { timeout: 20_000 });
      await waitText(page, product.name);
      // The lines come first, their amounts with the priced answer.
      const found = await page.waitForFunction(() =>
        document.body.innerText.match(/\$[\d,]+\.\d\d/g),
      );
      const money = await found.jsonValue();
      return `amounts ${money.slice(0, 3).join(', ')}`;
    });
    await step(page, 'JC: a typed address is signed in there too (the session hop)', async () => {
      await open(page, `${origin('JC')}/productList/category`);
      await page.waitForSelector(MENU, {
        timeout: 30_000,
      });
      if (page.url().includes('handoff')) throw new Error(`the hand-off stayed in ${page.url()}`);
      return page.url().replace(origin('JC'), '');
    });
    await step(
      page,
      'HOM: a filter on the main list applies and stays in the address',
      async () => {
        await open(page, `${origin('HOM')}${MAIN_LIST_PATHS.HOM}`);
        const before = page.url();
        const box = await page.waitForSelector('[role="checkbox"][aria-checked="false"]');
        const name = await box.evaluate((e) => e.textContent.trim());
        await box.click();
        await page.waitForFunction((b) => location.href !== b, { timeout: 15_000 }, before);
        await page.waitForFunction(
          (n) =>
            [...document.querySelectorAll('[role="checkbox"][aria-checked="true"]')].some(
              (e) => e.textContent.trim() === n,
            ),
          { timeout: 15_000 },
          name,
        );
        return `${name}: ${new URL(page.url()).search}`;
      },
    );
  } finally {
    await browser.close();
    await server.stop();
  }
  const failed = results.filter((r) => !r.ok);
  console.log(
    `\n${results.length - failed.length} of ${results.length} steps passed in ${version}`,
  );
  process.exit(failed.length ? 1 : 0);
};

await run();

import { chromium } from '@playwright/test';
const [,, url, out, js] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const c = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1, javaScriptEnabled: js !== 'nojs', userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36' });
const p = await c.newPage();
await p.goto(url); await p.waitForTimeout(1500);
await p.screenshot({ path: out });
await b.close();

#!/usr/bin/env node
// `npm test`: lint, typecheck, import cycles and layers (check-layers.mjs), unit and API tests
// (PGlite, then PostgreSQL when TEST_DATABASE_URL is set), the seven brand builds, and the
// browser tests in real Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertChromium, journeysChromiumPath } from './chromium.mjs';
import { slowestFiles } from './slowest-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
// Each test step also writes a JSON report here; the summary lists its slowest files.
const reports = path.join(root, '.tmp', 'test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
// vitest runs one file at a time on a 2-core machine by default (cores - 1): the API files
// wait on their database as much as they compute, so two at a time keep both cores busy.
const workers = `--maxWorkers=${Math.max(2, os.availableParallelism() - 1)}`;
const vitestReport = (name) => [
  workers,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${name}.json`)}`,
];

const steps = [
  ['lint', bin('biome'), ['check', '.']],
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['import cycles and layers', process.execPath, ['scripts/check-layers.mjs']],
  [
    'unit and API tests (PGlite)',
    bin('vitest'),
    ['run', ...vitestReport('pglite')],
    { TEST_DATABASE_URL: '' },
    'pglite',
  ],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'API tests (PostgreSQL)',
    bin('vitest'),
    ['run', '--project', 'api-postgres', ...vitestReport('postgres')],
    {},
    'postgres',
  ]);
}
steps.push(
  [
    'storefront builds (seven brands)',
    process.execPath,
    ['apps/storefront/scripts/build-brands.mjs'],
  ],
  ['brand isolation', process.execPath, ['apps/storefront/scripts/check-brand-isolation.mjs']],
  [
    'browser tests (Chromium)',
    bin('playwright'),
    ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'browser.json') },
    'browser',
  ],
);

assertChromium();
assertChromium(journeysChromiumPath());
const results = [];
for (const [name, cmd, args, env, report] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const run = spawnSync(cmd, args, {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: run.status === 0, seconds, report });
  if (run.status !== 0) break;
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
for (const r of results.filter((x) => x.report)) {
  const lines = slowestFiles(path.join(reports, `${r.report}.json`), root);
  if (lines.length) console.log(`\nslowest files of ${r.name}:\n${lines.join('\n')}`);
}
const failed = results.filter((r) => !r.ok).length;
const skipped = steps.length - results.length;
console.log(
  `steps: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} not run` : ''}`,
);
process.exit(failed ? 1 : 0);

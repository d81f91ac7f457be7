#!/usr/bin/env node
// Builds the storefront once per brand into dist/<slug> (`vite build --mode <slug>`), in one
// process. `--only hom,ca` builds just those; otherwise all seven.
import path from 'node:path';
import { build } from 'vite';
import { appRoot, initialAssets, loadBrands, onlyArg, precompress } from './brand-files.mjs';

/** Budget of the JS a first visit downloads (entry and preloaded chunks, gzipped). */
const INITIAL_JS_BUDGET = 150 * 1024;

const brands = await loadBrands();
const slugs = brands.map((b) => b.slug);
const only = onlyArg(process.argv.slice(2));
const unknown = (only ?? []).filter((s) => !slugs.includes(s));
if (unknown.length) {
  console.error(`Unknown brand slug(s): ${unknown.join(', ')}. Known: ${slugs.join(', ')}`);
  process.exit(1);
}
const targets = only ?? slugs;

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const started = performance.now();
const rows = [];
for (const slug of targets) {
  const t0 = performance.now();
  try {
    const configFile = path.join(appRoot, 'vite.config.ts');
    await build({ configFile, mode: slug, logLevel: 'warn' });
    // The server build the API prerenders first screens with (decision 014).
    await build({
      configFile,
      mode: slug,
      logLevel: 'warn',
      build: { ssr: 'src/entry-server.tsx' },
    });
  } catch (error) {
    console.error(`\nThe ${slug} build failed:`, error instanceof Error ? error.message : error);
    process.exit(1);
  }
  precompress(slug);
  rows.push({ slug, seconds: (performance.now() - t0) / 1000, ...initialAssets(slug) });
}

console.log('\nbrand       time    entry JS   first-visit JS   CSS (all gzipped)');
for (const r of rows) {
  const over =
    r.initialJsGzip > INITIAL_JS_BUDGET ? `  over the ${kib(INITIAL_JS_BUDGET)} budget` : '';
  console.log(
    `${r.slug.padEnd(10)} ${`${r.seconds.toFixed(1)} s`.padStart(6)}  ${kib(r.entryJsGzip).padStart(10)}  ${kib(r.initialJsGzip).padStart(15)}  ${kib(r.cssGzip).padStart(10)}${over}`,
  );
}
console.log(
  `\n${rows.length} brand(s) built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

#!/usr/bin/env node
// Fails when a brand's build holds another brand's own code: its copy (tagline, landing texts),
// its theme (colour, font stacks) or its brand-only screens. Each brand's own strings must be in
// its own build, which proves the probes are found where they should be. It also fails when a
// build lacks its own font file, its @font-face or its preload, or ships any other font file
// (src/fonts/font-build-check.ts, decision 028). Run after the builds.
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { appRoot, distRoot, loadBrandConfig, loadBrands } from './brand-files.mjs';

const brands = await loadBrands();
const { fontProblems } = await tsImport('../src/fonts/font-build-check.ts', import.meta.url);

/** The strings that belong to one brand only. */
const ownStrings = async (brand) => {
  const { theme } = await loadBrandConfig(brand.slug);
  // The landing copy lives beside brand.json, in landing.json (`@brand-landing`).
  const { landing } = JSON.parse(
    fs.readFileSync(path.join(appRoot, 'src/brands', brand.slug, 'landing.json'), 'utf8'),
  );
  return [
    brand.tagline,
    landing.eyebrow,
    landing.lead,
    ...landing.highlights.flatMap((h) => [h.title, h.text]),
    theme.primary,
    theme.fontFamily,
  ];
};

/** Brand-only screen modules: Vite names their chunks after them ('caracole-landing.route-…'). */
const ownScreens = (brand) =>
  fs
    .readdirSync(path.join(appRoot, 'src/brands', brand.slug))
    .filter((f) => f.endsWith('.route.tsx'))
    .map((f) => f.replace(/\.tsx$/, ''));

/** A string as it may appear in minified JS: as is, or with quotes or non-ASCII escaped. */
const spellings = (text) => {
  const unicode = text.replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return [...new Set([text, unicode, text.replaceAll("'", "\\'"), text.replaceAll('"', '\\"')])];
};

const readBuild = (slug) => {
  const dir = path.join(distRoot, slug);
  if (!fs.existsSync(path.join(dir, 'index.html'))) return null;
  const files = fs.readdirSync(dir, { recursive: true }).map(String);
  const text = files
    .filter((f) => /\.(js|css|html)$/.test(f))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
  // The server build (decision 014) is one file; it must not hold other brands' texts either.
  const server = path.join(distRoot, 'ssr', slug, 'entry-server.mjs');
  const serverText = fs.existsSync(server) ? fs.readFileSync(server, 'utf8') : '';
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const assets = fs.existsSync(path.join(dir, 'assets'))
    ? fs.readdirSync(path.join(dir, 'assets'))
    : [];
  return {
    files: files.map((f) => path.basename(f)),
    text: `${text}\n${serverText}`,
    fonts: { assets, html },
  };
};

const problems = [];
const probes = await Promise.all(
  brands.map(async (b) => ({ brand: b, strings: await ownStrings(b), screens: ownScreens(b) })),
);
let checked = 0;
for (const { brand } of probes) {
  const build = readBuild(brand.slug);
  if (!build) {
    problems.push(`${brand.slug}: no build in dist/${brand.slug} (run the brand builds first)`);
    continue;
  }
  checked += 1;
  problems.push(...fontProblems(brand.slug, build.fonts));
  for (const other of probes) {
    const mine = other.brand.code === brand.code;
    for (const text of other.strings) {
      const found = spellings(text).some((s) => build.text.includes(s));
      if (mine && !found) problems.push(`${brand.slug}: its own "${text}" is missing`);
      if (!mine && found) problems.push(`${brand.slug}: holds ${other.brand.code}'s "${text}"`);
    }
    if (mine) continue;
    for (const screen of other.screens) {
      if (build.files.some((f) => f.startsWith(`${screen}-`))) {
        problems.push(`${brand.slug}: holds ${other.brand.code}'s screen ${screen}`);
      }
    }
  }
}

if (problems.length) {
  console.error(`Brand isolation failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Brand isolation ok: ${checked} builds, each holds only its own brand's code and font.`,
);

#!/usr/bin/env node
// `npm start`: build whatever brand storefront is missing, then run the API server, which
// migrates, seeds an empty database and serves the seven brand origins.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SLUGS = ['hom', 'ca', 'ca-dealer', 'rowe', 'jc', 'art', 'ffd'];

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: the portal needs Node >= 20.19.`);
  process.exit(1);
}

const dist = process.env.STOREFRONT_DIST ?? path.join(root, 'apps/storefront/dist');
// A brand needs its browser build and its server build (decision 014).
const missing = SLUGS.filter(
  (slug) =>
    !fs.existsSync(path.join(dist, slug, 'index.html')) ||
    !fs.existsSync(path.join(dist, 'ssr', slug, 'entry-server.mjs')),
);
if (missing.length) {
  console.log(`Building the storefront for: ${missing.join(', ')} (first start only)...`);
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'apps/storefront/scripts/build-brands.mjs'), '--only', missing.join(',')],
    { stdio: 'inherit', cwd: path.join(root, 'apps/storefront') },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')],
  { stdio: 'inherit', cwd: root, env: process.env },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './util.mjs';

/** Wall time to build the seven brand storefronts from scratch (one process, in sequence). */
export const benchBuild = async () => {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['scripts/build-brands.mjs'], {
    cwd: path.join(root, 'apps/storefront'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (run.status !== 0) throw new Error('build failed');
  console.log(`build, seven brands: ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

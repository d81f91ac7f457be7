#!/usr/bin/env node
// `npm run bench [-- --only build,bundle,start]`: prints the figures each issue asks for.
// Figures, not assertions: compare them with the targets in the README.
import { benchBuild } from './bench/build.mjs';
import { benchBundles } from './bench/bundles.mjs';
import { benchCara } from './bench/cara.mjs';
import { benchCart } from './bench/cart.mjs';
import { benchCheckout } from './bench/checkout.mjs';
import { benchFavourites } from './bench/favourites.mjs';
import { benchLighthouse } from './bench/lighthouse.mjs';
import { benchLighthouseSignedIn } from './bench/lighthouse-signed-in.mjs';
import { benchLogin } from './bench/login.mjs';
import { benchPageVitals } from './bench/page-vitals.mjs';
import { benchSearch } from './bench/search.mjs';
import { benchStart } from './bench/start.mjs';
import { benchVisualization } from './bench/visualization.mjs';
import { benchWorkspace } from './bench/workspace.mjs';

const all = {
  login: benchLogin,
  build: benchBuild,
  bundle: benchBundles,
  start: benchStart,
  search: benchSearch,
  vitals: benchPageVitals,
  lighthouse: benchLighthouse,
  'lighthouse-signed-in': benchLighthouseSignedIn,
  cara: benchCara,
  cart: benchCart,
  checkout: benchCheckout,
  favourites: benchFavourites,
  workspace: benchWorkspace,
  visualization: benchVisualization,
};
const onlyArg = process.argv.indexOf('--only');
const chosen = onlyArg > 0 ? process.argv[onlyArg + 1].split(',') : Object.keys(all);

for (const name of chosen) {
  if (!all[name]) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(all).join(', ')}`);
    process.exit(1);
  }
  console.log(`\n## ${name}`);
  await all[name]();
}

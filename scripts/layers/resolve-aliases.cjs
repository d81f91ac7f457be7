// Aliases of the storefront build, for dependency-cruiser (.dependency-cruiser.cjs). `@brand` is
// `src/brands/<slug>/index.ts` of the brand being built (apps/storefront/brand-build.ts); every
// brand folder has the same shape, so HOM's stands for all of them. `env.baseDir`: the tree
// being checked (scripts/check-layers.mjs passes it; the repository by default).
const path = require('node:path');

module.exports = (env) => ({
  resolve: {
    alias: {
      '@brand': path.join(
        env?.baseDir ?? path.join(__dirname, '../..'),
        'apps/storefront/src/brands/hom/index.ts',
      ),
    },
  },
});

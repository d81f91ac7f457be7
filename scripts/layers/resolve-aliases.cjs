// Aliases of the storefront build, for dependency-cruiser (.dependency-cruiser.cjs). `@brand` is
// `src/brands/<slug>/index.ts` of the brand being built, `@brand-landing` and `@brand-card` its
// landing copy and card style (apps/storefront/brand-build.ts); every brand folder has the same
// shape, so HOM's stands for all of them. `env.baseDir`: the tree being checked
// (scripts/check-layers.mjs passes it; the repository by default).
const path = require('node:path');

module.exports = (env) => {
  const brand = path.join(
    env?.baseDir ?? path.join(__dirname, '../..'),
    'apps/storefront/src/brands/hom',
  );
  return {
    resolve: {
      alias: {
        '@brand': path.join(brand, 'index.ts'),
        // Its landing copy and card style: a feature importing them breaks spa-features-no-brand.
        '@brand-landing': path.join(brand, 'landing.json'),
        '@brand-card': path.join(brand, 'card.css'),
      },
    },
  };
};

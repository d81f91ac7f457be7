import path from 'node:path';
// The brand registry by file: Vite bundles relative imports of its config files but leaves
// workspace packages to Node, which cannot load the contract's TypeScript source.
import { type Brand, BrandCodes, Brands } from '../../packages/contract/src/brands.ts';

const root = import.meta.dirname;

/** Build-time constants of a brand build: its own record, and names and hosts of all sites. */
export const brandDefines = (brand: Brand) => ({
  __BRAND__: JSON.stringify(brand),
  __BRAND_SITES__: JSON.stringify(
    BrandCodes.map((code) => ({
      code,
      name: Brands[code].name,
      defaultHost: Brands[code].defaultHost,
    })),
  ),
});

/**
 * `@brand` → `src/brands/<slug>/index.ts` of the brand being built; `@brand-landing` and
 * `@brand-card` its landing copy and card style, read only by the chunks that show them.
 */
export const brandAlias = (brand: Brand) => ({
  '@brand-landing': path.join(root, 'src/brands', brand.slug, 'landing.json'),
  '@brand-card': path.join(root, 'src/brands', brand.slug, 'card.css'),
  '@brand': path.join(root, 'src/brands', brand.slug, 'index.ts'),
});

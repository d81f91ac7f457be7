import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { API_PATH_PREFIXES } from '../../packages/contract/src/api-paths.ts';
import { type Brand, Brands, brandBySlug } from '../../packages/contract/src/brands.ts';
import { BRAND_FONT_FACES } from '../../packages/contract/src/prerender.ts';
import { brandAlias, brandDefines } from './brand-build.ts';
import { contractCallsPlugin } from './contract-calls-plugin.ts';
import { firstScreensPlugin } from './first-screens-plugin.ts';
import { brandFontsPlugin } from './src/fonts/brand-fonts-plugin.ts';

const root = import.meta.dirname;
const API_TARGET = 'http://127.0.0.1:8080';
/** Path prefixes the dev server hands to the API (the API's own, and its product pages). */
const API_PREFIXES = [...API_PATH_PREFIXES, '/page'];

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Fills the brand into index.html: root marker, title, description and a lettered icon. */
const brandHtml = (brand: Brand): Plugin => ({
  name: 'portal-brand-html',
  transformIndexHtml: (html) => {
    const letter = brand.name.replace(/[^A-Za-z]/g, '').charAt(0);
    const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1d1d1f"/><text x="16" y="22" font-family="Georgia,serif" font-size="18" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
    return html
      .replaceAll('%BRAND_CODE%', brand.code)
      .replaceAll('%BRAND_NAME%', escapeHtml(brand.name))
      .replaceAll('%BRAND_TAGLINE%', escapeHtml(brand.tagline))
      .replaceAll('%BRAND_ICON%', `data:image/svg+xml,${encodeURIComponent(icon)}`);
  },
});

/**
 * One build per brand: `vite build --mode <slug>` (hom, ca, ca-dealer, rowe, jc, art, ffd).
 * The brand is fixed at build time: `__BRAND__` holds only this brand's record and `@brand`
 * points at its folder, so no other brand's theme, copy or brand-only screens reach the bundle.
 */
/**
 * react-router's package exports name only its development build (remix-run/react-router#12532,
 * #14102): dev warnings on, and more code to parse. Builds take its production build, which has
 * the same modules and API.
 */
const ROUTER_PRODUCTION = path.join(
  root,
  '../../node_modules/react-router/dist/production/index.mjs',
);

/**
 * The contract is plain data and functions: let unused parts (zod schemas, other brands'
 * records) drop out of the bundle.
 */
const CONTRACT_IS_PURE = {
  moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
};

/** What both builds of a brand share: its constants, its folder as `@brand`, CSS modules. */
const brandBasics = (brand: Brand, productionRouter: boolean): UserConfig => ({
  define: brandDefines(brand),
  resolve: {
    alias: [
      ...Object.entries(brandAlias(brand)).map(([find, replacement]) => ({ find, replacement })),
      ...(productionRouter ? [{ find: /^react-router$/, replacement: ROUTER_PRODUCTION }] : []),
    ],
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
});

/**
 * The brand's server build (decision 014): `src/entry-server.tsx` with every dependency bundled
 * in, into dist/ssr/<slug> (outside the brands' served folders), for the API to prerender pages.
 */
function serverBuild(brand: Brand, dist: string): UserConfig {
  return {
    root,
    plugins: [react(), contractCallsPlugin()],
    ...brandBasics(brand, true),
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: path.join(dist, 'ssr', brand.slug),
      emptyOutDir: true,
      target: 'node20',
      reportCompressedSize: false,
      rolldownOptions: {
        treeshake: CONTRACT_IS_PURE,
        // One file: chunks would import the entry back by its plain address, while the API
        // loads it under a versioned one (to see rebuilds), making two copies of React.
        output: { entryFileNames: 'entry-server.mjs', codeSplitting: false },
      },
    },
  };
}

export default defineConfig(({ mode, command, isSsrBuild }) => {
  const slug = mode === 'development' || mode === 'production' ? 'hom' : mode;
  const brand = brandBySlug(slug);
  if (!brand) {
    const known = Object.values(Brands).map((b) => b.slug);
    throw new Error(`Unknown brand mode "${mode}". Use --mode with one of: ${known.join(', ')}`);
  }
  const dist = process.env.STOREFRONT_DIST ?? path.join(root, 'dist');
  if (isSsrBuild) return serverBuild(brand, dist);
  return {
    root,
    plugins: [
      react(),
      contractCallsPlugin(),
      brandHtml(brand),
      // The brand's own font only: files, @font-face with its fallback, preloads (decision 028).
      // STOREFRONT_FONTS=off builds without it, to measure what the fonts cost (issue 18).
      ...(process.env.STOREFRONT_FONTS === 'off'
        ? []
        : [brandFontsPlugin(brand.slug, BRAND_FONT_FACES)]),
      firstScreensPlugin(root),
    ],
    ...brandBasics(brand, command === 'build'),
    build: {
      // STOREFRONT_DIST lets two checkouts or runs build side by side (the API reads it too).
      outDir: path.join(dist, brand.slug),
      emptyOutDir: true,
      assetsDir: 'assets',
      target: 'es2022',
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        treeshake: CONTRACT_IS_PURE,
        output: {
          // Everything the first page needs in one chunk: without it, modules shared with lazy
          // screens are split into many small preloaded chunks, which costs kilobytes of glue.
          // Lazy code from npm in two chunks (the data cache alone, the rest), and the session
          // plumbing every screen's guard needs in another: left to the defaults, a product list
          // pulled some 35 small chunks, and browsers fetch 6 at a time, each paying the
          // network's latency (Fast 3G: 562 ms).
          codeSplitting: {
            groups: [
              { name: 'initial', tags: ['$initial'] },
              { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
              // Mantine's layout and text components, which landings and lists render first:
              // without this they sit in the lazy vendor chunk with everything else of Mantine.
              {
                name: 'mantine-basics',
                test: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](SimpleGrid|Title|Container|Text|Box|Stack|Skeleton|Badge|Anchor|Card|Paper|Center|Divider|List|ThemeIcon|Avatar|Alert|Pagination|Image|AspectRatio)[\\/]/,
              },
              // Kept out of the lazy vendor chunk every first screen waits for: schemas (the
              // session messages), forms (and the signature pad), and overlays (popovers,
              // menus, dialogs), which only open after a click.
              { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
              {
                name: 'forms',
                test: /[\\/]node_modules[\\/](@mantine[\\/]form|signature_pad|klona)[\\/]/,
              },
              {
                name: 'overlays',
                test: /[\\/]node_modules[\\/](@floating-ui|react-remove-scroll|react-remove-scroll-bar|use-callback-ref|use-sidecar|react-style-singleton|tslib)[\\/]/,
              },
              { name: 'lazy-vendor', test: /[\\/]node_modules[\\/]/ },
              // With lib/call.ts: the contract's descriptors as builds reduce them (method, path).
              {
                name: 'session',
                test: /[\\/]src[\\/](features[\\/]identity[\\/](api[\\/]auth-api|login-redirect|session-)|app[\\/](route-guard|session-expiry)|lib[\\/](api-client|call\.))|portal-contract-call-refs/,
              },
              // The catalogue's route loaders and what they need to start a list's search (no
              // UI code), then the catalogue's screens: a list asks for a handful of files.
              {
                name: 'catalog-early',
                test: /[\\/]src[\\/](features[\\/]catalog[\\/](api|hooks[\\/](prefetch|list-url-state|catalog-keys)|components[\\/]product-image)|app[\\/]routes[\\/]catalog-loaders|lib[\\/]product-href)/,
              },
              {
                name: 'catalog',
                test: /[\\/]src[\\/]features[\\/]catalog[\\/](?!components[\\/]filters-drawer)/,
              },
            ],
          },
        },
      },
    },
    server: {
      proxy: Object.fromEntries(
        API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }]),
      ),
    },
    preview: { port: 4173 },
  };
});

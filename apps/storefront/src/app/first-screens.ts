import type { FirstScreen } from '@portal/contract';

/**
 * The modules (paths from the storefront's root) the first paint of each kind of first screen
 * waits for after the entry; the contract says which routes show which (`firstScreenOf`). The
 * build lists their files in first-screens.json, and the server names them in the page's head,
 * so the browser fetches them alongside the entry instead of after the entry has run (decision
 * 013). A module left out only costs speed; a path that no longer exists fails the build.
 * Read by the build's config too: no imports beyond types.
 */

/** Every screen: the screens' layout and the route guard. */
export const EVERY_SCREEN = [
  'src/app/routes/screens-layout.route.tsx',
  'src/app/route-guard-loader.ts',
] as const;

export const FIRST_SCREEN_MODULES: Readonly<Record<FirstScreen, readonly string[]>> = {
  list: ['src/app/routes/catalog-loaders.ts', 'src/app/routes/product-list.route.tsx'],
  product: ['src/app/routes/catalog-loaders.ts', 'src/app/routes/product-detail.route.tsx'],
  home: ['src/app/routes/home.route.tsx'],
};

/**
 * The shell's folders: the server renders their lazy parts too (header icons, the promotion,
 * ART's live search) once their code has loaded, so a prerendered page links their styles, or
 * they would jump when the script brings them (decision 014).
 */
export const SHELL_FOLDERS = [
  'src/app/layouts/',
  'src/features/search/',
  // The cookie banner's static copy outside #root (decision 033).
  'src/features/consent/',
] as const;

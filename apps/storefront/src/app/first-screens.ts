import { ListRouteNames } from '@portal/contract';

/**
 * The screens visits most often start on, and the modules (paths from the storefront's root) their
 * first paint waits for after the entry. The build lists each route's files in
 * first-screens.json, and the server names them in the page's head, so the browser fetches them
 * alongside the entry instead of after the entry has run (decision 013). A module left out only
 * costs speed; a path that no longer exists fails the build.
 */

/** Every screen: the screens' layout and the route guard. */
export const EVERY_SCREEN = [
  'src/app/routes/screens-layout.route.tsx',
  'src/app/route-guard-loader.ts',
] as const;

const LIST = ['src/app/routes/catalog-loaders.ts', 'src/app/routes/product-list.route.tsx'];
const PRODUCT = ['src/app/routes/catalog-loaders.ts', 'src/app/routes/product-detail.route.tsx'];
const HOME = ['src/app/routes/home.route.tsx'];

/** Route name (contract RouteTable) → the modules its screen needs first. */
export const FIRST_SCREENS: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(ListRouteNames.map((name) => [name, LIST])),
  productDetail: PRODUCT,
  productPage: PRODUCT,
  home: HOME,
  pageHome: HOME,
};

import { type BrandCode, type RouteDef, RouteTable, routeAvailableOn } from '@portal/contract';

export interface RouteMatch {
  route: RouteDef;
  /** Path parameters ('/product/:type' on '/product/portfolio' → { type: 'portfolio' }). */
  params: Record<string, string>;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The contract's route patterns compiled once: '/product/:type' → /^\/product\/([^/]+)\/?$/.
 * Patterns with fewer parameters come first, as the router ranks static segments above dynamic
 * ones ('/productList/search' before '/productList/:type').
 */
const compiled = RouteTable.flatMap((route) =>
  route.paths.map((path) => {
    const names = [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string);
    const source = escapeRe(path).replace(/:[A-Za-z_]+/g, '([^/]+)');
    return { route, names, re: new RegExp(`^${source}/?$`) };
  }),
).sort((a, b) => a.names.length - b.names.length);

/** The brand's route for a path (already decoded once), or null. */
export function matchRoute(pathname: string, brand: BrandCode): RouteMatch | null {
  for (const { route, names, re } of compiled) {
    if (!routeAvailableOn(route, brand)) continue;
    const m = re.exec(pathname);
    if (!m) continue;
    const params = Object.fromEntries(names.map((name, i) => [name, m[i + 1] ?? '']));
    return { route, params };
  }
  return null;
}

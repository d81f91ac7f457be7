import { type BrandCode, type RouteDef, RouteTable, routeAvailableOn } from '@portal/contract';
import { matchPath } from 'react-router';

/** The route a path (query ignored) reaches on a brand, or undefined when it would be a 404. */
export function routeForPath(brand: BrandCode, to: string): RouteDef | undefined {
  const pathname = to.split(/[?#]/)[0] ?? to;
  return RouteTable.find(
    (route) =>
      routeAvailableOn(route, brand) &&
      route.paths.some((path) => matchPath({ path, end: true }, pathname)),
  );
}

import type { RouteDef } from '@portal/contract';
import { useMatches } from 'react-router';

/** Every screen route carries its contract entry, for the title and the shared heading screen. */
export interface RouteHandle {
  route: RouteDef;
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'route' in handle;

/** The contract route of the deepest matched screen. */
export function useCurrentRoute(): RouteDef | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return undefined;
}

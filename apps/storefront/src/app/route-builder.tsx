import { type BrandCode, RouteTable, routeAvailableOn } from '@portal/contract';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import type { LazyRouteModule } from '../brands/brand-config';
import { RouteFallback } from '../components/route-fallback';
import { AppLayout } from './layouts/app-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import type { RouteHandle } from './route-handle';

/** Screens shared by every brand; routes without an entry show the shared heading screen. */
const sharedModules: Readonly<Record<string, LazyRouteModule>> = {
  home: () => import('./routes/home.route'),
  '404': () => import('./routes/not-found.route'),
};
const headingScreen: LazyRouteModule = () => import('./routes/route-heading.route');

/** '/' → '/home', keeping the query. The address is replaced (Back does not return to '/'). */
function ToHome() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/home', search }} replace />;
}

/**
 * The brand's screens, straight from the contract's route table: routes of other brands are left
 * out, so their paths fall through to the catch-all and land on /404.
 */
export function buildScreenRoutes(
  brand: BrandCode,
  brandModules: Readonly<Record<string, LazyRouteModule>>,
): RouteObject[] {
  const screens = RouteTable.filter((route) => routeAvailableOn(route, brand)).flatMap((route) =>
    route.paths.map(
      (path, index): RouteObject => ({
        id: index === 0 ? route.name : `${route.name}#${index}`,
        path,
        handle: { route } satisfies RouteHandle,
        lazy: brandModules[route.name] ?? sharedModules[route.name] ?? headingScreen,
        HydrateFallback: RouteFallback,
      }),
    ),
  );
  return [
    { id: 'index', index: true, Component: ToHome },
    ...screens,
    { id: 'unknown', path: '*', element: <Navigate to="/404" replace /> },
  ];
}

/** The whole route tree: the shell around every screen, errors shown inside the shell. */
export function buildAppRoutes(
  brand: BrandCode,
  brandModules: Readonly<Record<string, LazyRouteModule>>,
): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppLayout,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          id: 'screens',
          lazy: () => import('./routes/screens-layout.route'),
          HydrateFallback: RouteFallback,
          ErrorBoundary: RouteErrorBoundary,
          children: buildScreenRoutes(brand, brandModules),
        },
      ],
    },
  ];
}

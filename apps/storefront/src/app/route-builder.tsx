import { type BrandCode, RouteTable, routeAvailableOn } from '@portal/contract';
import { type LoaderFunction, Navigate, type RouteObject, useLocation } from 'react-router';
import type { LazyRouteModule } from '../brands/brand-config';
import { RouteFallback } from '../components/route-fallback';
import { authModules } from './auth-route-modules';
import { cartModules } from './cart-route-modules';
import { catalogModules } from './catalog-route-modules';
import { contentModules } from './content-route-modules';
import { favouritesModules } from './favourites-route-modules';
import { AppLayout } from './layouts/app-layout';
import { ordersModules } from './orders-route-modules';
import { RouteErrorBoundary } from './route-error-boundary';
import type { RouteHandle } from './route-handle';
import { visualizationModules } from './visualization-route-modules';
import { workspaceModules } from './workspace-route-modules';

/** Screens shared by every brand; routes without an entry show the shared heading screen. */
const sharedModules: Readonly<Record<string, LazyRouteModule>> = {
  home: () => import('./routes/home.route'),
  // A login redirect to /home lands on /page/home (spec 2): the same landing.
  pageHome: () => import('./routes/home.route'),
  '404': () => import('./routes/not-found.route'),
  iframeMsg: () => import('./routes/iframe-msg.route'),
  // Plumbing (decision 017): a loader that answers another address, no screen.
  redirect: () => import('./routes/redirect.route'),
  shortLink: () => import('./routes/redirect.route'),
  ...Object.fromEntries(
    [
      'privacyPolicy',
      'TermsOfUse',
      'cookiesPolicy',
      'refundPolicy',
      'cancellation',
      'warranty',
      'salesTerms',
    ].map((name): [string, LazyRouteModule] => [name, () => import('./routes/legal.route')]),
  ),
  ...authModules,
  ...catalogModules,
  ...contentModules,
  ...visualizationModules,
  ...favouritesModules,
  ...cartModules,
  ...ordersModules,
  ...workspaceModules,
};
const headingScreen: LazyRouteModule = () => import('./routes/route-heading.route');

/** A route's own copy of a lazy object: react-router marks the parts it has loaded on it. */
const own = (module: LazyRouteModule): LazyRouteModule =>
  typeof module === 'function' ? module : { ...module };

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
        lazy: own(brandModules[route.name] ?? sharedModules[route.name] ?? headingScreen),
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

/**
 * The whole route tree: the shell around every screen, errors shown inside the shell. `guard`
 * (the route guard) is the screens' loader and runs on every navigation, before the screen.
 */
export function buildAppRoutes(
  brand: BrandCode,
  brandModules: Readonly<Record<string, LazyRouteModule>>,
  guard?: LoaderFunction,
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
          ...(guard && { loader: guard, shouldRevalidate: () => true }),
          HydrateFallback: RouteFallback,
          ErrorBoundary: RouteErrorBoundary,
          children: buildScreenRoutes(brand, brandModules),
        },
      ],
    },
  ];
}

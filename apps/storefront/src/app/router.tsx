import brand from '@brand';
import { createBrowserRouter, type LoaderFunction } from 'react-router';
import { setAppNavigation } from '../lib/app-navigation';
import { BRAND } from '../lib/current-brand';
import { buildAppRoutes } from './route-builder';

/** The route guard (spec 4) runs before every screen; its code loads with the first navigation. */
const guard: LoaderFunction = async (args) =>
  (await import('./route-guard-loader')).guardLoader(args);

/** The browser router of this brand; code outside React navigates through it too. */
export function createAppRouter() {
  const router = createBrowserRouter(buildAppRoutes(BRAND, brand.routeModules, guard));
  setAppNavigation({
    navigate: (to, options) => void router.navigate(to, options),
    location: () => router.state.location,
    destination: () => router.state.navigation.location ?? router.state.location,
  });
  return router;
}

import brand from '@brand';
import { createBrowserRouter } from 'react-router';
import { setAppNavigation } from '../lib/app-navigation';
import { BRAND } from '../lib/current-brand';
import { buildAppRoutes } from './route-builder';

/** The browser router of this brand; code outside React navigates through it too. */
export function createAppRouter() {
  const router = createBrowserRouter(buildAppRoutes(BRAND, brand.routeModules));
  setAppNavigation({
    navigate: (to, options) => void router.navigate(to, options),
    location: () => router.state.location,
  });
  return router;
}

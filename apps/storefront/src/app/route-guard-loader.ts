import { notifications } from '@mantine/notifications';
import { artProductSearch, Timing } from '@portal/contract';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { keepPathForLogin } from '../features/identity/login-redirect';
import { loadRoles, loadUserInfo } from '../features/identity/session-actions';
import { rolesStale } from '../features/identity/session-store';
import { configureApiClient } from '../lib/api-client';
import { appNavigation } from '../lib/app-navigation';
import { call } from '../lib/call';
import { BRAND } from '../lib/current-brand';
import { clearSession, getStored, getToken, navigationU, setVisitorRole } from '../lib/session';
import { decideNavigation, type GuardDeps } from './route-guard';
import { routeForPath } from './route-lookup';
import { createSessionEndedHandler, showKeptSessionNotice } from './session-expiry';

/**
 * The guard's real surroundings, loaded with the first navigation (not in the first download).
 * Loading it also wires the API client's session-expired flow, before any screen calls the API.
 */
const notify = (message: string) =>
  notifications.show({ message, color: 'red', position: 'top-center', autoClose: Timing.alertMs });

const routeFor = (pathname: string) => routeForPath(BRAND, pathname);

export const guardDeps: GuardDeps = {
  brand: BRAND,
  now: () => Date.now(),
  routeFor,
  token: getToken,
  username: () => getStored('username'),
  navigationU,
  rolesStale,
  loadRoles,
  loadUserInfo,
  artSearch: () => {
    call(artProductSearch, {}, { silent: true }).catch(() => {});
  },
  notify,
  resetToken: () => {
    clearSession();
    setVisitorRole();
  },
  keepPath: keepPathForLogin,
};

configureApiClient({
  // Where the app is, or is going while a navigation runs: the expired-session flow acts on it.
  location: appNavigation.destination,
  onSessionEnded: createSessionEndedHandler({
    location: appNavigation.destination,
    routeFor,
    notify,
    navigate: (to) => appNavigation.navigate(to),
    loadRoles,
    reload: (to) => window.location.replace(to),
  }),
});
// A session ended on the page before this load (the reload above): say why, once.
showKeptSessionNotice(notify);

/** The guard as the screens' loader: a redirect replaces the navigation's target. */
export async function guardLoader({ request: navigation }: LoaderFunctionArgs) {
  const url = new URL(navigation.url);
  const to = await decideNavigation({ pathname: url.pathname, search: url.search }, guardDeps);
  if (to) throw redirect(to);
  return null;
}

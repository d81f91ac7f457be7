import { Messages, type RouteDef } from '@portal/contract';
import { loginPathFor, pathWithoutU } from '../features/auth/login-redirect';

export interface SessionEndedDeps {
  /** Where the app is, or is going while a navigation runs. */
  location: () => { pathname: string; search: string };
  routeFor: (pathname: string) => RouteDef | undefined;
  notify: (message: string) => void;
  navigate: (to: string) => void;
  loadRoles: () => Promise<void>;
}

/**
 * What follows the API client's session-expired flow (spec 4: 21015 or 22007, once until a
 * success; the client has already cleared the session and removed `u`): the visitor's roles
 * reload, and only on a login-only route the user is told and sent to sign in again.
 */
export function createSessionEndedHandler(deps: SessionEndedDeps): () => void {
  return () => {
    deps.loadRoles().catch(() => {});
    const { pathname, search } = deps.location();
    if (!deps.routeFor(pathname)?.auth) return;
    deps.notify(Messages.verificationFailed);
    deps.navigate(loginPathFor(pathWithoutU(pathname, search)));
  };
}

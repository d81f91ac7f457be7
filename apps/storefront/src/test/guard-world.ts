import { vi } from 'vitest';
import { decideNavigation, type GuardDeps } from '../app/route-guard';
import { routeForPath } from '../app/route-lookup';

export const NOW = 1_800_000_000_000;

type WorldOptions = Partial<GuardDeps> & { signedIn?: boolean; name?: string | null };

/** A world for the route guard's tests: a visitor with fresh roles unless told otherwise. */
export function world(overrides: WorldOptions = {}) {
  let token: string | null = overrides.signedIn ? 'tok' : null;
  let name: string | null = overrides.name === undefined ? 'Dana Whitfield' : overrides.name;
  const deps: GuardDeps = {
    brand: 'HOM',
    now: () => NOW,
    routeFor: (pathname) => routeForPath(overrides.brand ?? 'HOM', pathname),
    token: () => token,
    username: () => name,
    navigationU: () => (token ? '42' : null),
    rolesStale: () => false,
    loadRoles: vi.fn(async () => {}),
    loadUserInfo: vi.fn(async () => {
      name = 'Dana Whitfield';
    }),
    artSearch: vi.fn(),
    notify: vi.fn(),
    resetToken: vi.fn(() => {
      token = null;
      name = null;
    }),
    keepPath: vi.fn(),
    ...overrides,
  };
  /** What the API client's session-expired flow does to the token. */
  const endSession = () => {
    token = null;
  };
  return { deps, endSession };
}

/** Runs the guard for an address. */
export const go = (deps: GuardDeps, to: string) => {
  const url = new URL(to, 'http://hom.localhost');
  return decideNavigation({ pathname: url.pathname, search: url.search }, deps);
};

/**
 * How code outside React (the API client) moves the app: the router registers itself here at
 * start-up; until then, and in tests, plain browser navigation is used.
 */
export interface AppNavigation {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  location: () => { pathname: string; search: string };
  /** Where a running navigation is going, else the current location. */
  destination?: () => { pathname: string; search: string };
}

const browserNavigation: AppNavigation = {
  navigate: (to, options) =>
    options?.replace ? window.location.replace(to) : window.location.assign(to),
  location: () => window.location,
};

let current: AppNavigation = browserNavigation;

export const setAppNavigation = (navigation: AppNavigation): void => {
  current = navigation;
};

export const appNavigation: Required<AppNavigation> = {
  navigate: (to, options) => current.navigate(to, options),
  location: () => current.location(),
  destination: () => (current.destination ?? current.location)(),
};

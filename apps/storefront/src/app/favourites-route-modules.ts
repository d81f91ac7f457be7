import { screenModules } from './screen-modules';

const NAMES = [
  'myFavorites',
  'customerFavourite',
  'sharedFavorites',
  'subAccountManagement',
  'subAccountActivation',
] as const;

/**
 * Favourites and sub-accounts (issue 13 part B). One import site in the entry, as the content
 * routes: a small chunk maps the route to its own screen chunk.
 */
export const favouritesModules = screenModules(
  NAMES,
  async () => (await import('./routes/favourites-screens')).favouritesScreen,
);

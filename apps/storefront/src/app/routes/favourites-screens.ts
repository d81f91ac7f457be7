import type { ComponentType } from 'react';

type Screens = Record<string, ComponentType>;

const favourites = async (): Promise<Screens> => {
  const m = await import('./favourites.route');
  return {
    myFavorites: m.MyFavorites,
    customerFavourite: m.CustomerFavourite,
    sharedFavorites: m.SharedFavorites,
  };
};
const team = async (): Promise<Screens> => {
  const m = await import('./team.route');
  return {
    subAccountManagement: m.SubAccountManagement,
    subAccountActivation: m.SubAccountActivation,
  };
};

/** The screen of a favourites or sub-account route (loaded on demand by favourites-route-modules). */
export async function favouritesScreen(name: string): Promise<ComponentType> {
  const screens = name.startsWith('subAccount') ? await team() : await favourites();
  return screens[name] ?? (await import('./route-heading.route')).Component;
}

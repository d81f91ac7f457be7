import type { LazyRouteModule } from '../brands/brand-config';

/**
 * FFD's sign-up screen (the trade wizard is for the other brands): FFD's build only; other builds
 * drop the import (the build mode is the brand slug, replaced at build time).
 */
const ffdModules: Readonly<Record<string, LazyRouteModule>> =
  import.meta.env.MODE === 'ffd' ? { register: () => import('./routes/ffd-sign-up.route') } : {};

/** The cart screens of issue 14 (checkout and orders are listed by their own module). */
export const cartModules: Readonly<Record<string, LazyRouteModule>> = {
  cart: () => import('./routes/cart.route'),
  ...ffdModules,
};

import type { ComponentType } from 'react';
import type { LazyRouteModule } from '../brands/brand-config';

/**
 * Route modules for a feature whose screens share one lazily loaded map: one import site in the
 * entry for all of them (each `import()` costs the entry a preload call and its deps list), the
 * screen picked by route name once the map has loaded.
 */
export const screenModules = (
  names: readonly string[],
  load: () => Promise<(name: string) => Promise<ComponentType>>,
): Readonly<Record<string, LazyRouteModule>> =>
  Object.fromEntries(
    names.map((name): [string, LazyRouteModule] => [
      name,
      { Component: async () => (await load())(name) },
    ]),
  );

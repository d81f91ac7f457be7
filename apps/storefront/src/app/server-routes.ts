import type { RouteObject } from 'react-router';

/**
 * The route tree without loaders, for a prerender (entry-server.tsx): the same screens and
 * layouts, so the markup matches what the browser hydrates, but nothing that needs a session.
 */
export function withoutLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const { loader: _loader, shouldRevalidate: _revalidate, lazy, children, ...rest } = route;
    const copy = { ...rest } as RouteObject;
    if (typeof lazy === 'function') {
      copy.lazy = async () => {
        const { loader: _l, ...module } = await lazy();
        return module;
      };
    } else if (lazy) {
      const { loader: _l, ...parts } = lazy;
      copy.lazy = parts;
    }
    if (children) copy.children = withoutLoaders(children);
    return copy;
  });
}

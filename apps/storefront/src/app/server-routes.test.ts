import { describe, expect, it } from 'vitest';
import { withoutLoaders } from './server-routes';

const Screen = () => null;

describe('withoutLoaders (the prerender route tree)', () => {
  it('drops loaders everywhere, from lazy modules too, and keeps the screens', async () => {
    const loader = () => null;
    const routes = withoutLoaders([
      {
        id: 'root',
        Component: Screen,
        loader,
        shouldRevalidate: () => true,
        children: [
          {
            id: 'object',
            path: 'a',
            lazy: { loader: async () => loader, Component: async () => Screen },
          },
          { id: 'function', path: 'b', lazy: async () => ({ loader, Component: Screen }) },
        ],
      },
    ]);
    const [root] = routes;
    expect(root!.loader).toBeUndefined();
    expect(root!.shouldRevalidate).toBeUndefined();
    expect(root!.Component).toBe(Screen);
    const [object, fn] = root!.children!;
    expect(object!.lazy).not.toHaveProperty('loader');
    expect(await (object!.lazy as { Component: () => Promise<unknown> }).Component()).toBe(Screen);
    const module = await (fn!.lazy as () => Promise<Record<string, unknown>>)();
    expect(module).toEqual({ Component: Screen });
  });
});

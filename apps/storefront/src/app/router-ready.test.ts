import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { whenRouterReady } from './router-ready';

const routerWith = (loader: () => Promise<null>) =>
  createMemoryRouter([{ path: '/', loader, Component: () => null }]);

describe('the first render waits for the first screen', () => {
  it('until its loaders have run', async () => {
    let finish!: () => void;
    const router = routerWith(() => new Promise((resolve) => (finish = () => resolve(null))));
    let ready = false;
    const waiting = whenRouterReady(router, 5_000).then(() => (ready = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(ready).toBe(false);
    finish();
    await waiting;
    expect(router.state.initialized).toBe(true);
  });

  it('no longer than the limit when a loader is slow', async () => {
    const router = routerWith(() => new Promise(() => {}));
    const started = performance.now();
    await whenRouterReady(router, 50);
    expect(router.state.initialized).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });
});

import { describe, expect, it } from 'vitest';
import { refreshingCache } from './refreshing-cache';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('refreshingCache', () => {
  it('reads once within the ttl, then serves the old value while one refresh runs', async () => {
    let clock = 0;
    const cache = refreshingCache<string>(1000, () => clock);
    const loads: ReturnType<typeof deferred<string>>[] = [];
    const load = () => {
      const d = deferred<string>();
      loads.push(d);
      return d.promise;
    };
    const first = cache('k', load);
    loads[0]!.resolve('v1');
    expect(await first).toBe('v1');
    clock = 500;
    expect(await cache('k', load)).toBe('v1');
    expect(loads).toHaveLength(1);

    clock = 1500;
    expect(await cache('k', load)).toBe('v1'); // stale, refresh started, nobody waits
    expect(await cache('k', load)).toBe('v1'); // still one refresh
    expect(loads).toHaveLength(2);
    loads[1]!.resolve('v2');
    await loads[1]!.promise;
    await Promise.resolve();
    expect(await cache('k', load)).toBe('v2');
  });

  it('forgets a failed first read and keeps the old value when a refresh fails', async () => {
    let clock = 0;
    const cache = refreshingCache<string>(1000, () => clock);
    await expect(cache('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache('k', () => Promise.resolve('v1'))).toBe('v1');
    clock = 2000;
    expect(await cache('k', () => Promise.reject(new Error('down')))).toBe('v1');
    clock = 2500;
    expect(await cache('k', () => Promise.resolve('v3'))).toBe('v1');
  });
});

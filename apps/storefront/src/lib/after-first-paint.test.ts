import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

const fakeWindow = (readyState: DocumentReadyState) => {
  const listeners: Record<string, () => void> = {};
  const idle: Array<() => void> = [];
  const win = {
    document: { readyState },
    addEventListener: vi.fn((type: string, fn: () => void) => {
      listeners[type] = fn;
    }),
    requestIdleCallback: vi.fn((fn: () => void) => idle.push(fn)),
  } as unknown as Window;
  return { win, fire: (type: string) => listeners[type]?.(), runIdle: () => idle.shift()?.() };
};

describe('afterFirstPaint', () => {
  it('waits for the load event, then for an idle moment', async () => {
    const { win, fire, runIdle } = fakeWindow('interactive');
    let done = false;
    const waiting = afterFirstPaint(win).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(win.requestIdleCallback).not.toHaveBeenCalled();
    fire('load');
    expect(win.requestIdleCallback).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(done).toBe(false);
    runIdle();
    await waiting;
    expect(done).toBe(true);
  });

  it('only waits for idle when the page has already loaded', async () => {
    const { win, runIdle } = fakeWindow('complete');
    const waiting = afterFirstPaint(win);
    expect(win.addEventListener).not.toHaveBeenCalled();
    runIdle();
    await expect(waiting).resolves.toBeUndefined();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { onAfterFirstPaint } from './after-first-paint';

const fakeWindow = (readyState: DocumentReadyState) => {
  const listeners: Record<string, () => void> = {};
  const idle: Array<() => void> = [];
  const win = {
    document: { readyState },
    addEventListener: vi.fn((type: string, fn: () => void) => {
      listeners[type] = fn;
    }),
    removeEventListener: vi.fn(),
    requestIdleCallback: vi.fn((fn: () => void) => idle.push(fn)),
    cancelIdleCallback: vi.fn(),
  } as unknown as Window;
  return { win, fire: (type: string) => listeners[type]?.(), runIdle: () => idle.shift()?.() };
};

describe('onAfterFirstPaint', () => {
  it('waits for the load event, then for an idle moment', () => {
    const { win, fire, runIdle } = fakeWindow('interactive');
    const run = vi.fn();
    onAfterFirstPaint(run, win);
    expect(win.requestIdleCallback).not.toHaveBeenCalled();
    fire('load');
    expect(win.requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(run).not.toHaveBeenCalled();
    runIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('only waits for idle when the page has already loaded', () => {
    const { win, runIdle } = fakeWindow('complete');
    const run = vi.fn();
    onAfterFirstPaint(run, win);
    expect(win.addEventListener).not.toHaveBeenCalled();
    runIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never calls back once cancelled (an unmounted component)', () => {
    const { win, fire, runIdle } = fakeWindow('interactive');
    const run = vi.fn();
    const cancel = onAfterFirstPaint(run, win);
    fire('load');
    cancel();
    runIdle();
    expect(run).not.toHaveBeenCalled();
    expect(win.cancelIdleCallback).toHaveBeenCalledTimes(1);
    expect(win.removeEventListener).toHaveBeenCalledWith('load', expect.any(Function));
  });
});

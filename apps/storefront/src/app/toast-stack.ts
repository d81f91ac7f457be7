import { Layout, Timing } from '@portal/contract';

/**
 * Where toasts go (spec 9): the first 120 px from the top, each further toast 30 px lower while
 * they keep coming; 1500 ms after the last one the stack starts again at 120 px.
 */
export function createToastStack(now: () => number = Date.now) {
  let count = 0;
  let last = Number.NEGATIVE_INFINITY;
  const placed = new Map<string, number>();
  return {
    /** The toast's distance from the top in px; the same answer for the same toast. */
    place(id: string): number {
      const known = placed.get(id);
      if (known !== undefined) return known;
      const at = now();
      if (at - last >= Timing.toastResetMs) count = 0;
      last = at;
      const top = Layout.toastOffsetPx + Layout.toastStackStepPx * count;
      count += 1;
      placed.set(id, top);
      return top;
    },
    /** Drops the places of toasts that are gone. */
    keepOnly(ids: readonly string[]) {
      for (const id of placed.keys()) if (!ids.includes(id)) placed.delete(id);
    },
  };
}

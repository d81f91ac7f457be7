/**
 * Calls a route loader starts before the screen's code (and the data cache) has loaded. The
 * screen's query takes the call in flight instead of making its own; an untaken call is
 * forgotten after a while.
 */
const early = new Map<string, Promise<unknown>>();
const KEEP_MS = 30_000;

export function startEarly<T>(key: string, run: () => Promise<T>): void {
  if (early.has(key)) return;
  const call = run();
  call.catch(() => {});
  early.set(key, call);
  setTimeout(() => {
    if (early.get(key) === call) early.delete(key);
  }, KEEP_MS);
}

/** The call started for `key`, once (the cache keeps its result from then on). */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const call = early.get(key) as Promise<T> | undefined;
  early.delete(key);
  return call;
}

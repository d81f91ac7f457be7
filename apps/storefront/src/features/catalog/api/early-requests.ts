/**
 * Calls a route loader starts before the screen's code (and the data cache) has loaded. The
 * screen's query takes the call in flight instead of making its own, or its answer when it has
 * already arrived (so the screen's first render shows it, with no placeholder frame). An untaken
 * call is forgotten after a while.
 */
interface EarlyCall {
  call: Promise<unknown>;
  /** Set once the call has answered. */
  answer?: { value: unknown };
}

const early = new Map<string, EarlyCall>();
const KEEP_MS = 30_000;

export function startEarly<T>(key: string, run: () => Promise<T>): void {
  if (early.has(key)) return;
  const entry: EarlyCall = { call: run() };
  entry.call.then(
    (value) => {
      entry.answer = { value };
    },
    () => {},
  );
  early.set(key, entry);
  setTimeout(() => {
    if (early.get(key) === entry) early.delete(key);
  }, KEEP_MS);
}

/** The call started for `key`, once (the cache keeps its result from then on). */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const entry = early.get(key);
  early.delete(key);
  return entry?.call as Promise<T> | undefined;
}

/** The answer of the call started for `key` if it has arrived, once; else undefined. */
export function takeEarlyAnswer<T>(key: string): T | undefined {
  const entry = early.get(key);
  if (!entry?.answer) return undefined;
  early.delete(key);
  return entry.answer.value as T;
}

/** Forgets every call not taken yet (tests: another file's calls share this module). */
export function forgetEarlyCalls(): void {
  early.clear();
}

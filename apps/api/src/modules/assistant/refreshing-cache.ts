/**
 * Values by key, read again once they are older than `ttlMs`; while the new read runs, callers
 * keep getting the old value (none waits for it), one read at a time per key. A failed first
 * read is forgotten (the next call tries again); a failed refresh keeps the old value.
 */
export function refreshingCache<T>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const t = now();
    const hit = entries.get(key);
    if (hit && t - hit.at < ttlMs) return hit.value;
    const value = load();
    if (hit) {
      hit.at = t;
      value.then(
        () => entries.set(key, { at: now(), value }),
        () => {},
      );
      return hit.value;
    }
    value.catch(() => entries.delete(key));
    entries.set(key, { at: t, value });
    return value;
  };
}

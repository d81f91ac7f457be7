/**
 * A small seeded PRNG (mulberry32) so every fuzz run is reproducible: the same seed sends the
 * same requests in the same order. Set FUZZ_SEED to replay another run.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A new generator seeded from this one (independent streams per call keep runs stable). */
  fork(label: string): Rng;
  readonly seed: number;
}

const hashLabel = (label: string): number => {
  let h = 2166136261;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
};

export const createRng = (seed: number): Rng => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    seed,
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (!items.length) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    fork: (label) => createRng((seed ^ hashLabel(label)) >>> 0),
  };
  return rng;
};

/** FUZZ_SEED from the environment (decimal), else a fixed default. */
export const fuzzSeed = (): number => {
  const raw = process.env.FUZZ_SEED;
  const n = raw ? Number.parseInt(raw, 10) : Number.NaN;
  return Number.isFinite(n) ? n >>> 0 : 0x5eed2026;
};

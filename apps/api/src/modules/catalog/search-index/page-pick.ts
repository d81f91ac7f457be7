import { andInto, andNotInto, type Bits, type BitsPool, popcount, popWord, setBit } from './bitset';

/** An order of slots with the place of each slot in it (the inverse, computed on demand). */
export interface RankedOrder {
  order: number[];
  positions: () => Int32Array;
}

/** Place of each slot in `order` (-1 for slots not in it). */
export const positionsOf = (order: number[], capacity: number): Int32Array => {
  const pos = new Int32Array(capacity).fill(-1);
  for (let k = 0; k < order.length; k++) pos[order[k]!] = k;
  return pos;
};

/**
 * The slots at places [from, from + n) of `set` in `order`, walking the order until the page is
 * complete: cheap when the page lies early in a dense set.
 */
export const walkPage = (
  order: ArrayLike<number>,
  set: Bits,
  from: number,
  n: number,
): number[] => {
  const out: number[] = [];
  let seen = 0;
  for (let k = 0; k < order.length && out.length < n; k++) {
    const s = order[k]!;
    if ((set[s >>> 5]! & (1 << (s & 31))) === 0) continue;
    if (seen++ >= from) out.push(s);
  }
  return out;
};

/**
 * Marks the place of every slot of the set in a bitset over the order, then reads the page off
 * it: costs the set's size plus one pass over words, wherever the page lies.
 */
const byPlaces = (
  ranked: RankedOrder,
  set: Bits,
  from: number,
  n: number,
  pool: BitsPool,
): number[] => {
  const pos = ranked.positions();
  const places = pool.take();
  for (let w = 0; w < set.length; w++) {
    let v = set[w]!;
    while (v !== 0) {
      const low = v & -v;
      setBit(places, pos[(w << 5) + 31 - Math.clz32(low)]!);
      v ^= low;
    }
  }
  const out: number[] = [];
  let seen = 0;
  for (let w = 0; w < places.length; w++) {
    let v = places[w]!;
    if (v === 0) continue;
    const c = popWord(v);
    if (seen + c <= from) {
      seen += c;
      continue;
    }
    while (v !== 0) {
      const low = v & -v;
      if (seen++ >= from) {
        out.push(ranked.order[(w << 5) + 31 - Math.clz32(low)]!);
        if (out.length === n) return out;
      }
      v ^= low;
    }
  }
  return out;
};

/** How a page is read: chosen by expected cost unless a test forces one. */
export type PickWay = 'auto' | 'walk' | 'places';

/**
 * The slots at places [from, from + n) of `set` (which holds `count` slots) in the order. A walk
 * expects to visit (from + n) / density entries; marking places costs `count` plus the words.
 */
export const pageOf = (
  ranked: RankedOrder,
  set: Bits,
  count: number,
  from: number,
  n: number,
  pool: BitsPool,
  way: PickWay = 'auto',
): number[] => {
  if (n <= 0 || from >= count) return [];
  const walk = ((from + n) * ranked.order.length) / count;
  const places = count + set.length * 2;
  const chosen = way === 'auto' ? (walk <= places ? 'walk' : 'places') : way;
  return chosen === 'walk'
    ? walkPage(ranked.order, set, from, n)
    : byPlaces(ranked, set, from, n, pool);
};

/** The part [from, from + n) of a bucket starting at `before` that the page [offset, offset + limit) covers. */
const overlap = (before: number, size: number, offset: number, limit: number) => {
  const start = Math.max(before, offset);
  const end = Math.min(before + size, offset + limit);
  return { from: start - before, n: end - start };
};

export interface KeyedPick {
  tie: RankedOrder;
  matched: Bits;
  total: number;
  offset: number;
  limit: number;
  /** Unavailable slots (sorted after the purchasable ones); undefined when there are none. */
  unavailableBits: Bits | undefined;
  unavailable: Uint8Array;
  rank: Float32Array | null;
  pool: BitsPool;
  way?: PickWay;
}

/**
 * The page in the order (purchasable first, rank DESC, then the tie order). Ranks take few
 * distinct values, so the matched slots are counted per (group, rank) bucket, the buckets the
 * page falls in are marked, and each is read in the tie order. A float32 rank >= 0 compares like
 * its bits as an int32 (a small integer: cheap map keys).
 */
export const pickKeyed = (p: KeyedPick): number[] => {
  const { matched, offset, limit, pool } = p;
  const out: number[] = [];
  if (!p.rank) {
    // Two buckets: purchasable, then unavailable.
    const late = p.unavailableBits ? andInto(pool.take(), matched, p.unavailableBits) : null;
    const early = late ? andNotInto(pool.take(), matched, late) : matched;
    const nLate = late ? popcount(late) : 0;
    const nEarly = p.total - nLate;
    const a = overlap(0, nEarly, offset, limit);
    if (a.n > 0) out.push(...pageOf(p.tie, early, nEarly, a.from, a.n, pool, p.way));
    const b = overlap(nEarly, nLate, offset, limit);
    if (late && b.n > 0) out.push(...pageOf(p.tie, late, nLate, b.from, b.n, pool, p.way));
    return out;
  }
  const keys = new Int32Array(p.rank.buffer, p.rank.byteOffset, p.rank.length);
  const { unavailable } = p;
  // A bucket is (group, rank): counted, then marked where the page needs it.
  const counts = [new Map<number, number>(), new Map<number, number>()] as const;
  for (let w = 0; w < matched.length; w++) {
    let v = matched[w]!;
    while (v !== 0) {
      const low = v & -v;
      const s = (w << 5) + 31 - Math.clz32(low);
      const map = counts[unavailable[s]! as 0 | 1];
      map.set(keys[s]!, (map.get(keys[s]!) ?? 0) + 1);
      v ^= low;
    }
  }
  const wanted = [new Map<number, Bits>(), new Map<number, Bits>()] as const;
  const sequence: { bits: Bits; count: number; from: number; n: number }[] = [];
  let before = 0;
  for (const g of [0, 1] as const)
    for (const key of [...counts[g].keys()].sort((a, b) => b - a)) {
      const count = counts[g].get(key)!;
      const { from, n } = overlap(before, count, offset, limit);
      if (n > 0) {
        const bits = pool.take();
        wanted[g].set(key, bits);
        sequence.push({ bits, count, from, n });
      }
      before += count;
    }
  if (!sequence.length) return out;
  for (let w = 0; w < matched.length; w++) {
    let v = matched[w]!;
    while (v !== 0) {
      const low = v & -v;
      const s = (w << 5) + 31 - Math.clz32(low);
      const bits = wanted[unavailable[s]! as 0 | 1].get(keys[s]!);
      if (bits) setBit(bits, s);
      v ^= low;
    }
  }
  for (const b of sequence) out.push(...pageOf(p.tie, b.bits, b.count, b.from, b.n, pool, p.way));
  return out;
};

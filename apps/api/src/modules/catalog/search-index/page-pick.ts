import { type Bits, hasBit } from './bitset';

/** The page [offset, offset + limit) of the matched slots in a presorted order. */
export const pickPage = (
  order: number[],
  matched: Bits,
  offset: number,
  limit: number,
): number[] => {
  const out: number[] = [];
  let seen = 0;
  for (let k = 0; k < order.length && out.length < limit; k++) {
    const s = order[k]!;
    if (!hasBit(matched, s)) continue;
    if (seen++ >= offset) out.push(s);
  }
  return out;
};

/**
 * The page in the order (purchasable first, rank DESC, then `order`): ranks take few distinct
 * values, so count the slots of each (group, rank) bucket, find the buckets the page falls in,
 * and collect only those in `order` — two passes, no sort of the matches. A float32 rank >= 0
 * compares like its bits as an int32 (a small integer: cheap map keys).
 */
export const pickKeyed = (
  order: number[],
  matched: Bits,
  offset: number,
  limit: number,
  unavailable: Uint8Array,
  rank: Float32Array | null,
): number[] => {
  const bitsOf = rank ? new Int32Array(rank.buffer, rank.byteOffset, rank.length) : null;
  const counts = [new Map<number, number>(), new Map<number, number>()] as const;
  for (const s of order) {
    if (!hasBit(matched, s)) continue;
    const map = counts[unavailable[s]! as 0 | 1];
    const key = bitsOf ? bitsOf[s]! : 0;
    map.set(key, (map.get(key) ?? 0) + 1);
  }
  const wanted = [new Map<number, number[]>(), new Map<number, number[]>()] as const;
  const sequence: number[][] = [];
  let before = 0;
  let skip = -1;
  for (const g of [0, 1] as const)
    for (const key of [...counts[g].keys()].sort((a, b) => b - a)) {
      const n = counts[g].get(key)!;
      if (before + n > offset && before < offset + limit) {
        if (skip < 0) skip = offset - before;
        const list: number[] = [];
        wanted[g].set(key, list);
        sequence.push(list);
      }
      before += n;
    }
  if (skip < 0) return [];
  for (const s of order) {
    if (!hasBit(matched, s)) continue;
    wanted[unavailable[s]! as 0 | 1].get(bitsOf ? bitsOf[s]! : 0)?.push(s);
  }
  const out: number[] = [];
  for (const list of sequence) for (const s of list) out.push(s);
  return out.slice(skip, skip + limit);
};

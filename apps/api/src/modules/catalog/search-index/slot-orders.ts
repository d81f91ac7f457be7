/**
 * The list orders of search-query.ts as slot permutations, kept sorted as products change.
 * The name order comes from the database (its collation decides), the others compare numbers.
 */
export interface SlotFacts {
  id: Int32Array;
  createdUs: Float64Array;
  isNew: Uint8Array;
  msrp: Float64Array;
  trade: Float64Array;
}

export type OrderKey = 'tie' | 'newest' | 'msrp_asc' | 'msrp_desc' | 'trade_asc' | 'trade_desc';

type Compare = (a: number, b: number) => number;

export const comparators = (s: SlotFacts): Record<OrderKey, Compare> => {
  const newest: Compare = (a, b) => s.createdUs[b]! - s.createdUs[a]! || s.id[b]! - s.id[a]!;
  return {
    // Relevance without a keyword and the tie-break after rank: new first, then newest.
    tie: (a, b) => s.isNew[b]! - s.isNew[a]! || newest(a, b),
    newest,
    msrp_asc: (a, b) => s.msrp[a]! - s.msrp[b]! || s.id[a]! - s.id[b]!,
    msrp_desc: (a, b) => s.msrp[b]! - s.msrp[a]! || s.id[a]! - s.id[b]!,
    trade_asc: (a, b) => s.trade[a]! - s.trade[b]! || s.id[a]! - s.id[b]!,
    trade_desc: (a, b) => s.trade[b]! - s.trade[a]! || s.id[a]! - s.id[b]!,
  };
};

/** Binary search over a sorted list of `length`: the first place where `before(i)` stops holding. */
export const lowerBound = (length: number, before: (i: number) => boolean): number => {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/** Inserts a slot at its sorted place (binary search, one memmove). */
export const insertSorted = <T>(order: T[], item: T, cmp: (a: T, b: T) => number) => {
  order.splice(
    lowerBound(order.length, (i) => cmp(order[i]!, item) < 0),
    0,
    item,
  );
};

export const removeSlot = (order: number[], slot: number) => {
  const at = order.indexOf(slot);
  if (at >= 0) order.splice(at, 1);
};

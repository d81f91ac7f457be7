import { describe, expect, it } from 'vitest';
import { BitsPool, newBits, popcount, setBit } from './bitset';
import type { CatalogIndex } from './catalog-index';
import { pageOf, pickKeyed, positionsOf, type RankedOrder, walkPage } from './page-pick';
import { relevanceOrder } from './relevance-orders';

/** A small deterministic generator (the same cases every run). */
const random = (seed: number) => () => {
  seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) | 0;
  return ((seed ^ (seed >>> 13)) >>> 0) / 2 ** 32;
};

const N = 3_000;
const shuffled = (next: () => number) => {
  const order = Array.from({ length: N }, (_, k) => k);
  for (let k = N - 1; k > 0; k--) {
    const j = Math.floor(next() * (k + 1));
    [order[k], order[j]] = [order[j]!, order[k]!];
  }
  return order;
};
const ranked = (order: number[]): RankedOrder => ({
  order,
  positions: () => positionsOf(order, N),
});
const setOf = (next: () => number, density: number) => {
  const bits = newBits(N);
  for (let s = 0; s < N; s++) if (next() < density) setBit(bits, s);
  return bits;
};
const has = (bits: Uint32Array, s: number) => (bits[s >>> 5]! & (1 << (s & 31))) !== 0;

/** What any way of picking must answer: the set's slots in the order, then the page. */
const naive = (order: number[], set: Uint32Array, from: number, n: number) =>
  order.filter((s) => has(set, s)).slice(from, from + n);

describe('pageOf', () => {
  const next = random(7);
  const order = shuffled(next);
  const pool = new BitsPool(N);
  for (const density of [0.002, 0.05, 0.5, 1]) {
    const set = setOf(next, density);
    const count = popcount(set);
    for (const [from, n] of [
      [0, 24],
      [24, 24],
      [count - 5, 24],
      [count, 24],
      [Math.floor(count / 2), 7],
    ] as const) {
      it(`walk, places and auto agree with a plain filter (density ${density}, from ${from})`, () => {
        const want = naive(order, set, Math.max(0, from), n);
        for (const way of ['walk', 'places', 'auto'] as const) {
          pool.reset();
          expect(pageOf(ranked(order), set, count, Math.max(0, from), n, pool, way)).toEqual(want);
        }
      });
    }
  }
});

describe('relevance pages', () => {
  const next = random(11);
  const tie = shuffled(next);
  const place = positionsOf(tie, N);
  const unavailable = Uint8Array.from({ length: N }, () => (next() < 0.2 ? 1 : 0));
  // Few distinct ranks, zero (a description-only match) among them, as ts_rank gives.
  const values = [0, 0.0607927, 0.0759909, 0.0911891, 0.1215854];
  const rank = Float32Array.from({ length: N }, () => values[Math.floor(next() * values.length)]!);
  const keyword = setOf(next, 0.4);
  const live = setOf(() => 0, 1);
  const expected = (matched: Uint32Array) =>
    tie
      .filter((s) => has(matched, s))
      .sort(
        (a, b) => unavailable[a]! - unavailable[b]! || rank[b]! - rank[a]! || place[a]! - place[b]!,
      );
  const ix = {
    capacity: N,
    version: 1,
    live,
    unavailable,
    orders: { tie },
    rankedOrder: (order: number[]) => ranked(order),
  } as unknown as CatalogIndex;
  const order = relevanceOrder(
    ix,
    'words',
    () => keyword,
    () => rank,
  )!;

  it('orders every keyword match by group, rank and tie once', () => {
    expect(Array.from(order)).toEqual(expected(keyword));
  });

  for (const density of [1, 0.3, 0.02]) {
    const filter = setOf(next, density);
    const matched = newBits(N);
    for (let w = 0; w < matched.length; w++) matched[w] = keyword[w]! & filter[w]!;
    const total = popcount(matched);
    const late = newBits(N);
    for (let s = 0; s < N; s++) if (unavailable[s]) setBit(late, s);
    for (const offset of [0, 24, Math.max(0, total - 10)]) {
      it(`walking the cached order and counting buckets give the same page (filter ${density}, offset ${offset})`, () => {
        const want = expected(matched).slice(offset, offset + 24);
        expect(walkPage(order, matched, offset, 24)).toEqual(want);
        for (const way of ['walk', 'places'] as const) {
          const pool = new BitsPool(N);
          const got = pickKeyed({
            tie: ranked(tie),
            matched,
            total,
            offset,
            limit: 24,
            unavailableBits: late,
            unavailable,
            rank,
            pool,
            way,
          });
          expect(got).toEqual(want);
        }
      });
    }
  }

  it('is built again after the index changes', () => {
    (ix as { version: number }).version = 2;
    const again = relevanceOrder(
      ix,
      'words',
      () => keyword,
      () => new Float32Array(N),
    )!;
    expect(again).not.toBe(order);
    // All ranks zero now: the tie order within each group.
    expect(Array.from(again)).toEqual(
      tie.filter((s) => has(keyword, s)).sort((a, b) => unavailable[a]! - unavailable[b]!),
    );
  });
});

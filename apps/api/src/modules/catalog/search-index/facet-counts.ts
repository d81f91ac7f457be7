import type { FacetCounts } from '../search-types';
import { andCount, andNotInto, type Bits, type BitsPool, popcount } from './bitset';
import type { CatalogIndex } from './catalog-index';

/** How many slots of a set hold each value of the four facets, by value code. */
export interface Tally {
  room: Int32Array;
  category: Int32Array;
  brand: Int32Array;
  availability: Int32Array;
}

const emptyTally = ({ facets: { codeOf } }: CatalogIndex): Tally => ({
  room: new Int32Array(codeOf.room.size),
  category: new Int32Array(codeOf.category.size),
  brand: new Int32Array(codeOf.brand.size),
  availability: new Int32Array(codeOf.availability.size),
});

/** Counts every facet value among the slots of `within`: a count per signature, then expanded. */
const tallyBySlots = (ix: CatalogIndex, within: Bits): Tally => {
  const { signature } = ix;
  const signatures = ix.facets.list;
  const perSignature = new Int32Array(signatures.length);
  for (let w = 0; w < within.length; w++) {
    let v = within[w]!;
    while (v !== 0) {
      const low = v & -v;
      perSignature[signature[(w << 5) + 31 - Math.clz32(low)]!]!++;
      v ^= low;
    }
  }
  const t = emptyTally(ix);
  for (let k = 0; k < perSignature.length; k++) {
    const n = perSignature[k]!;
    if (n === 0) continue;
    const g = signatures[k]!;
    t.brand[g.brand]! += n;
    t.category[g.category]! += n;
    t.availability[g.availability]! += n;
    for (let rooms = g.rooms; rooms !== 0; ) {
      const r = rooms & -rooms;
      t.room[31 - Math.clz32(r)]! += n;
      rooms ^= r;
    }
  }
  if (ix.facets.roomsOverflow)
    for (const [room, code] of ix.facets.codeOf.room)
      t.room[code] = andCount(within, ix.room.get(room)!);
  return t;
};

const minus = (a: Tally, b: Tally): Tally => {
  const sub = (x: Int32Array, y: Int32Array) => x.map((n, k) => n - (y[k] ?? 0));
  return {
    room: sub(a.room, b.room),
    category: sub(a.category, b.category),
    brand: sub(a.brand, b.brand),
    availability: sub(a.availability, b.availability),
  };
};

/** The tally of a whole site's catalogue (live, a brand's, the flash deals'), per version. */
const scopeTallies = new WeakMap<Bits, { version: number; count: number; tally: Tally }>();
const scopeTally = (ix: CatalogIndex, scope: Bits) => {
  let hit = scopeTallies.get(scope);
  if (hit?.version !== ix.version) {
    hit = { version: ix.version, count: popcount(scope), tally: tallyBySlots(ix, scope) };
    scopeTallies.set(scope, hit);
  }
  return hit;
};

/**
 * Counts every facet value among the `count` slots of `within`, a subset of `scope` (the site's
 * catalogue). The cost follows the smaller of the set and what the scope holds beyond it (the
 * scope's own counts are kept per version): a site's list without a keyword costs next to
 * nothing. An AND-and-count over the words per value (about 60 values) measured 0.8 ms at
 * 100,000 products, more than this pass over half of them.
 */
export const tally = (
  ix: CatalogIndex,
  within: Bits,
  count: number,
  scope: Bits,
  pool: BitsPool,
): Tally => {
  const whole = scopeTally(ix, scope);
  if (count <= whole.count - count) return tallyBySlots(ix, within);
  return minus(whole.tally, tallyBySlots(ix, andNotInto(pool.take(), scope, within)));
};
/** The values with a count, in the index's order of values (labels decide the shown order). */
export const listed = <K>(codes: Map<K, number>, counts: Int32Array): FacetCounts => {
  const out: { value: K; count: number }[] = [];
  for (const [value, code] of codes) if (counts[code]) out.push({ value, count: counts[code]! });
  return out as FacetCounts;
};

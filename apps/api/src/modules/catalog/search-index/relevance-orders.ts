import { LRUCache } from 'lru-cache';
import { type Bits, popcount } from './bitset';
import type { CatalogIndex } from './catalog-index';

/** Slots kept in relevance orders at most (4 bytes each): about 80 keywords of 50,000 matches. */
const MAX_SLOTS = 4_000_000;
/** Places in the tie order fit in 21 bits of the sort key (beyond that, no cached order). */
const MAX_PLACES = 2 ** 21;

interface Cached {
  version: number;
  order: Int32Array;
}

const cache = new WeakMap<CatalogIndex, LRUCache<string, Cached>>();

/**
 * Every slot a keyword matches, in the relevance order (purchasable first, rank descending, then
 * the tie order), built once per keyword and index version. A relevance page is then a walk of
 * this order through the request's matched set, whatever its filters, page or site; computing
 * the ranks and buckets for each request was most of a relevance search's time.
 *
 * The order sorts one number per slot: group (1 bit), rank as its float32 bits inverted (31 bits,
 * a float >= 0 orders like its bits) and the place in the tie order (21 bits) make 53 bits, exact
 * in a double, so a native Float64Array sort does it. Null when the catalogue is too large.
 */
export const relevanceOrder = (
  ix: CatalogIndex,
  key: string,
  /** The live slots the keyword matches (asked for only when the order is built). */
  keywordSlotsOf: () => Bits,
  rank: (within: Bits) => Float32Array,
): Int32Array | null => {
  if (ix.capacity > MAX_PLACES) return null;
  let lru = cache.get(ix);
  if (!lru) {
    lru = new LRUCache<string, Cached>({
      maxSize: MAX_SLOTS,
      sizeCalculation: (c) => Math.max(1, c.order.length),
    });
    cache.set(ix, lru);
  }
  const hit = lru.get(key);
  if (hit?.version === ix.version) return hit.order;

  const keywordSlots = keywordSlotsOf();
  const ranks = rank(keywordSlots);
  const rankBits = new Int32Array(ranks.buffer, ranks.byteOffset, ranks.length);
  const place = ix.rankedOrder(ix.orders.tie).positions();
  const sortKeys = new Float64Array(popcount(keywordSlots));
  let n = 0;
  for (let w = 0; w < keywordSlots.length; w++) {
    let v = keywordSlots[w]!;
    while (v !== 0) {
      const low = v & -v;
      const s = (w << 5) + 31 - Math.clz32(low);
      const inverted = 0x7fffffff - rankBits[s]!;
      sortKeys[n++] = ix.unavailable[s]! * 2 ** 52 + inverted * 2 ** 21 + place[s]!;
      v ^= low;
    }
  }
  const sorted = sortKeys.sort();
  const tie = ix.orders.tie;
  const order = new Int32Array(sorted.length);
  for (let k = 0; k < sorted.length; k++) order[k] = tie[sorted[k]! % MAX_PLACES]!;
  lru.set(key, { version: ix.version, order });
  return order;
};

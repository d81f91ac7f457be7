import type { SearchPageResult } from '../catalog.repository';
import type { PriceColumn, SearchOptions } from '../search-query';
import { keywordWords } from '../search-sql';
import type { CatalogScope, SearchFilters } from '../search-types';
import {
  andInto,
  type Bits,
  type BitsPool,
  hasBit,
  newBits,
  orInto,
  popcount,
  setBit,
} from './bitset';
import { type CatalogIndex, nameWords } from './catalog-index';
import { listed, type Tally, tally } from './facet-counts';
import { pageOf, pickKeyed, walkPage } from './page-pick';
import { relevanceOrder } from './relevance-orders';
import { lowerBound } from './slot-orders';
import { compareBytes } from './tsvector';
import { closestWords } from './typo';

/** The keyword as the database parsed it: `to_tsquery('english'|'simple', 'w:* & ...')` items. */
export interface KeywordTerms {
  english: string[];
  simple: string[];
}

const EMPTY: SearchPageResult = {
  ids: [],
  total: 0,
  rooms: [],
  categories: [],
  brands: [],
  availability: [],
};

/** Slots with a lexeme starting with `prefix` (sorted dictionary: one contiguous range). */
const prefixRange = (words: string[], prefix: string): [number, number] => {
  const lo = lowerBound(words.length, (i) => compareBytes(words[i]!, prefix) < 0);
  let end = lo;
  while (end < words.length && words[end]!.startsWith(prefix)) end++;
  return [lo, end];
};

const itemCache = new WeakMap<CatalogIndex, { version: number; bits: Map<string, Bits> }>();

const prefixBits = (ix: CatalogIndex, prefix: string): Bits => {
  let cache = itemCache.get(ix);
  if (!cache || cache.version !== ix.version) {
    cache = { version: ix.version, bits: new Map() };
    itemCache.set(ix, cache);
  }
  const hit = cache.bits.get(prefix);
  if (hit) return hit;
  const bits = newBits(ix.capacity);
  const [from, to] = prefixRange(ix.matchWords, prefix);
  for (let k = from; k < to; k++) for (const s of ix.match.get(ix.matchWords[k]!)!) setBit(bits, s);
  if (cache.bits.size > 500) cache.bits.clear();
  cache.bits.set(prefix, bits);
  return bits;
};

/** `vector @@ (a:* & b:*)`: every item matches; null for an empty query (matches nothing). */
const allItems = (ix: CatalogIndex, pool: BitsPool, items: string[]): Bits | null => {
  if (!items.length) return null;
  const out = pool.copy(prefixBits(ix, items[0]!));
  for (const item of items.slice(1)) andInto(out, out, prefixBits(ix, item));
  return out;
};

const unionOf = (pool: BitsPool, sets: (Bits | undefined)[]): Bits => {
  const out = pool.take();
  for (const bits of sets) if (bits) orInto(out, bits);
  return out;
};

/** Slots holding any of the values chosen in a facet; null when none is chosen (no filter). */
const anyChosen = <K>(pool: BitsPool, chosen: readonly K[] | undefined, bits: Map<K, Bits>) =>
  chosen?.length
    ? unionOf(
        pool,
        chosen.map((v) => bits.get(v)),
      )
    : null;

/** Slots matching the typo-tolerant keyword (every word near a name or category word). */
const typoBits = (ix: CatalogIndex, words: string[]): Bits => {
  const catWords = new Map<string, number[]>();
  for (const c of ix.lookups.categories)
    for (const w of nameWords(c.name)) catWords.set(w, [...(catWords.get(w) ?? []), c.id]);
  const vocabulary = new Set([...ix.nameWord.keys(), ...catWords.keys()]);
  let out: Bits | null = null;
  for (const word of words) {
    const bits = newBits(ix.capacity);
    for (const near of closestWords(word, vocabulary)) {
      for (const s of ix.nameWord.get(near) ?? []) setBit(bits, s);
      const ids = new Set(catWords.get(near) ?? []);
      for (const c of ix.lookups.categories)
        if (c.parent_id !== null && ids.has(c.parent_id)) ids.add(c.id);
      for (const id of ids) {
        const cat = ix.byCategory.get(id);
        if (cat) orInto(bits, cat);
      }
    }
    out = out ? andInto(out, out, bits) : bits;
  }
  return out ?? newBits(ix.capacity);
};

/**
 * The index's answer to searchPage (same ids in the same order, same total and facet counts as
 * buildSearchSql), or null when the request needs what only SQL does (a multi-word keyword made
 * of stop words alone, which ts_rank scores differently).
 */
export const queryIndex = (
  ix: CatalogIndex,
  scope: CatalogScope,
  f: SearchFilters,
  opts: SearchOptions,
  price: PriceColumn,
  terms: KeywordTerms | null,
): SearchPageResult | null => {
  const words = keywordWords(f.keyword);
  const hasKeyword = Boolean(f.keyword?.trim());
  if (hasKeyword && !words.length) return EMPTY;
  const items = terms ? [...new Set([...terms.english, ...terms.simple])].sort(compareBytes) : [];
  if (hasKeyword && !opts.fuzzy) {
    if (!terms) return null;
    if (opts.sort === 'relevance' && !terms.english.length && items.length > 1) return null;
  }

  const pool = ix.queryPool();
  // The site's catalogue: the live slots, a brand's or the flash deals (live ones only).
  const site = scope.brandId
    ? (ix.brand.get(scope.brandId) ?? newBits(ix.capacity))
    : scope.flashOnly
      ? ix.flash
      : ix.live;
  const base = pool.copy(site);
  if (scope.brandId && scope.flashOnly) andInto(base, base, ix.flash);
  if (f.onSale) andInto(base, base, ix.onSale);
  const priceOf = price === 'trade_price' ? ix.trade : ix.msrp;
  const collections = f.collections?.length
    ? new Set(
        ix.lookups.collections.filter((c) => f.collections!.includes(c.slug)).map((c) => c.id),
      )
    : null;
  if (collections || f.priceMin !== undefined || f.priceMax !== undefined) {
    for (let s = 0; s < ix.size; s++) {
      if (!hasBit(base, s)) continue;
      const p = priceOf[s]!;
      if (
        (collections && !collections.has(ix.collection[s]!)) ||
        (f.priceMin !== undefined && !(p >= f.priceMin)) ||
        (f.priceMax !== undefined && !(p <= f.priceMax))
      )
        base[s >>> 5]! &= ~(1 << (s & 31));
    }
  }
  let kw: Bits | null = null;
  if (hasKeyword) {
    if (opts.fuzzy) kw = typoBits(ix, words);
    else {
      const en = allItems(ix, pool, terms!.english);
      const si = allItems(ix, pool, terms!.simple);
      kw = en && si ? orInto(en, si) : (en ?? si ?? pool.take());
    }
    andInto(base, base, kw!);
  }

  const cats = f.categories?.length
    ? ix.lookups.categories.filter((c) => f.categories!.includes(c.slug)).map((c) => c.id)
    : null;
  const catIds = cats
    ? ix.lookups.categories
        .filter((c) => cats.includes(c.id) || (c.parent_id !== null && cats.includes(c.parent_id)))
        .map((c) => c.id)
    : null;
  const fRoom = anyChosen(pool, f.rooms, ix.room);
  // Categories chosen but unknown leave an empty set (no result), not a missing filter.
  const fCat = catIds
    ? unionOf(
        pool,
        catIds.map((c) => ix.byCategory.get(c)),
      )
    : null;
  const fBrand = anyChosen(pool, f.brands, ix.brand);
  const fAvail = anyChosen(pool, f.availability, ix.availability);
  const narrowed = (skip: Bits | null) => {
    const out = pool.copy(base);
    for (const bits of [fRoom, fCat, fBrand, fAvail])
      if (bits && bits !== skip) andInto(out, out, bits);
    return out;
  };
  const matched = narrowed(null);
  const total = popcount(matched);

  // Disjunctive facets: a facet's counts ignore its own filter. Facets without a filter share
  // the tally of the matched slots.
  let all: Tally | null = null;
  const tallyFor = (own: Bits | null) => {
    if (!own) {
      all ??= tally(ix, matched, total, site, pool);
      return all;
    }
    const within = narrowed(own);
    return tally(ix, within, popcount(within), site, pool);
  };
  const facets = opts.facets
    ? {
        rooms: listed(ix.facets.codeOf.room, tallyFor(fRoom).room),
        categories: listed(ix.facets.codeOf.category, tallyFor(fCat).category),
        brands: listed(ix.facets.codeOf.brand, tallyFor(fBrand).brand),
        availability: listed(ix.facets.codeOf.availability, tallyFor(fAvail).availability),
      }
    : { rooms: [], categories: [], brands: [], availability: [] };

  const { offset, limit } = opts;
  let slots: number[];
  if (opts.sort === 'relevance') {
    // Purchasable first (issue 18), then rank for a keyword, then new and newest.
    const ranked = words.length && !opts.fuzzy && kw;
    const order = ranked
      ? relevanceOrder(
          ix,
          `${terms!.english.join('&')}|${terms!.simple.join('&')}`,
          () => andInto(pool.take(), kw!, ix.live),
          (within) => rankOf(ix, items, within),
        )
      : null;
    const rank = ranked && !order ? rankOf(ix, items, matched) : null;
    slots = order
      ? walkPage(order, matched, offset, limit)
      : pickKeyed({
          tie: ix.rankedOrder(ix.orders.tie),
          matched,
          total,
          offset,
          limit,
          unavailableBits: ix.availability.get('unavailable'),
          unavailable: ix.unavailable,
          rank,
          pool,
        });
  } else {
    const order =
      opts.sort === 'name'
        ? ix.nameOrder
        : opts.sort === 'newest'
          ? ix.orders.newest
          : ix.orders[
              `${price === 'trade_price' ? 'trade' : 'msrp'}_${opts.sort === 'price_asc' ? 'asc' : 'desc'}`
            ];
    slots = pageOf(ix.rankedOrder(order!), matched, total, offset, limit, pool);
  }
  return { ids: slots.map((s) => ix.id[s]!), total, ...facets };
};

const scratch = new WeakMap<CatalogIndex, Float32Array>();

/**
 * ts_rank(rank_vector, query) of each matched slot (0 where only the description matched), in a
 * float32 buffer reused per index: storing into it rounds as the C code's float does.
 */
const rankOf = (ix: CatalogIndex, items: string[], matched: Bits): Float32Array => {
  let sum = scratch.get(ix);
  if (!sum || sum.length < ix.capacity) {
    sum = new Float32Array(ix.capacity);
    scratch.set(ix, sum);
  } else sum.fill(0);
  for (const item of items) {
    const [from, to] = prefixRange(ix.rankWords, item);
    for (let k = from; k < to; k++) {
      const post = ix.rank.get(ix.rankWords[k]!)!;
      for (let j = 0; j < post.slots.length; j++) {
        const s = post.slots[j]!;
        if (hasBit(matched, s)) sum[s] = sum[s]! + post.contrib[j]!;
      }
    }
  }
  if (items.length === 1) return sum;
  for (let w = 0; w < matched.length; w++) {
    let v = matched[w]!;
    while (v !== 0) {
      const low = v & -v;
      const s = (w << 5) + 31 - Math.clz32(low);
      if (sum[s]) sum[s] = sum[s]! / items.length;
      v ^= low;
    }
  }
  return sum;
};

import { type Bits, BitsPool, clearBit, grow, newBits, setBit } from './bitset';
import { FacetSignatures } from './facet-signatures';
import type { IndexLookups, IndexRow } from './index-row';
import { positionsOf, type RankedOrder } from './page-pick';
import { comparators, insertSorted, type OrderKey, removeSlot } from './slot-orders';
import { compareBytes, eachLexeme, rankContribution } from './tsvector';

/** Words of a name or category name, as keywordWords splits a keyword. */
export const nameWords = (text: string): string[] =>
  text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

interface RankPostings {
  slots: number[];
  contrib: number[];
}

const ORDER_KEYS: OrderKey[] = [
  'tie',
  'newest',
  'msrp_asc',
  'msrp_desc',
  'trade_asc',
  'trade_desc',
];

/**
 * The listable catalogue in memory (decision 025): one slot per product that search may return
 * (taken-down ones have none), with typed arrays for sorting, bitsets per facet value and
 * inverted lists of the database's own lexemes. A changed product gets a new slot and its old
 * slot dies, so lists only ever grow; the keeper rebuilds from the database when too many died.
 */
export class CatalogIndex {
  capacity = 0;
  size = 0;
  dead = 0;
  /** Bumped on every change: query caches keyed on it. */
  version = 0;
  readonly slotOf = new Map<number, number>();
  id = new Int32Array(0);
  category = new Int32Array(0);
  collection = new Int32Array(0);
  msrp = new Float64Array(0);
  trade = new Float64Array(0);
  createdUs = new Float64Array(0);
  isNew = new Uint8Array(0);
  unavailable = new Uint8Array(0);
  nameKey: string[] = [];
  live: Bits = newBits(0);
  flash: Bits = newBits(0);
  onSale: Bits = newBits(0);
  readonly brand = new Map<string, Bits>();
  readonly room = new Map<string, Bits>();
  readonly byCategory = new Map<number, Bits>();
  readonly availability = new Map<string, Bits>();
  /** Facet values as codes, and each slot's combination of them as one signature. */
  readonly facets = new FacetSignatures();
  signature = new Uint32Array(0);
  readonly match = new Map<string, number[]>();
  matchWords: string[] = [];
  readonly rank = new Map<string, RankPostings>();
  rankWords: string[] = [];
  /** Words of product names → slots (typo tolerance). */
  readonly nameWord = new Map<string, number[]>();
  readonly orders = {} as Record<OrderKey, number[]>;
  /** Slots in the database's order of name_key, id. */
  nameOrder: number[] = [];
  lookups: IndexLookups = { categories: [], collections: [] };

  /** Builds from every row (one pass, sorts at the end). */
  static build(rows: Iterable<IndexRow>, lookups: IndexLookups, nameIds: number[]): CatalogIndex {
    const index = new CatalogIndex();
    index.lookups = lookups;
    index.addRows(rows);
    return index.finish(nameIds);
  }

  /** Adds rows while building (unsorted until finish). */
  addRows(rows: Iterable<IndexRow>) {
    for (const row of rows) this.addRow(row, false);
  }

  /** Sorts the orders and dictionaries once all rows are in. */
  finish(nameIds: number[]): this {
    const cmp = comparators(this);
    for (const key of ORDER_KEYS) {
      const order: number[] = [];
      for (let s = 0; s < this.size; s++) if (this.isLive(s)) order.push(s);
      this.orders[key] = order.sort(cmp[key]);
    }
    this.matchWords = [...this.match.keys()].sort(compareBytes);
    this.rankWords = [...this.rank.keys()].sort(compareBytes);
    this.setNameOrder(nameIds);
    return this;
  }

  private ranked = new Map<number[], { version: number; positions: Int32Array }>();

  /** An order with the place of each slot in it (computed once per version of the index). */
  rankedOrder(order: number[]): RankedOrder {
    return {
      order,
      positions: () => {
        const hit = this.ranked.get(order);
        if (hit?.version === this.version) return hit.positions;
        const positions = positionsOf(order, this.capacity);
        // Orders replaced by a change (the name order) are not kept alive here.
        for (const [old, v] of this.ranked) if (v.version !== this.version) this.ranked.delete(old);
        this.ranked.set(order, { version: this.version, positions });
        return positions;
      },
    };
  }

  private scratch: BitsPool | null = null;

  /** Bitsets for one query, all taken back when the next query starts. */
  queryPool(): BitsPool {
    if (this.scratch?.capacity !== this.capacity) this.scratch = new BitsPool(this.capacity);
    this.scratch.reset();
    return this.scratch;
  }

  isLive(slot: number) {
    return (this.live[slot >>> 5]! & (1 << (slot & 31))) !== 0;
  }

  /**
   * Applies changed rows (and removals: ids with no row, or taken down). Without `nameIds` (the
   * database's name order re-read), a product keeps its place in the name order when its name
   * did not change, and is placed by byte order otherwise (the keeper re-reads the order unless
   * the database collates by bytes).
   */
  apply(ids: number[], rows: IndexRow[], nameIds: number[] | null, lookups: IndexLookups) {
    this.lookups = lookups;
    const byId = new Map(rows.map((r) => [r.id, r]));
    const byName = (a: number, b: number) =>
      compareBytes(this.nameKey[a]!, this.nameKey[b]!) || this.id[a]! - this.id[b]!;
    for (const id of ids) {
      const old = this.slotOf.get(id);
      const at = old === undefined ? -1 : this.nameOrder.indexOf(old);
      const oldName = old === undefined ? null : this.nameKey[old];
      if (old !== undefined) this.kill(old);
      const row = byId.get(id);
      if (!row || row.status === '3') continue;
      this.addRow(row, true);
      if (nameIds) continue;
      const slot = this.size - 1;
      if (at >= 0 && oldName === row.name_key) this.nameOrder.splice(at, 0, slot);
      else insertSorted(this.nameOrder, slot, byName);
    }
    if (nameIds) this.setNameOrder(nameIds);
    this.version++;
  }

  private setNameOrder(nameIds: number[]) {
    const order: number[] = [];
    for (const id of nameIds) {
      const slot = this.slotOf.get(id);
      if (slot !== undefined) order.push(slot);
    }
    this.nameOrder = order;
  }

  private kill(slot: number) {
    this.slotOf.delete(this.id[slot]!);
    const all = [this.live, this.flash, this.onSale, ...this.brand.values(), ...this.room.values()];
    for (const bits of [...all, ...this.byCategory.values(), ...this.availability.values()])
      clearBit(bits, slot);
    for (const key of ORDER_KEYS) removeSlot(this.orders[key], slot);
    removeSlot(this.nameOrder, slot);
    this.dead++;
  }

  private ensureCapacity() {
    if (this.size < this.capacity) return;
    const cap = Math.max(1024, Math.ceil(this.capacity * 1.5));
    const copy = <T extends Int32Array | Float64Array | Uint8Array | Uint16Array | Uint32Array>(
      a: T,
      make: (n: number) => T,
    ) => {
      const out = make(cap);
      out.set(a);
      return out;
    };
    this.id = copy(this.id, (n) => new Int32Array(n));
    this.category = copy(this.category, (n) => new Int32Array(n));
    this.collection = copy(this.collection, (n) => new Int32Array(n));
    this.msrp = copy(this.msrp, (n) => new Float64Array(n));
    this.trade = copy(this.trade, (n) => new Float64Array(n));
    this.createdUs = copy(this.createdUs, (n) => new Float64Array(n));
    this.isNew = copy(this.isNew, (n) => new Uint8Array(n));
    this.unavailable = copy(this.unavailable, (n) => new Uint8Array(n));
    this.signature = copy(this.signature, (n) => new Uint32Array(n));
    this.live = grow(this.live, cap);
    this.flash = grow(this.flash, cap);
    this.onSale = grow(this.onSale, cap);
    for (const map of [this.brand, this.room, this.byCategory, this.availability] as Map<
      unknown,
      Bits
    >[])
      for (const [k, bits] of map) map.set(k, grow(bits, cap));
    this.capacity = cap;
  }

  private bitsIn<K>(map: Map<K, Bits>, key: K): Bits {
    let bits = map.get(key);
    if (!bits) {
      bits = newBits(this.capacity);
      map.set(key, bits);
    }
    return bits;
  }

  private addRow(row: IndexRow, keepSorted: boolean) {
    if (row.status === '3') return;
    this.ensureCapacity();
    const s = this.size++;
    this.slotOf.set(row.id, s);
    this.id[s] = row.id;
    this.category[s] = row.category_id;
    this.collection[s] = row.collection_id ?? -1;
    this.msrp[s] = Number(row.msrp_price);
    this.trade[s] = Number(row.trade_price);
    this.createdUs[s] = Number(row.created_us);
    this.isNew[s] = row.is_new ? 1 : 0;
    this.unavailable[s] = row.availability === 'unavailable' ? 1 : 0;
    this.nameKey[s] = row.name_key;
    setBit(this.live, s);
    if (row.is_flash_deal) setBit(this.flash, s);
    if (row.on_sale) setBit(this.onSale, s);
    setBit(this.bitsIn(this.brand, row.brand_id), s);
    for (const r of row.rooms) setBit(this.bitsIn(this.room, r), s);
    setBit(this.bitsIn(this.byCategory, row.category_id), s);
    setBit(this.bitsIn(this.availability, row.availability), s);
    this.signature[s] = this.facets.of(row);
    eachLexeme(row.match_vector, (word) => {
      const list = this.match.get(word);
      if (list) list.push(s);
      else {
        this.match.set(word, [s]);
        if (keepSorted) insertSorted(this.matchWords, word, compareBytes);
      }
    });
    eachLexeme(row.rank_vector, (word, weights) => {
      let post = this.rank.get(word);
      if (!post) {
        post = { slots: [], contrib: [] };
        this.rank.set(word, post);
        if (keepSorted) insertSorted(this.rankWords, word, compareBytes);
      }
      post.slots.push(s);
      post.contrib.push(rankContribution(weights ?? []));
    });
    for (const w of new Set(nameWords(row.name_key))) {
      const list = this.nameWord.get(w);
      if (list) list.push(s);
      else this.nameWord.set(w, [s]);
    }
    if (keepSorted) {
      const cmp = comparators(this);
      for (const key of ORDER_KEYS) insertSorted(this.orders[key], s, cmp[key]);
    }
  }

  /** Rough bytes held by the typed arrays and lists (reported with the process RSS). */
  approxBytes(): number {
    let n = this.capacity * (4 * 3 + 8 * 3 + 2) + this.live.byteLength * 3;
    for (const map of [this.brand, this.room, this.byCategory, this.availability])
      for (const bits of map.values()) n += bits.byteLength;
    for (const list of this.match.values()) n += list.length * 8 + 64;
    for (const p of this.rank.values()) n += p.slots.length * 16 + 64;
    for (const list of this.nameWord.values()) n += list.length * 8 + 64;
    return n + this.size * 8 * 8;
  }
}

import { type CatalogueIndex, hasWord, type Item } from './catalogue-index';
import type { Constraints } from './constraints';
import { COLOUR_FAMILIES, MATERIAL_FAMILIES } from './vocabulary';

/** The price the caller is shown for an item, or null when the role shows none. */
export type PriceOf = (item: Item) => number | null;

type Relaxable = 'rooms' | 'materials' | 'colours' | 'onSale' | 'inStock' | NumericLimit;
type NumericLimit = 'heightMax' | 'lengthMax' | 'widthMin' | 'widthMax' | 'priceMin' | 'priceMax';

/** A facet the search may give up: a list is emptied, a filter or limit removed. */
const relaxable = (key: Relaxable, label: string) => ({
  key,
  label,
  has: (c: Constraints): boolean => {
    const v = c[key];
    return Array.isArray(v) ? v.length > 0 : typeof v === 'boolean' ? v : v !== undefined;
  },
  drop: (c: Constraints): void => {
    if (key === 'rooms' || key === 'materials' || key === 'colours') c[key] = [];
    else delete c[key];
  },
});

/** Facets that can be relaxed, least important first, with the words the reply uses. */
const RELAXABLE = (
  [
    ['rooms', 'room'],
    ['onSale', 'on-sale filter'],
    ['inStock', 'in-stock filter'],
    ['heightMax', 'height limit'],
    ['lengthMax', 'depth limit'],
    ['materials', 'material'],
    ['colours', 'colour'],
    ['widthMin', 'minimum width'],
    ['widthMax', 'width limit'],
    ['priceMin', 'minimum price'],
    ['priceMax', 'price limit'],
  ] as const
).map(([key, label]) => relaxable(key, label));

const wordMatches = (
  item: Item,
  word: string,
  families: Record<string, readonly string[]>,
  widen: boolean,
) =>
  hasWord(item.attrText, word) ||
  (widen && (families[word] ?? []).some((w) => hasWord(item.attrText, w)));

/** True when the item satisfies every hard constraint. */
export const satisfies = (
  item: Item,
  c: Constraints,
  price: PriceOf,
  widenColours = false,
): boolean => {
  if (c.categories.length && !c.categories.includes(item.category)) return false;
  if (c.rooms.length && !c.rooms.some((r) => item.row.rooms.includes(r))) return false;
  if (!c.colours.every((w) => wordMatches(item, w, COLOUR_FAMILIES, widenColours))) return false;
  if (!c.materials.every((w) => wordMatches(item, w, MATERIAL_FAMILIES, true))) return false;
  if (c.widthMax !== undefined && item.width > c.widthMax) return false;
  if (c.widthMin !== undefined && item.width < c.widthMin) return false;
  if (c.lengthMax !== undefined && item.length > c.lengthMax) return false;
  if (c.heightMax !== undefined && item.height > c.heightMax) return false;
  if (c.inStock && item.row.stock <= 0) return false;
  if (c.onSale && !item.row.on_sale) return false;
  const p = price(item);
  if (p !== null) {
    if (c.priceMax !== undefined && p > c.priceMax) return false;
    if (c.priceMin !== undefined && p < c.priceMin) return false;
  }
  return true;
};

/** Ranking: the request's words in name, finish and description; stock; budget well used. */
export const score = (item: Item, c: Constraints, price: PriceOf): number => {
  let s = 0;
  for (const w of [...c.styles, ...c.keywords]) {
    if (hasWord(item.nameText, w)) s += 3;
    else if (hasWord(item.attrText, w)) s += 2;
    else if (item.descText.includes(w)) s += 1;
  }
  for (const w of c.colours) if (item.primaryFinish.includes(w)) s += 2;
  for (const w of c.materials) if (item.primaryFinish.includes(w)) s += 1;
  s += item.row.availability === 'in_stock' ? 2 : item.row.availability === 'low_stock' ? 1 : 0;
  if (c.quantity && item.row.stock >= c.quantity) s += 2;
  if (item.row.is_new) s += 0.5;
  if (item.row.on_sale) s += 0.25;
  const p = price(item);
  if (p !== null && c.priceMax) s += 0.75 * Math.min(1, p / c.priceMax);
  return s;
};

export interface Retrieval {
  items: Item[];
  /** Labels of the constraints given up to find anything (empty when all held). */
  relaxed: string[];
  /** True when a colour word matched only through its family ('black' → ebony). */
  widenedColours: boolean;
  /** The constraints the result satisfies. */
  applied: Constraints;
}

const rank = (pool: Item[], c: Constraints, price: PriceOf, limit: number): Item[] => {
  const scored = pool
    .map((item) => ({ item, s: score(item, c, price) }))
    .sort((a, b) => b.s - a.s || (a.item.sku < b.item.sku ? -1 : 1));
  // Variety: at most two picks from one collection.
  const picked: Item[] = [];
  const perCollection = new Map<string, number>();
  for (const { item } of scored) {
    const key = item.collection ?? item.sku;
    if ((perCollection.get(key) ?? 0) >= 2) continue;
    perCollection.set(key, (perCollection.get(key) ?? 0) + 1);
    picked.push(item);
    if (picked.length >= limit) break;
  }
  return picked;
};

const pool = (index: CatalogueIndex, c: Constraints): Item[] => {
  const base = c.categories.length
    ? c.categories.flatMap((slug) => index.byCategory.get(slug) ?? [])
    : index.items;
  return base.filter((i) => i.purchasable);
};

/**
 * Products meeting every constraint, best first. Only when nothing matches does it give up
 * constraints, one at a time and least important first (then cumulatively), and says which.
 */
export const retrieve = (
  index: CatalogueIndex,
  wanted: Constraints,
  price: PriceOf,
  limit = 4,
): Retrieval => {
  const candidates = pool(index, wanted);
  const attempt = (c: Constraints, widen: boolean) =>
    candidates.filter((i) => satisfies(i, c, price, widen));
  const answer = (
    found: Item[],
    applied: Constraints,
    relaxed: string[],
    widenedColours = false,
  ) => ({
    items: rank(found, applied, price, limit),
    relaxed,
    widenedColours,
    applied,
  });
  let found = attempt(wanted, false);
  if (found.length) return answer(found, wanted, []);
  if (wanted.colours.length) {
    found = attempt(wanted, true);
    if (found.length) return answer(found, wanted, [], true);
  }
  const present = RELAXABLE.filter((r) => r.has(wanted));
  for (const r of present) {
    const c = structuredClone(wanted);
    r.drop(c);
    found = attempt(c, true);
    if (found.length) return answer(found, c, [r.label]);
  }
  const c = structuredClone(wanted);
  const relaxed: string[] = [];
  for (const r of present) {
    r.drop(c);
    relaxed.push(r.label);
    found = attempt(c, true);
    if (found.length) return answer(found, c, relaxed);
  }
  return { items: [], relaxed, widenedColours: false, applied: c };
};

import { type CatalogueIndex, hasWord, type Item } from './catalogue-index';
import type { Constraints } from './constraints';
import { COLOUR_FAMILIES, MATERIAL_FAMILIES } from './vocabulary';

/** The price the caller is shown for an item, or null when the role shows none. */
export type PriceOf = (item: Item) => number | null;

/** Facets that can be relaxed, least important first, with the words the reply uses. */
const RELAXABLE: {
  key: string;
  label: string;
  drop: (c: Constraints) => void;
  has: (c: Constraints) => boolean;
}[] = [
  {
    key: 'rooms',
    label: 'room',
    has: (c) => c.rooms.length > 0,
    drop: (c) => {
      c.rooms = [];
    },
  },
  {
    key: 'onSale',
    label: 'on-sale filter',
    has: (c) => !!c.onSale,
    drop: (c) => {
      delete c.onSale;
    },
  },
  {
    key: 'inStock',
    label: 'in-stock filter',
    has: (c) => !!c.inStock,
    drop: (c) => {
      delete c.inStock;
    },
  },
  {
    key: 'heightMax',
    label: 'height limit',
    has: (c) => c.heightMax !== undefined,
    drop: (c) => {
      delete c.heightMax;
    },
  },
  {
    key: 'lengthMax',
    label: 'depth limit',
    has: (c) => c.lengthMax !== undefined,
    drop: (c) => {
      delete c.lengthMax;
    },
  },
  {
    key: 'materials',
    label: 'material',
    has: (c) => c.materials.length > 0,
    drop: (c) => {
      c.materials = [];
    },
  },
  {
    key: 'colours',
    label: 'colour',
    has: (c) => c.colours.length > 0,
    drop: (c) => {
      c.colours = [];
    },
  },
  {
    key: 'widthMin',
    label: 'minimum width',
    has: (c) => c.widthMin !== undefined,
    drop: (c) => {
      delete c.widthMin;
    },
  },
  {
    key: 'widthMax',
    label: 'width limit',
    has: (c) => c.widthMax !== undefined,
    drop: (c) => {
      delete c.widthMax;
    },
  },
  {
    key: 'priceMin',
    label: 'minimum price',
    has: (c) => c.priceMin !== undefined,
    drop: (c) => {
      delete c.priceMin;
    },
  },
  {
    key: 'priceMax',
    label: 'price limit',
    has: (c) => c.priceMax !== undefined,
    drop: (c) => {
      delete c.priceMax;
    },
  },
];

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
  let found = attempt(wanted, false);
  if (found.length)
    return {
      items: rank(found, wanted, price, limit),
      relaxed: [],
      widenedColours: false,
      applied: wanted,
    };
  if (wanted.colours.length) {
    found = attempt(wanted, true);
    if (found.length)
      return {
        items: rank(found, wanted, price, limit),
        relaxed: [],
        widenedColours: true,
        applied: wanted,
      };
  }
  const present = RELAXABLE.filter((r) => r.has(wanted));
  for (const r of present) {
    const c = structuredClone(wanted);
    r.drop(c);
    found = attempt(c, true);
    if (found.length)
      return {
        items: rank(found, c, price, limit),
        relaxed: [r.label],
        widenedColours: false,
        applied: c,
      };
  }
  const c = structuredClone(wanted);
  const relaxed: string[] = [];
  for (const r of present) {
    r.drop(c);
    relaxed.push(r.label);
    found = attempt(c, true);
    if (found.length)
      return { items: rank(found, c, price, limit), relaxed, widenedColours: false, applied: c };
  }
  return { items: [], relaxed, widenedColours: false, applied: c };
};

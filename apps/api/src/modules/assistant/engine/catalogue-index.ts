import type { CatalogueRow } from '../assistant.repository';

/** A product ready for in-memory filtering: numbers parsed, texts lower-cased once. */
export interface Item {
  row: CatalogueRow;
  sku: string;
  category: string;
  collection: string | null;
  width: number;
  length: number;
  height: number;
  msrp: number;
  trade: number;
  /** Finishes, materials and name: where colour and material words must appear. */
  attrText: string;
  primaryFinish: string;
  nameText: string;
  descText: string;
  purchasable: boolean;
}

/** The catalogue of one brand scope, with lookups by SKU and by category. */
export interface CatalogueIndex {
  items: Item[];
  bySku: Map<string, Item>;
  byCategory: Map<string, Item[]>;
}

const lower = (xs: readonly string[]) => xs.join(' | ').toLowerCase();

export const toItem = (row: CatalogueRow): Item => ({
  row,
  sku: row.sku_number,
  category: row.category_slug,
  collection: row.collection_slug,
  width: Number(row.width),
  length: Number(row.length),
  height: Number(row.height),
  msrp: Number(row.msrp_price),
  trade: Number(row.trade_price),
  attrText: ` ${lower(row.finishes)} | ${lower(row.materials)} | ${row.name.toLowerCase()} `,
  primaryFinish: (row.finishes[0] ?? '').toLowerCase(),
  nameText: row.name.toLowerCase(),
  descText: row.description.toLowerCase(),
  purchasable: row.status === '1' && row.availability !== 'unavailable',
});

export const buildIndex = (rows: readonly CatalogueRow[]): CatalogueIndex => {
  const items = rows.map(toItem);
  const byCategory = new Map<string, Item[]>();
  for (const item of items) {
    const list = byCategory.get(item.category) ?? [];
    list.push(item);
    byCategory.set(item.category, list);
  }
  return { items, bySku: new Map(items.map((i) => [i.sku, i])), byCategory };
};

/** Whole-word test ('oak' is not in 'cloak'); phrases may span spaces. */
export const hasWord = (text: string, word: string): boolean => {
  let at = text.indexOf(word);
  while (at >= 0) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + word.length] ?? ' ';
    if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) return true;
    at = text.indexOf(word, at + 1);
  }
  return false;
};

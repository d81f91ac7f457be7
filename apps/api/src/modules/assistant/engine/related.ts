import { pairedCategories } from '@portal/contract';
import { type CatalogueIndex, hasWord, type Item } from './catalogue-index';
import { singular } from './explain';

const finishWords = (item: Item) => item.primaryFinish.split(/[^a-z]+/).filter((w) => w.length > 2);

const sharedFinish = (a: Item, b: Item) => finishWords(a).some((w) => hasWord(b.attrText, w));

const words = (s: string) => new Set(s.split(/[^a-z]+/).filter((w) => w.length > 2));
const jaccard = (a: Set<string>, b: Set<string>) => {
  let both = 0;
  for (const w of a) if (b.has(w)) both++;
  return both / Math.max(1, a.size + b.size - both);
};

export interface RelatedPick {
  item: Item;
  reason: string;
}

/**
 * One piece per complementary category (the graph of contract/pairings.ts), preferring the same
 * collection, then the same finish, then what is in stock.
 */
export const pairingsFor = (index: CatalogueIndex, base: Item, limit = 4): RelatedPick[] => {
  const picks: RelatedPick[] = [];
  for (const slug of pairedCategories(base.category)) {
    const pool = (index.byCategory.get(slug) ?? []).filter(
      (i) => i.purchasable && i.sku !== base.sku,
    );
    if (!pool.length) continue;
    const rated = pool
      .map((item) => ({
        item,
        sameCollection: !!base.collection && item.collection === base.collection,
        sameFinish: sharedFinish(base, item),
        s:
          (base.collection && item.collection === base.collection ? 4 : 0) +
          (sharedFinish(base, item) ? 2 : 0) +
          (item.row.availability === 'in_stock' ? 1 : 0),
      }))
      .sort((a, b) => b.s - a.s || (a.item.sku < b.item.sku ? -1 : 1));
    const best = rated[0]!;
    const why = best.sameCollection
      ? `from the same ${best.item.row.collection_name} collection`
      : best.sameFinish
        ? `in a finish that matches (${best.item.row.finishes[0]})`
        : `in ${best.item.row.finishes[0]}, a complementary finish`;
    picks.push({
      item: best.item,
      reason: `A ${singular(best.item.row.category_name)} to go with the ${singular(base.row.category_name)}, ${why}.`,
    });
    if (picks.length >= limit) break;
  }
  return picks;
};

/** More like this: same category, ranked by shared finish, materials, size, price and name words. */
export const similarTo = (index: CatalogueIndex, base: Item, limit = 4): RelatedPick[] => {
  const baseWords = words(`${base.nameText} ${base.attrText}`);
  return (index.byCategory.get(base.category) ?? [])
    .filter((i) => i.purchasable && i.sku !== base.sku)
    .map((item) => ({
      item,
      s:
        (sharedFinish(base, item) ? 2 : 0) +
        3 * jaccard(baseWords, words(`${item.nameText} ${item.attrText}`)) -
        Math.abs(item.width - base.width) / 24 -
        Math.abs(item.msrp - base.msrp) / Math.max(1, base.msrp),
    }))
    .sort((a, b) => b.s - a.s || (a.item.sku < b.item.sku ? -1 : 1))
    .slice(0, limit)
    .map(({ item }) => ({
      item,
      reason: `Like the ${base.row.name}: ${singular(item.row.category_name)}, ${item.width}" wide, in ${item.row.finishes[0]}${
        sharedFinish(base, item) ? ' (same finish family)' : ''
      }.`,
    }));
};

import { formatMoney } from '@portal/contract';
import { hasWord, type Item } from './catalogue-index';
import type { Constraints } from './constraints';
import type { PriceOf } from './retrieve';

const inches = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)}"`;

const AVAILABILITY_TEXT: Record<string, string> = {
  in_stock: 'in stock',
  low_stock: 'low stock',
  backorder: 'available soon',
  unavailable: 'unavailable for purchase',
  taken_down: 'no longer available',
};
export const availabilityText = (item: Item) => AVAILABILITY_TEXT[item.row.availability] ?? '';

/** A singular noun for a category name ('Sofas' → 'sofa', 'Bookcases & Etageres' → 'bookcase'). */
export const singular = (categoryName: string) => {
  const first = categoryName.split('&')[0]!.trim().toLowerCase();
  return first.endsWith('ches') || first.endsWith('shes')
    ? first.slice(0, -2)
    : first.endsWith('s')
      ? first.slice(0, -1)
      : first;
};

/** One sentence saying why a product was picked: the stated wishes it meets, and its facts. */
export const explainPick = (item: Item, c: Constraints, price: PriceOf): string => {
  const reasons: string[] = [];
  const finish = item.row.finishes[0];
  const matchedWords = [...c.colours, ...c.materials].filter((w) => hasWord(item.attrText, w));
  reasons.push(
    `a ${singular(item.row.category_name)}${finish ? ` in ${finish}` : ''}${
      matchedWords.length ? ` (matches ${matchedWords.map((w) => `'${w}'`).join(' and ')})` : ''
    }`,
  );
  const dims = `${inches(item.width)} W x ${inches(item.length)} D x ${inches(item.height)} H`;
  reasons.push(
    c.widthMax !== undefined ? `${dims}, within your ${inches(c.widthMax)} width` : dims,
  );
  const p = price(item);
  if (p !== null) {
    reasons.push(
      c.priceMax !== undefined
        ? `${formatMoney(p)}, under your ${formatMoney(c.priceMax)} limit`
        : c.priceMin !== undefined
          ? `${formatMoney(p)}, above your ${formatMoney(c.priceMin)} minimum`
          : formatMoney(p),
    );
  }
  if (item.row.collection_name) reasons.push(`from the ${item.row.collection_name} collection`);
  const stock = availabilityText(item);
  if (stock)
    reasons.push(
      c.quantity && item.row.stock >= c.quantity ? `${stock} for all ${c.quantity}` : stock,
    );
  const text = reasons.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
};

/** What the reply says it looked for ('sofas in walnut, under $3,000, at most 90" wide'). */
export const describeRequest = (
  c: Constraints,
  categoryNames: string[],
  priced: boolean,
): string => {
  const parts: string[] = [];
  const cats = categoryNames.length ? categoryNames.join(' or ').toLowerCase() : 'pieces';
  const attrs = [...c.colours, ...c.materials];
  parts.push(attrs.length ? `${cats} in ${attrs.join(' ')}` : cats);
  if (priced && c.priceMin !== undefined && c.priceMax !== undefined)
    parts.push(`between ${formatMoney(c.priceMin)} and ${formatMoney(c.priceMax)}`);
  else if (priced && c.priceMax !== undefined) parts.push(`under ${formatMoney(c.priceMax)}`);
  else if (priced && c.priceMin !== undefined) parts.push(`over ${formatMoney(c.priceMin)}`);
  if (c.widthMax !== undefined) parts.push(`at most ${inches(c.widthMax)} wide`);
  if (c.widthMin !== undefined) parts.push(`at least ${inches(c.widthMin)} wide`);
  if (c.heightMax !== undefined) parts.push(`at most ${inches(c.heightMax)} tall`);
  if (c.lengthMax !== undefined) parts.push(`at most ${inches(c.lengthMax)} deep`);
  if (c.inStock) parts.push('in stock');
  if (c.onSale) parts.push('on sale');
  return parts.join(', ');
};

/** Prompts for the facets still open (clicking one sends it as the next message). */
export const followUps = (c: Constraints, shown: Item[], priced: boolean): string[] => {
  const out: string[] = [];
  if (!c.colours.length && shown.length) {
    const finishes = new Set(shown.map((i) => i.primaryFinish));
    const other = ['walnut', 'ivory', 'oak', 'slate', 'sage', 'ebony'].find(
      (w) => ![...finishes].some((f) => f.includes(w)),
    );
    if (other) out.push(`Show it in ${other}`);
  }
  if (priced && c.priceMax === undefined && shown.length) out.push('Something cheaper');
  if (c.widthMax === undefined && shown.length) out.push('Something smaller');
  if (shown.length) out.push('What goes with it?');
  if (!c.rooms.length && !c.categories.length) out.push('Which pieces suit a living room?');
  if (!c.inStock && shown.some((i) => i.row.availability === 'backorder'))
    out.push('Only pieces in stock');
  return out.slice(0, 3);
};

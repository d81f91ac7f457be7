import type { ChatProduct, ChatSegment } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import type { CatalogueRow } from '../assistant.repository';
import { BuiltInEngine } from './built-in-engine';
import { buildIndex } from './catalogue-index';
import type { ConversationState, EngineContext } from './engine-types';

const row = (
  sku: string,
  finish: string,
  width: number,
  price: number,
  category = 'sofas',
): CatalogueRow => ({
  id: 1,
  sku_number: sku,
  brand_id: 'ca',
  name: `Caracole ${sku} Sofa`,
  description: '',
  image: 'x.jpg',
  images: [],
  status: '1',
  stock: 9,
  future_stock: 0,
  cash_stock: 0,
  is_new: false,
  on_sale: false,
  width: String(width),
  length: '38',
  height: '33',
  msrp_price: String(price),
  trade_price: String(price / 2),
  materials: ['Linen blend'],
  finishes: [finish],
  rooms: ['living_room'],
  category_slug: category,
  category_name: category === 'sofas' ? 'Sofas' : 'Coffee Tables',
  collection_slug: null,
  collection_name: null,
  availability: 'in_stock',
});

const ctx: EngineContext = {
  index: buildIndex([
    row('A', 'Ivory Linen', 96, 5000),
    row('B', 'Ivory Linen', 84, 3000),
    row('C', 'Dark Walnut', 90, 4000),
    row('D', 'Charcoal Velvet', 78, 2000),
  ]),
  price: (item) => item.msrp,
  card: (item, reason) => ({ sku_number: item.sku, reason }) as unknown as ChatProduct,
  categoryName: () => 'Sofas',
};

const turn = async (text: string, state: ConversationState | null) => {
  const segments: ChatSegment[] = [];
  const next = await new BuiltInEngine().reply({ text, state }, ctx, (s) => {
    segments.push(s);
  });
  const list = segments.find((s) => s.kind === 'productList');
  const skus = list?.kind === 'productList' ? list.products.map((p) => p.sku_number) : [];
  return { next, skus, segments };
};

describe('multi-turn refinement', () => {
  it("'cheaper', 'in walnut instead' and 'something smaller' refine the previous request", async () => {
    const first = await turn('an ivory sofa', null);
    expect(first.skus.sort()).toEqual(['A', 'B']);
    const cheaper = await turn('cheaper', first.next);
    // Still ivory, now under the cheapest ivory shown (3,000): nothing, so the price is relaxed.
    expect(cheaper.next.constraints.colours).toEqual(['ivory']);
    const walnut = await turn('in walnut instead', first.next);
    expect(walnut.skus).toEqual(['C']);
    expect(walnut.next.constraints.categories).toEqual(['sofas']);
    const smaller = await turn('something smaller', walnut.next);
    expect(smaller.next.constraints.widthMax).toBeLessThan(90);
    expect(smaller.skus.every((s) => s !== 'C')).toBe(true);
  });

  it('a new category starts over, keeping nothing of the last request', async () => {
    const first = await turn('an ivory sofa under $4,000', null);
    expect(first.skus).toEqual(['B']);
    const fresh = await turn('a sofa', first.next);
    expect(fresh.next.constraints.colours).toEqual([]);
    expect(fresh.skus.length).toBe(4);
  });
});

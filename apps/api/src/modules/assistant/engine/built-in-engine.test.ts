import type { ChatProduct, ChatSegment } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import type { CatalogueRow } from '../assistant.repository';
import { BuiltInEngine } from './built-in-engine';
import { buildIndex } from './catalogue-index';
import type { ConversationState, EngineContext } from './engine-types';
import { catalogueRow } from './fixtures/catalogue-row';

const row = (
  sku: string,
  finish: string,
  width: number,
  price: number,
  category = 'sofas',
): CatalogueRow =>
  catalogueRow(sku, price, {
    width: String(width),
    finishes: [finish],
    category_slug: category,
    category_name: category === 'sofas' ? 'Sofas' : 'Coffee Tables',
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

describe('a room look (four-image case)', () => {
  it('sends type 2 with four pictures: an anchor meeting the request and three pieces that pair with it', async () => {
    const look = buildIndex([
      row('S1', 'Dark Walnut', 90, 4000),
      row('S2', 'Ivory Linen', 84, 3000),
      row('T1', 'Dark Walnut', 48, 1500, 'coffee-tables'),
      row('T2', 'Ivory Linen', 48, 1200, 'coffee-tables'),
      { ...row('L1', 'Brass', 20, 600, 'table-lamps'), category_name: 'Table Lamps' },
      { ...row('R1', 'Dark Walnut', 96, 900, 'rugs'), category_name: 'Rugs' },
    ]);
    const segments: ChatSegment[] = [];
    const state = await new BuiltInEngine().reply(
      { text: 'Inspire me: a living room look in walnut', state: null },
      {
        ...ctx,
        index: look,
        card: (item, reason) =>
          ({ sku_number: item.sku, image: `/img/${item.sku}.jpg`, reason }) as ChatProduct,
      },
      (s) => {
        segments.push(s);
      },
    );
    const kinds = segments.map((s) => (s.kind === 'type' ? `type:${s.type}` : s.kind));
    expect(kinds.slice(0, 6)).toEqual(['text', 'type:2', 'image', 'image', 'image', 'image']);
    const images = segments.flatMap((s) => (s.kind === 'image' ? [s.src] : []));
    // The anchor is the walnut sofa; the coffee table shares its finish.
    expect(images[0]).toBe('/img/S1.jpg');
    expect(images).toContain('/img/T1.jpg');
    const list = segments.find((s) => s.kind === 'productList');
    expect(list?.kind === 'productList' && list.products.map((p) => p.sku_number)).toEqual(
      images.map((src) => src.slice(5, -4)),
    );
    expect(kinds.at(-1)).toBe('followUps');
    expect(state.shown).toEqual(['S1']);
  });
});

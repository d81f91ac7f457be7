import { AssistantMessages, type ChatSegment, ChatMessageType as T } from '@portal/contract';
import { policyAnswer, productAnswer } from './answers';
import type { Item } from './catalogue-index';
import { type Constraints, emptyConstraints, type Understanding } from './constraints';
import type {
  AssistantEngine,
  ConversationState,
  EngineContext,
  EngineRequest,
} from './engine-types';
import { describeRequest, explainPick, followUps } from './explain';
import { colourName, dominantPalette, harmony } from './palette';
import { pairingsFor, similarTo } from './related';
import { retrieve } from './retrieve';
import { roomLook } from './room-look';
import { understand } from './understand';

type Emit = (s: ChatSegment) => void | Promise<void>;

/** Folds a follow-up ('cheaper', 'in walnut instead') into the previous request's constraints. */
export const refine = (
  prev: Constraints,
  u: Understanding,
  shown: Item[],
  ctx: Pick<EngineContext, 'price'>,
): Constraints => {
  const n = u.constraints;
  const c: Constraints = structuredClone(prev);
  if (n.categories.length) c.categories = n.categories;
  if (n.colours.length) c.colours = n.colours;
  if (n.materials.length) c.materials = n.materials;
  if (n.rooms.length) c.rooms = n.rooms;
  c.styles = [...new Set([...c.styles, ...n.styles])];
  c.keywords = n.keywords.length ? n.keywords : c.keywords;
  for (const key of [
    'priceMin',
    'priceMax',
    'widthMin',
    'widthMax',
    'lengthMax',
    'heightMax',
    'quantity',
  ] as const) {
    if (n[key] !== undefined) c[key] = n[key];
  }
  if (n.inStock) c.inStock = true;
  if (n.onSale) c.onSale = true;
  const prices = shown.map(ctx.price).filter((p): p is number => p !== null);
  if (u.adjust.cheaper) {
    c.priceMax = prices.length
      ? Math.min(...prices) - 0.01
      : c.priceMax
        ? c.priceMax * 0.8
        : undefined;
    if (c.priceMin !== undefined && c.priceMax !== undefined && c.priceMin > c.priceMax)
      delete c.priceMin;
  }
  if (u.adjust.pricier) {
    c.priceMin = prices.length ? Math.max(...prices) + 0.01 : c.priceMin;
    if (c.priceMax !== undefined && c.priceMin !== undefined && c.priceMax < c.priceMin)
      delete c.priceMax;
  }
  if (u.adjust.smaller && shown.length) {
    c.widthMax = Math.min(...shown.map((i) => i.width)) - 0.5;
    if (c.widthMin !== undefined && c.widthMin > c.widthMax) delete c.widthMin;
  }
  if (u.adjust.bigger && shown.length) {
    c.widthMin = Math.max(...shown.map((i) => i.width)) + 0.5;
    if (c.widthMax !== undefined && c.widthMax < c.widthMin) delete c.widthMax;
  }
  return c;
};

const GENERAL = ['sofas', 'accent-chairs', 'coffee-tables', 'dining-tables', 'beds', 'sideboards'];
const STATEMENT = ['chandeliers', 'accent-chairs', 'sideboards', 'mirrors', 'bar-cabinets'];

/** The offline, deterministic engine: understanding, retrieval, relaxation, explanations. */
export class BuiltInEngine implements AssistantEngine {
  async reply(req: EngineRequest, ctx: EngineContext, emit: Emit): Promise<ConversationState> {
    const u = understand(req.text);
    const prev = req.state;
    const shownBefore = (prev?.shown ?? [])
      .map((s) => ctx.index.bySku.get(s))
      .filter((i): i is Item => !!i);
    const anchorSku = req.targetSku ?? u.sku ?? shownBefore[0]?.sku ?? req.recommendSku;
    const anchor = anchorSku ? ctx.index.bySku.get(anchorSku) : undefined;
    const keep = (shown: Item[], constraints = prev?.constraints ?? emptyConstraints()) => ({
      constraints,
      shown: shown.map((i) => i.sku),
    });

    if (req.image) return this.roomPhoto(req.image, u, ctx, emit);
    if (req.type === T.moreLikeThis || (u.intent === 'similar' && anchor)) {
      return this.related(anchor, 'similar', ctx, emit, keep);
    }
    if (req.type === T.pairings || u.intent === 'pairings') {
      const base =
        anchor ??
        (u.constraints.categories.length
          ? retrieve(ctx.index, u.constraints, ctx.price, 1).items[0]
          : undefined);
      return this.related(base, 'pairings', ctx, emit, keep);
    }
    switch (u.intent) {
      case 'greeting':
        await emit({ kind: 'text', text: AssistantMessages.greeting });
        await emit({ kind: 'type', type: T.followUps });
        await emit({ kind: 'followUps', questions: [...AssistantMessages.guidePrompts] });
        return keep(shownBefore);
      case 'policy':
        await emit({ kind: 'text', text: policyAnswer(u.topic) });
        return keep(shownBefore);
      case 'question':
        if (!anchor) {
          await emit({
            kind: 'text',
            text:
              u.topic === 'warranty'
                ? policyAnswer('warranty')
                : 'Which piece do you mean? Open a product or ask me for suggestions first.',
          });
          return keep(shownBefore);
        }
        await emit({ kind: 'text', text: productAnswer(anchor, u.topic, ctx.price) });
        await emit({ kind: 'type', type: T.productList });
        await emit({ kind: 'target', sku: anchor.sku });
        await emit({
          kind: 'productList',
          products: [ctx.card(anchor, productAnswer(anchor, u.topic, ctx.price))],
        });
        await this.followUps(emit, ['What goes with it?', 'Show me more like this']);
        return keep([anchor, ...shownBefore.filter((i) => i.sku !== anchor.sku)]);
      case 'replacement':
        await emit({
          kind: 'text',
          text: 'Upload a landscape photo of your room (JPG, PNG, BMP or WEBP) with the image button: I will read its colours and suggest pieces that suit it. Visualize on any suggestion opens the visualization flow (VISUALIZATIONS) to place it in your photo.',
        });
        return keep(shownBefore);
      case 'look':
        return roomLook(u, prev?.constraints, ctx, emit);
      case 'statement':
        return this.spread(
          STATEMENT,
          prev?.constraints ?? emptyConstraints(),
          'A statement piece sets the tone of a room. Here are standouts from across the collection:',
          T.recommendations,
          ctx,
          emit,
          (item) => (b: Item) => b.msrp - item.msrp,
        );
      case 'suggestion':
        if (!prev || (!prev.constraints.categories.length && !u.constraints.categories.length)) {
          return this.spread(
            anchor ? [anchor.category, ...GENERAL] : GENERAL,
            prev?.constraints ?? emptyConstraints(),
            'Here are a few favourites from the collection, all ready to ship:',
            T.recommendations,
            ctx,
            emit,
          );
        }
        return this.recommend(prev.constraints, ctx, emit, T.recommendations);
      default: {
        const carry =
          !u.refinement && prev && /^\s*(?:and|what about|how about|also)\b/i.test(req.text);
        const wanted =
          u.refinement && prev
            ? refine(prev.constraints, u, shownBefore, ctx)
            : carry && prev
              ? {
                  ...u.constraints,
                  colours: u.constraints.colours.length
                    ? u.constraints.colours
                    : prev.constraints.colours,
                  materials: u.constraints.materials.length
                    ? u.constraints.materials
                    : prev.constraints.materials,
                }
              : u.constraints;
        return this.recommend(wanted, ctx, emit, T.productList);
      }
    }
  }

  private async followUps(emit: Emit, questions: string[]) {
    if (!questions.length) return;
    await emit({ kind: 'type', type: T.followUps });
    await emit({ kind: 'followUps', questions });
  }

  private async recommend(
    wanted: Constraints,
    ctx: EngineContext,
    emit: Emit,
    type: number,
  ): Promise<ConversationState> {
    const priced = ctx.index.items.length > 0 && ctx.price(ctx.index.items[0]!) !== null;
    const r = retrieve(ctx.index, wanted, ctx.price);
    const names = wanted.categories.map(ctx.categoryName);
    const asked = describeRequest(wanted, names, priced);
    const notes: string[] = [];
    if (!priced && (wanted.priceMax !== undefined || wanted.priceMin !== undefined)) {
      notes.push(
        'Prices show once you sign in with a trade account, so I could not apply the price limit.',
      );
    }
    if (!r.items.length) {
      await emit({
        kind: 'text',
        text: `I could not find ${asked} in the catalogue.${notes.length ? ` ${notes.join(' ')}` : ''}`,
      });
      await this.followUps(emit, ['Make a suggestion for me!']);
      return { constraints: wanted, shown: [] };
    }
    if (r.relaxed.length) {
      notes.unshift(
        `Nothing matched ${asked} exactly, so I relaxed the ${r.relaxed.join(' and the ')}.`,
      );
    } else if (r.widenedColours) {
      notes.unshift(
        `No finish is named ${wanted.colours.map((w) => `'${w}'`).join(' or ')}, so these are the closest shades.`,
      );
    }
    const intro = r.relaxed.length
      ? `${notes.join(' ')} Here is what comes closest:`
      : `${notes.length ? `${notes.join(' ')} ` : ''}Here ${r.items.length === 1 ? 'is 1 pick' : `are ${r.items.length} picks`} for ${asked}:`;
    await emit({ kind: 'text', text: intro });
    await emit({ kind: 'type', type });
    await emit({
      kind: 'productList',
      products: r.items.map((i) => ctx.card(i, explainPick(i, r.applied, ctx.price))),
    });
    await emit({ kind: 'recommend', skus: r.items.map((i) => i.sku) });
    await this.followUps(emit, followUps(wanted, r.items, priced));
    return { constraints: wanted, shown: r.items.map((i) => i.sku) };
  }

  private async related(
    base: Item | undefined,
    kind: 'similar' | 'pairings',
    ctx: EngineContext,
    emit: Emit,
    keep: (shown: Item[]) => ConversationState,
  ): Promise<ConversationState> {
    if (!base) {
      await emit({
        kind: 'text',
        text: 'Which piece do you mean? Open a product or ask me for suggestions first.',
      });
      return keep([]);
    }
    const picks = kind === 'pairings' ? pairingsFor(ctx.index, base) : similarTo(ctx.index, base);
    if (!picks.length) {
      await emit({
        kind: 'text',
        text: `I have nothing to suggest with the ${base.row.name} yet.`,
      });
      return keep([base]);
    }
    await emit({
      kind: 'text',
      text:
        kind === 'pairings'
          ? `These pieces pair well with the ${base.row.name}:`
          : `More like the ${base.row.name}:`,
    });
    await emit({ kind: 'type', type: kind === 'pairings' ? T.pairings : T.moreLikeThis });
    await emit({ kind: 'target', sku: base.sku });
    await emit({ kind: 'productList', products: picks.map((p) => ctx.card(p.item, p.reason)) });
    await emit({ kind: 'recommend', skus: picks.map((p) => p.item.sku) });
    await this.followUps(
      emit,
      kind === 'pairings'
        ? ['Show me more like this', 'Something cheaper']
        : ['What goes with it?', 'Something smaller'],
    );
    // The base stays the anchor: 'more like this' after pairings still means the base.
    return keep([base, ...picks.map((p) => p.item)]);
  }

  /** One piece from each of several categories (suggestions, statement pieces). */
  private async spread(
    categories: string[],
    c: Constraints,
    intro: string,
    type: number,
    ctx: EngineContext,
    emit: Emit,
    order?: (a: Item) => (b: Item) => number,
  ): Promise<ConversationState> {
    const picks: Item[] = [];
    for (const slug of [...new Set(categories)]) {
      const r = retrieve(
        ctx.index,
        { ...c, categories: [slug], inStock: true },
        ctx.price,
        order ? 50 : 1,
      );
      const sorted = order
        ? [...r.items].sort((a, b) => order(b)(a) || (a.sku < b.sku ? -1 : 1))
        : r.items;
      if (sorted[0]) picks.push(sorted[0]);
      if (picks.length >= 4) break;
    }
    await emit({ kind: 'text', text: intro });
    await emit({ kind: 'type', type });
    await emit({
      kind: 'productList',
      products: picks.map((i) => ctx.card(i, explainPick(i, c, ctx.price))),
    });
    await emit({ kind: 'recommend', skus: picks.map((i) => i.sku) });
    await this.followUps(emit, ['What goes with it?', 'Something cheaper', 'Show it in walnut']);
    return { constraints: { ...c, categories: [] }, shown: picks.map((i) => i.sku) };
  }

  private async roomPhoto(
    image: Buffer,
    u: Understanding,
    ctx: EngineContext,
    emit: Emit,
  ): Promise<ConversationState> {
    const palette = await dominantPalette(image);
    const names = [...new Set(palette.map(colourName))];
    const categories = u.constraints.categories.length
      ? u.constraints.categories
      : ['sofas', 'accent-chairs', 'coffee-tables', 'table-lamps'];
    const picks: Item[] = [];
    for (const slug of categories) {
      const r = retrieve(ctx.index, { ...u.constraints, categories: [slug] }, ctx.price, 200);
      const best = [...r.items].sort(
        (a, b) => harmony(b, palette) - harmony(a, palette) || (a.sku < b.sku ? -1 : 1),
      )[0];
      if (best) picks.push(best);
      if (picks.length >= 4) break;
    }
    await emit({
      kind: 'text',
      text: `Your room's palette reads as ${names.join(', ')}. These pieces harmonise with it; use Visualize on one to see it in your photo (VISUALIZATIONS).`,
    });
    await emit({ kind: 'type', type: T.recommendations });
    await emit({
      kind: 'productList',
      products: picks.map((i) =>
        ctx.card(i, `Its ${i.row.finishes[0]} finish sits well with the ${names[0]} of your room.`),
      ),
    });
    await emit({ kind: 'recommend', skus: picks.map((i) => i.sku) });
    await this.followUps(emit, ['What goes with it?', 'Something cheaper']);
    return { constraints: u.constraints, shown: picks.map((i) => i.sku) };
  }
}

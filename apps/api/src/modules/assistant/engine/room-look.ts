import { type ChatSegment, ChatMessageType as T } from '@portal/contract';
import type { Item } from './catalogue-index';
import type { Constraints, Understanding } from './constraints';
import type { ConversationState, EngineContext } from './engine-types';
import { pairingsFor } from './related';
import { retrieve } from './retrieve';

type Emit = (s: ChatSegment) => void | Promise<void>;

/** The piece a room's look is built around, by room (living room when none is named). */
const ROOM_ANCHORS: Record<string, readonly string[]> = {
  living_room: ['sofas', 'sectionals', 'accent-chairs'],
  dining_room: ['dining-tables', 'sideboards'],
  bed_room: ['beds', 'headboards'],
  home_office: ['desks', 'bookcases'],
  entryway: ['console-tables', 'mirrors'],
  outdoor: ['outdoor-lounge-chairs', 'outdoor-dining-tables'],
};

const ROOM_NAMES: Record<string, string> = {
  living_room: 'living room',
  dining_room: 'dining room',
  bed_room: 'bedroom',
  home_office: 'study',
  entryway: 'entryway',
  outdoor: 'terrace',
};

/**
 * A four-image case (message type 2): one anchor piece that meets the request, and three pieces
 * that pair with it (same collection and finish first), shown as four pictures, then as cards
 * that can go to the cart or a project.
 */
export async function roomLook(
  u: Understanding,
  prev: Constraints | undefined,
  ctx: EngineContext,
  emit: Emit,
): Promise<ConversationState> {
  const wanted: Constraints = { ...u.constraints };
  // A look keeps the finish words of the conversation when the message names none.
  if (prev && !wanted.colours.length) wanted.colours = prev.colours;
  if (prev && !wanted.materials.length) wanted.materials = prev.materials;
  const room = wanted.rooms[0] ?? 'living_room';
  const anchors = wanted.categories.length
    ? wanted.categories
    : (ROOM_ANCHORS[room] ?? ROOM_ANCHORS.living_room!);
  let anchor: Item | undefined;
  for (const slug of anchors) {
    anchor = retrieve(ctx.index, { ...wanted, categories: [slug], rooms: [] }, ctx.price, 1)
      .items[0];
    if (anchor) break;
  }
  if (!anchor) {
    await emit({
      kind: 'text',
      text: 'I could not put a look together from the collection for that. Try naming a room or a piece.',
    });
    return { constraints: wanted, shown: [] };
  }
  const picks = [anchor, ...pairingsFor(ctx.index, anchor, 3).map((p) => p.item)];
  const roomName = ROOM_NAMES[room] ?? 'room';
  await emit({
    kind: 'text',
    text: `A ${roomName} look built around the ${anchor.row.name}: ${picks.length === 4 ? 'four' : picks.length} pieces that share a collection or a finish.`,
  });
  await emit({ kind: 'type', type: T.fourImageCase });
  const cards = picks.map((i, n) =>
    ctx.card(
      i,
      n === 0
        ? `The piece the ${roomName} is built around, in ${i.row.finishes[0] ?? 'its finish'}.`
        : `Pairs with the ${anchor.row.name}${i.collection && i.collection === anchor.collection ? `, from the same ${i.row.collection_name} collection` : ''}.`,
    ),
  );
  for (const card of cards) await emit({ kind: 'image', src: card.image });
  await emit({ kind: 'type', type: T.recommendations });
  await emit({ kind: 'productList', products: cards });
  await emit({ kind: 'recommend', skus: picks.map((i) => i.sku) });
  await emit({ kind: 'type', type: T.followUps });
  await emit({
    kind: 'followUps',
    questions: ['Show me more like this', 'Something cheaper', `A ${roomName} look in walnut`],
  });
  return { constraints: { ...wanted, categories: [anchor.category] }, shown: [anchor.sku] };
}

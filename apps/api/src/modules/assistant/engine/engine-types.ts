import type { ChatProduct, ChatSegment } from '@portal/contract';
import type { CatalogueIndex, Item } from './catalogue-index';
import type { Constraints } from './constraints';
import type { PriceOf } from './retrieve';

/** What a conversation remembers between messages (stored with the AI's reply). */
export interface ConversationState {
  constraints: Constraints;
  /** SKUs shown in the last reply, best first. */
  shown: string[];
}

/** One chat message as the engine receives it (spec 3 stream request). */
export interface EngineRequest {
  text: string;
  /** An uploaded room photo. */
  image?: Buffer;
  type?: number;
  targetSku?: string;
  recommendSku?: string;
  state: ConversationState | null;
}

/** The catalogue as this caller sees it. */
export interface EngineContext {
  index: CatalogueIndex;
  price: PriceOf;
  /** The product card the caller's role may see, with the reason it was picked. */
  card: (item: Item, reason: string) => ChatProduct;
  categoryName: (slug: string) => string;
}

/**
 * An engine answers one message by emitting segments in order (the last is 'end') and returns
 * the state to keep. The built-in engine is the default; the LLM adapter has the same shape.
 */
export interface AssistantEngine {
  reply(
    req: EngineRequest,
    ctx: EngineContext,
    emit: (segment: ChatSegment) => void | Promise<void>,
  ): Promise<ConversationState>;
}

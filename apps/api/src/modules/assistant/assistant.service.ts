import {
  type BrandCode,
  type ChatHistoryItem,
  ChatMessageType,
  type ChatProduct,
  type ChatSegment,
  chatTextProblem,
  ErrorCode,
  hasTag,
  imageUrl,
  Limits,
  Messages,
  segmentText,
  statusTagOf,
} from '@portal/contract';
import { AppError } from '../../lib/app-error';
import { scopeFor } from '../catalog/catalog.service';
import { type PriceGrant, priceFields, priceGrant } from '../catalog/pricing';
import type { CallerContext } from '../identity/caller-context';
import type { RoomPhotoCheck } from '../visualization/room-photo-check';
import type { AssistantRepository, ChatOwner } from './assistant.repository';
import { BuiltInEngine } from './engine/built-in-engine';
import { buildIndex, type CatalogueIndex, type Item } from './engine/catalogue-index';
import type { AssistantEngine, ConversationState, EngineContext } from './engine/engine-types';
import { refreshingCache } from './refreshing-cache';

/** Cara runs on the Caracole sites only (spec 1). */
const CARA_BRANDS: readonly BrandCode[] = ['CA', 'CA_DEALER'];
/** How long a brand's in-memory catalogue is reused before it is read again. */
const INDEX_TTL_MS = 60_000;
/** A visitor's guest id (32 random characters and a timestamp, spec 3). */
const GUEST_ID = /^[A-Za-z0-9]{32}\d{1,15}$/;

export interface ChatInput {
  text: string;
  file?: string | undefined;
  type?: number | undefined;
  target_sku_number?: string | undefined;
  recommend_sku_number?: string | undefined;
}

/** What the stream runs on: the message, its photo (if any) checked and re-encoded as JPEG. */
export interface ChatMessage extends Omit<ChatInput, 'file'> {
  image?: Buffer | undefined;
}

/** Whose history a call reads and writes: the user, else the visitor's guest id, else none. */
export const ownerOf = (caller: CallerContext, guestId: string | undefined): ChatOwner | null => {
  if (caller.userId) return { userId: caller.userId };
  if (guestId && GUEST_ID.test(guestId)) return { guestId };
  return null;
};

/** A product card as the product calls build it: prices only as the role's grant allows. */
const chatCard = (item: Item, grant: PriceGrant, reason: string): ChatProduct => {
  const r = item.row;
  return {
    sku_number: r.sku_number,
    brand_id: r.brand_id,
    name: r.name,
    image: imageUrl('product', r.image),
    status: r.status,
    stock: r.stock,
    future_stock: r.future_stock,
    cash_stock: r.cash_stock,
    availability: r.availability,
    status_tag: statusTagOf(r),
    is_new: r.is_new,
    on_sale: r.on_sale,
    category: r.category_name,
    collection_name: r.collection_name,
    product_width: item.width,
    product_length: item.length,
    product_height: item.height,
    ...priceFields({ msrp_price: item.msrp, trade_price: item.trade }, grant),
    reason,
  };
};

const dataUrlImage = (file: string): Buffer =>
  Buffer.from(file.slice(file.indexOf(',') + 1), 'base64');

export class AssistantService {
  private readonly indexes = refreshingCache<CatalogueIndex>(INDEX_TTL_MS);

  constructor(
    private readonly repo: AssistantRepository,
    private readonly photos: Pick<RoomPhotoCheck, 'checkBytes'>,
    private readonly engine: AssistantEngine = new BuiltInEngine(),
  ) {}

  /**
   * Refuses what the stream must not start for: wrong site or role, bad text, a photo the room
   * photo upload would refuse (spec 5: its type by content, landscape, the pixel limit). Answers
   * the message the stream runs on.
   */
  async check(brand: BrandCode, caller: CallerContext, input: ChatInput): Promise<ChatMessage> {
    if (
      !CARA_BRANDS.includes(brand) ||
      !hasTag(caller.roles, 'AI_customer_service_page_entrance')
    ) {
      throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
    }
    if (!input.file && input.type === undefined) {
      const problem = chatTextProblem(input.text);
      if (problem) throw new AppError(ErrorCode.BAD_REQUEST, problem);
    } else if (input.text.length > Limits.chatMaxChars) {
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        chatTextProblem(input.text) ?? Messages.invalidRequest,
      );
    }
    const { file, ...message } = input;
    if (!file) return message;
    // The data URL's own type counts for nothing: the upload's check reads the bytes.
    const photo = await this.photos.checkBytes(dataUrlImage(file));
    if (!photo.ok) throw new AppError(ErrorCode.BAD_REQUEST, photo.message);
    return { ...message, image: photo.jpeg };
  }

  /**
   * The catalogue of a brand scope, read once a minute at most (shared by every chat); a stale
   * one keeps answering while the new one is read.
   */
  private index(brand: BrandCode): Promise<CatalogueIndex> {
    const scope = scopeFor(brand);
    const key = JSON.stringify(scope);
    return this.indexes(key, () =>
      this.repo.catalogue(scope.brandId ?? null, !!scope.flashOnly).then(buildIndex),
    );
  }

  private async context(brand: BrandCode, caller: CallerContext): Promise<EngineContext> {
    const index = await this.index(brand);
    const grant = priceGrant(caller.roles, brand);
    const names = new Map(index.items.map((i) => [i.category, i.row.category_name]));
    return {
      index,
      price: (item) => (grant.trade ? item.trade : grant.retail ? item.msrp : null),
      card: (item, reason) => chatCard(item, grant, reason),
      categoryName: (slug) => names.get(slug) ?? slug.replace(/-/g, ' '),
    };
  }

  /**
   * Answers one message: stores it, runs the engine and hands each segment to `send` as it is
   * made, then stores the reply with the conversation state. A fault becomes an 'error' segment.
   */
  async chat(
    brand: BrandCode,
    caller: CallerContext,
    guestId: string | undefined,
    input: ChatMessage,
    send: (segment: ChatSegment) => void,
  ): Promise<void> {
    const owner = ownerOf(caller, guestId);
    const segments: string[] = [];
    // Writes made in one turn of the event loop leave together: after the first segment and
    // before the history write (PGlite works on this thread), let the socket flush.
    const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
    const emit = (s: ChatSegment) => {
      segments.push(segmentText(s));
      send(s);
      return segments.length === 1 ? flush() : undefined;
    };
    try {
      // One read before the first segment; both messages are written once the reply has ended.
      const [ctx, conversation] = await Promise.all([
        this.context(brand, caller),
        owner ? this.repo.conversation(owner) : { state: null, last: null },
      ]);
      const userAt = new Date(Math.max(Date.now(), (conversation.last?.getTime() ?? 0) + 1));
      const text = input.text.trim();
      const state = await this.engine.reply(
        {
          text,
          image: input.image,
          type: input.type,
          targetSku: input.target_sku_number?.trim() || undefined,
          recommendSku: input.recommend_sku_number?.trim() || undefined,
          state: (conversation.state as ConversationState | null) ?? null,
        },
        ctx,
        emit,
      );
      emit({ kind: 'end' });
      await flush();
      if (owner) {
        const words = segments.filter(
          (s) =>
            !/^(productList|type|target_sku_number|recommend_sku_number|followUpQs):|^end$/.test(s),
        );
        await this.repo.addMessages(owner, [
          {
            brand,
            sender: caller.userId ? String(caller.userId) : 'guest',
            text:
              text ||
              (input.image
                ? '[photo]'
                : input.target_sku_number
                  ? `${input.type === ChatMessageType.pairings ? 'Pairs with' : 'More like this'}: ${input.target_sku_number}`
                  : ''),
            segments: [],
            state: null,
            at: userAt,
          },
          {
            brand,
            sender: 'AI',
            text: words.join(' ').trim(),
            segments,
            state: state as unknown as Record<string, unknown>,
            at: new Date(Math.max(Date.now(), userAt.getTime() + 1)),
          },
        ]);
      }
    } catch (err) {
      send({ kind: 'error', message: Messages.serverException });
      throw err;
    }
  }

  /** A page of the caller's history: newest first, older than `time` (ms) when given. */
  async history(
    caller: CallerContext,
    guestId: string | undefined,
    input: { time?: number | undefined; limit: number },
  ): Promise<{ list: ChatHistoryItem[]; total: number }> {
    const owner = ownerOf(caller, guestId);
    if (!owner) return { list: [], total: 0 };
    const before = input.time ? new Date(input.time) : null;
    const [rows, total] = await Promise.all([
      this.repo.history(owner, before, input.limit),
      this.repo.count(owner),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.id,
        text: r.text,
        create_time: r.created_at.getTime(),
        send_user_id: r.send_user_id,
        segments: r.segments,
      })),
      total,
    };
  }
}

import { z } from 'zod';
import { callGroup } from '../call-group';

const { post } = callGroup('content');

/** Message types of spec 4, as the stream's `type:` segment carries them. */
export const ChatMessageType = {
  text: 1,
  fourImageCase: 2,
  image: 3,
  productList: 4,
  recommendations: 5,
  moreLikeThis: 6,
  pairings: 7,
  followUps: 8,
} as const;
export type ChatMessageTypeValue = (typeof ChatMessageType)[keyof typeof ChatMessageType];

/** Button types of spec 4: 1 asks for recommendations, 2 shows them ('Click to view'). */
export const ChatButtonType = { request: 1, view: 2 } as const;

/** An uploaded room photo travels as a data URL (the panel shrinks it first). */
export const CHAT_IMAGE_MAX_CHARS = 700_000;
export const CHAT_IMAGE_PATTERN = /^data:image\/(png|jpe?g|webp|bmp);base64,[A-Za-z0-9+/=]+$/;

/**
 * The stream request of spec 3: `type` 6 (more like this) or 7 (pairings) with a
 * `target_sku_number` asks about one product; `text` is checked by `chatTextProblem` (the
 * length guard here only stops abuse before it).
 */
export const llmNewBody = z.object({
  text: z.string().max(4_000).default(''),
  file: z.string().max(CHAT_IMAGE_MAX_CHARS).regex(CHAT_IMAGE_PATTERN).optional(),
  source: z.coerce.number().int().min(0).max(9).optional(),
  type: z.coerce.number().int().min(0).max(8).optional(),
  recommend_sku_number: z.string().max(64).optional(),
  target_sku_number: z.string().max(64).optional(),
});

/** POST /ca/llm/new: answers text/event-stream, data carrying '&&'-separated segments (spec 7). */
export const llmNew = post(
  '/ca/llm/new',
  'Cara: send a chat message, the reply streams as event-stream segments',
  {
    needs: { prices: 'by-role' },
    body: llmNewBody,
    contentType: 'text/event-stream',
  },
);

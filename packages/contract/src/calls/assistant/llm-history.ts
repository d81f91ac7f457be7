import { z } from 'zod';
import { Limits } from '../../constants';
import { callGroup } from '../call-group';
import { pagedList } from '../common-shapes';

const { post } = callGroup('content');

/** A chat history item (spec 3); `segments` lets the panel redraw an answer's cards. */
export const chatHistoryItem = z.object({
  id: z.number().int(),
  text: z.string(),
  /** Milliseconds since the epoch. */
  create_time: z.number(),
  /** 'AI' or the sender (user id, or 'guest'). */
  send_user_id: z.string(),
  segments: z.array(z.string()),
});
export type ChatHistoryItem = z.infer<typeof chatHistoryItem>;

/** POST /ca/llm/history: newest first, `time` = create_time of the oldest item already shown. */
export const llmHistory = post(
  '/ca/llm/history',
  'Cara: chat history of the caller (user, or guest id), paged by last item time',
  {
    body: z.object({
      time: z.coerce.number().min(0).optional(),
      limit: z.coerce.number().int().min(1).max(50).default(Limits.chatHistoryPageSize),
    }),
    val: pagedList(chatHistoryItem),
  },
);

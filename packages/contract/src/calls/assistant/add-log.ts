import { z } from 'zod';
import { callGroup } from '../call-group';

const { post } = callGroup('content');

/** Log types of spec 7. */
export const LogTypes = [
  'mibd.inpainting.open',
  'replacement_sku',
  'draw_shadow',
  'upload_pictures',
  'mibd.llm.open',
  'add_shopping_cart',
  'recommend_sku',
] as const;
export type LogType = (typeof LogTypes)[number];

const tag = z.string().max(200).optional();

/** POST /mibd/common/add_log: usage events; the answer is not shown. */
export const addLog = post('/mibd/common/add_log', 'Record a usage event (Cara, visualization)', {
  body: z.object({
    type: z.enum(LogTypes),
    tag1: tag,
    tag2: tag,
    tag3: tag,
    tag4: tag,
    tag5: tag,
    data1: z.string().max(2_000).optional(),
    data2: z.string().max(2_000).optional(),
  }),
  val: z.object({ logged: z.boolean() }),
});

import { z } from 'zod';
import { callGroup } from '../call-group';

const { post } = callGroup('content');

/** POST /mibd/product/designer_info (spec 7): the designer of the customer in view. */
export const designerInfo = post(
  '/mibd/product/designer_info',
  "The customer's designer (footer block)",
  {
    body: z.object({}).passthrough().optional(),
    val: z
      .object({ img: z.string(), name: z.string(), email: z.string(), phone_number: z.string() })
      .nullable(),
  },
);

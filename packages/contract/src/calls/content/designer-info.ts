import { z } from 'zod';
import { defineCall } from '../../call';
import { envelopeSchema } from '../../envelope';

/** POST /mibd/product/designer_info (spec 7): the designer of the customer in view. */
export const designerInfo = defineCall({
  method: 'POST',
  path: '/mibd/product/designer_info',
  tag: 'content',
  summary: "The customer's designer (footer block)",
  body: z.object({}).passthrough().optional(),
  response: envelopeSchema(
    z
      .object({ img: z.string(), name: z.string(), email: z.string(), phone_number: z.string() })
      .nullable(),
  ),
});

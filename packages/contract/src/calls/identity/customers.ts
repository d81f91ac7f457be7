import { z } from 'zod';
import { envelopeSchema } from '../../envelope';

/**
 * POST /mibd/customerFavourite/customer_list (spec 7: empty payload, reads val list): the
 * signed-in designer's customers, for the mode chooser and pickers. Answers 25010 for accounts
 * that have no customers of their own (customers, shoppers, visitors).
 */
export const customerList = {
  method: 'POST',
  path: '/mibd/customerFavourite/customer_list',
  body: z.object({}).passthrough().optional(),
  response: envelopeSchema(
    z.object({
      list: z.array(
        z.object({ id: z.number().int(), name: z.string(), email: z.string(), status: z.string() }),
      ),
    }),
  ),
} as const;

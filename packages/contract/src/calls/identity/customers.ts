import { z } from 'zod';
import { callGroup } from '../call-group';

const { post } = callGroup('accounts and sessions');

/**
 * POST /mibd/customerFavourite/customer_list (spec 7: empty payload, reads val list): the
 * signed-in designer's customers, for the mode chooser and pickers. Answers 25010 for accounts
 * that have no customers of their own (customers, shoppers, visitors).
 */
export const customerList = post(
  '/mibd/customerFavourite/customer_list',
  "The designer's customers",
  {
    body: z.object({}).passthrough().optional(),
    val: z.object({
      list: z.array(
        z.object({ id: z.number().int(), name: z.string(), email: z.string(), status: z.string() }),
      ),
    }),
  },
);

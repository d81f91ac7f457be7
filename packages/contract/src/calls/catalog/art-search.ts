import { z } from 'zod';
import { Limits } from '../../constants';
import { callGroup } from '../call-group';

const { post } = callGroup('catalogue');

/**
 * POST /mibd/art/product/search {page, limit, search} → val.list of name, image, sku_number
 * (spec 7). ART's live search, and the route guard's empty call (spec 4).
 */
export const artProductSearch = post(
  '/mibd/art/product/search',
  'A.R.T. live search (name, image, SKU)',
  {
    body: z.object({
      page: z.coerce.number().int().min(1).max(1000).default(Limits.artSearchPage),
      limit: z.coerce.number().int().min(1).max(48).default(Limits.artSearchLimit),
      search: z.string().max(1000).default(''),
    }),
    val: z.object({
      list: z.array(z.object({ name: z.string(), image: z.string(), sku_number: z.string() })),
      total: z.number().int(),
    }),
  },
);

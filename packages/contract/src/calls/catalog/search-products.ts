import { z } from 'zod';
import { Limits } from '../../constants';
import { Availability } from '../../product';
import { callGroup } from '../call-group';
import { productCardSchema } from './product-card';
import { SortOptions } from './sort-options';

const { post } = callGroup('catalogue');

/**
 * POST /mibd/product/search: the one search behind every product list and search result
 * (not in the spec; designed here). The brand comes from the origin: CA sites list brand_id
 * 'ca', FFD lists flash deals, HOM lists every brand. 48 per page (spec 2).
 */
const list = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(60)).max(20));

export const searchProductsBody = z.object({
  keyWord: z.string().max(1000).optional().describe('Free text; trimmed; typo tolerant'),
  Room: list.optional(),
  Category: list.optional(),
  Brand: list.optional().describe('brand_id values (HOM only)'),
  Collection: list.optional(),
  price_min: z.coerce
    .number()
    .min(0)
    .optional()
    .describe('On the price the caller is shown: trade with designer_price, else retail'),
  price_max: z.coerce.number().min(0).optional(),
  availability: z.array(z.enum(Availability)).max(5).optional(),
  on_sale: z.boolean().optional().describe('Only products on promotion (ART /sale)'),
  sort: z.enum(SortOptions).default('relevance'),
  current_page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type SearchProductsBody = z.input<typeof searchProductsBody>;

const facet = z.array(z.object({ value: z.string(), name: z.string(), count: z.number().int() }));

export const searchProductsVal = z.object({
  list: z.array(productCardSchema),
  total: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
  page_size: z.literal(Limits.searchPageSize),
  /** Counts for each filter value, each counted with the other filters applied. */
  facets: z.object({ Room: facet, Category: facet, Brand: facet, availability: facet }),
  /** True when nothing matched exactly and the list holds near matches (typo tolerance). */
  fuzzy: z.boolean(),
  /** Whether prices were included for this caller's mode. */
  priced: z.boolean(),
});

export const searchProducts = post(
  '/mibd/product/search',
  'Search and filter products (lists and search results, 48 per page)',
  {
    needs: { prices: 'by-role' },
    body: searchProductsBody,
    val: searchProductsVal,
  },
);

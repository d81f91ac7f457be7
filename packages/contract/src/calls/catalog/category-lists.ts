import { z } from 'zod';
import { defineCall } from '../../call';
import { envelopeSchema } from '../../envelope';
import { footerGroupSchema, menuNodeSchema } from './menus';
import { productCardSchema } from './product-card';

export const categoryItemSchema = z.object({
  slug: z.string(),
  name: z.string(),
  count: z.number().int().describe('Products on this site in the category'),
  image: z.string().describe('read_file URL of a typical product'),
  rooms: z.array(z.string()),
});

/**
 * GET /mibd/product/category_list: the categories of this origin's brand with counts, and the
 * brand's header menu and footer (HOM, ROWE and ART read their menus here).
 */
export const categoryList = defineCall({
  method: 'GET',
  path: '/mibd/product/category_list',
  tag: 'catalogue navigation',
  summary: "Categories of this site, with the site's menu and footer",
  response: envelopeSchema(
    z.object({
      list: z.array(categoryItemSchema),
      menu: z.array(menuNodeSchema),
      footer: z.array(footerGroupSchema),
    }),
  ),
});

/** GET /mibd/product/index_category_list: category tiles for a landing page (with images). */
export const indexCategoryList = defineCall({
  method: 'GET',
  path: '/mibd/product/index_category_list',
  tag: 'catalogue navigation',
  summary: 'Category tiles for a landing page',
  querystring: z.object({ limit: z.coerce.number().int().min(1).max(24).default(8) }),
  response: envelopeSchema(z.object({ list: z.array(categoryItemSchema) })),
});

const brandCategories = z.object({
  list: z.array(
    z.object({ brand_id: z.string(), name: z.string(), categories: z.array(categoryItemSchema) }),
  ),
});

/** GET /mibd/productList/brand_category_list: categories per product brand (HOM's brand filter). */
export const brandCategoryList = defineCall({
  method: 'GET',
  path: '/mibd/productList/brand_category_list',
  tag: 'catalogue navigation',
  summary: 'Categories per product brand',
  response: envelopeSchema(brandCategories),
});

/** GET /mibd/row/brand_category_list: the same, for Rowe's site. */
export const roweBrandCategoryList = defineCall({
  method: 'GET',
  path: '/mibd/row/brand_category_list',
  tag: 'catalogue navigation',
  summary: "Rowe's categories",
  response: envelopeSchema(brandCategories),
});

/** GET /mibd/product/hot_product: featured products for landing pages (new and in stock first). */
export const hotProduct = defineCall({
  method: 'GET',
  path: '/mibd/product/hot_product',
  tag: 'catalogue navigation',
  summary: 'Featured products',
  querystring: z.object({ limit: z.coerce.number().int().min(1).max(48).default(12) }),
  response: envelopeSchema(z.object({ list: z.array(productCardSchema) })),
});

import { z } from 'zod';
import { callGroup } from '../call-group';
import { footerGroupSchema, menuNodeSchema } from './menus';
import { productCardSchema } from './product-card';

const { get } = callGroup('catalogue navigation');

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
export const categoryList = get(
  '/mibd/product/category_list',
  "Categories of this site, with the site's menu and footer",
  {
    val: z.object({
      list: z.array(categoryItemSchema),
      menu: z.array(menuNodeSchema),
      footer: z.array(footerGroupSchema),
    }),
  },
);

/** GET /mibd/product/index_category_list: category tiles for a landing page (with images). */
export const indexCategoryList = get(
  '/mibd/product/index_category_list',
  'Category tiles for a landing page',
  {
    querystring: z.object({ limit: z.coerce.number().int().min(1).max(24).default(8) }),
    val: z.object({ list: z.array(categoryItemSchema) }),
  },
);

const brandCategories = z.object({
  list: z.array(
    z.object({ brand_id: z.string(), name: z.string(), categories: z.array(categoryItemSchema) }),
  ),
});

/** GET /mibd/productList/brand_category_list: categories per product brand (HOM's brand filter). */
export const brandCategoryList = get(
  '/mibd/productList/brand_category_list',
  'Categories per product brand',
  {
    val: brandCategories,
  },
);

/** GET /mibd/row/brand_category_list: the same, for Rowe's site. */
export const roweBrandCategoryList = get('/mibd/row/brand_category_list', "Rowe's categories", {
  val: brandCategories,
});

/** GET /mibd/product/hot_product: featured products for landing pages (new and in stock first). */
export const hotProduct = get('/mibd/product/hot_product', 'Featured products', {
  needs: { prices: 'by-role' },
  querystring: z.object({ limit: z.coerce.number().int().min(1).max(48).default(12) }),
  val: z.object({ list: z.array(productCardSchema) }),
});

import { z } from 'zod';
import { callGroup } from '../call-group';
import { productCardSchema } from '../catalog/product-card';

const { post } = callGroup('favourites');

/**
 * Whose list a favourites call is about: omitted = the caller's own (a customer signed in: their
 * own; communicate mode: the preset customer's); a designer names one of their customers.
 */
export const customerIdField = z.coerce.number().int().positive().optional();

const skuField = z.string().trim().min(1, 'product_id is required').max(64);

/**
 * POST /mibd/customerFavourite/click_like (spec 7; spec 3 Favourite: customer_id, type 'add',
 * product_id). 'remove' takes the product off the list again.
 */
export const clickLike = post(
  '/mibd/customerFavourite/click_like',
  'Add a product to a favourites list, or remove it',
  {
    body: z.object({
      type: z.enum(['add', 'remove']).default('add'),
      product_id: skuField,
      customer_id: customerIdField,
    }),
    val: z.object({ liked: z.boolean(), product_id: z.string(), message: z.string() }),
  },
);

/**
 * POST /mibd/customerFavourite/favourite_list (path ours; spec: My Favorites, customerFavourite):
 * the list's products with prices as the caller's mode allows, newest first. `sku_numbers` holds
 * every liked SKU, also those this brand's site does not show (the hearts read it).
 */
export const favouriteList = post('/mibd/customerFavourite/favourite_list', 'A favourites list', {
  needs: { tag: 'favorites', prices: 'by-role' },
  body: z.object({ customer_id: customerIdField }),
  val: z.object({ list: z.array(productCardSchema), sku_numbers: z.array(z.string()) }),
});

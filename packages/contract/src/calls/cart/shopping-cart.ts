import { z } from 'zod';
import { callGroup } from '../call-group';
import { CartRules, cartQuantity, cartState, skuNumber } from './cart-line';
import { CartMessages } from './cart-messages';

const { post } = callGroup('cart');

/** POST /mibd/shoppingCart/list (spec 7): the caller's one cart, whichever brand site asks. */
export const shoppingCartList = post('/mibd/shoppingCart/list', 'Cart lines and header count', {
  needs: { tag: 'shopping_cart', ffd: true, prices: 'by-role' },
  body: z.object({}).loose().optional(),
  val: cartState,
});

/** POST /mibd/shoppingCart/listNew (spec 7, newer client): the same cart, grouped by brand too. */
export const shoppingCartListNew = post(
  '/mibd/shoppingCart/listNew',
  'Cart lines grouped by brand',
  {
    needs: { tag: 'shopping_cart', ffd: true, prices: 'by-role' },
    body: z.object({}).loose().optional(),
    val: cartState.extend({
      brands: z.array(z.object({ brand_id: z.string(), list: cartState.shape.list })),
    }),
  },
);

const kind = z.union([z.literal(1), z.literal(2)], { error: CartMessages.productNotExist });

/**
 * POST /mibd/shoppingCart/add (spec 7): sku_number, number, consumer_price, add_type 4,
 * ai_source 0; ours: product_data_type (2 sample), customizable_type and the COM fabric.
 * consumer_price is accepted and ignored: the server prices every line.
 */
export const shoppingCartAdd = post('/mibd/shoppingCart/add', 'Add to cart', {
  needs: { tag: 'shopping_cart', ffd: true },
  body: z.object({
    sku_number: skuNumber,
    number: cartQuantity,
    consumer_price: z.unknown().optional(),
    add_type: z.number().int().min(0).max(99).optional(),
    ai_source: z.number().int().min(0).max(99).optional(),
    product_data_type: kind.optional(),
    customizable_type: z.number().int().min(0).max(4).optional(),
    fabric_sku: z.string().trim().max(64).optional(),
    fabric_name: z.string().trim().max(100).optional(),
  }),
  val: z.object({ id: z.number().int(), count: z.number().int(), total: z.number().int() }),
});

const lineId = z.number().int().positive();

/** POST /mibd/shoppingCart/change_number (path ours): a line's quantity. */
export const shoppingCartChangeNumber = post(
  '/mibd/shoppingCart/change_number',
  'Change a cart line quantity',
  {
    needs: { tag: 'shopping_cart', ffd: true, prices: 'by-role' },
    body: z.object({ id: lineId, number: cartQuantity }),
    val: cartState,
  },
);

/** POST /mibd/shoppingCart/delete (path ours): remove lines. */
export const shoppingCartDelete = post('/mibd/shoppingCart/delete', 'Remove cart lines', {
  needs: { tag: 'shopping_cart', ffd: true, prices: 'by-role' },
  body: z.object({ ids: z.array(lineId).min(1).max(CartRules.maxLines) }),
  val: cartState,
});

/** A guest cart line as stored under sku_list (spec 3). */
export const guestCartLine = z.object({ sku_number: skuNumber, count: cartQuantity });
const skuList = z.array(guestCartLine).max(CartRules.maxGuestLines);

/** POST /mibdOl/shoppingCart/productListNoLogin (spec 7): the FFD guest cart shown as lines. */
export const productListNoLogin = post(
  '/mibdOl/shoppingCart/productListNoLogin',
  'FFD guest cart lines',
  {
    needs: { prices: 'by-role' },
    body: z.object({ sku_list: skuList }),
    val: cartState,
  },
);

/** POST /mibdOl/shoppingCart/addBatch (spec 7): the guest cart merged at sign-in. */
export const addBatch = post('/mibdOl/shoppingCart/addBatch', 'Merge the FFD guest cart', {
  body: z.object({ sku_list: skuList, guest_id: z.string().max(64).optional() }),
  val: z.object({
    merged: z.number().int(),
    skipped: z.array(z.string()),
    total: z.number().int(),
  }),
});

/** POST /mibd/shoppingCart/move_to_project (path ours): a line into one of the caller's projects. */
export const shoppingCartMoveToProject = post(
  '/mibd/shoppingCart/move_to_project',
  'Move a cart line to a project',
  {
    needs: { tag: 'shopping_cart', prices: 'by-role' },
    body: z.object({ id: lineId, project_id: z.number().int().positive() }),
    val: cartState,
  },
);

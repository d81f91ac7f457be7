import { z } from 'zod';
import { defineCall } from '../../call';
import { envelopeSchema } from '../../envelope';
import { CartRules, cartQuantity, cartState, skuNumber } from './cart-line';
import { CartMessages } from './cart-messages';

/** POST /mibd/shoppingCart/list (spec 7): the caller's one cart, whichever brand site asks. */
export const shoppingCartList = defineCall({
  method: 'POST',
  path: '/mibd/shoppingCart/list',
  tag: 'cart',
  summary: 'Cart lines and header count',
  body: z.object({}).loose().optional(),
  response: envelopeSchema(cartState),
});

/** POST /mibd/shoppingCart/listNew (spec 7, newer client): the same cart, grouped by brand too. */
export const shoppingCartListNew = defineCall({
  method: 'POST',
  path: '/mibd/shoppingCart/listNew',
  tag: 'cart',
  summary: 'Cart lines grouped by brand',
  body: z.object({}).loose().optional(),
  response: envelopeSchema(
    cartState.extend({
      brands: z.array(z.object({ brand_id: z.string(), list: cartState.shape.list })),
    }),
  ),
});

const kind = z.union([z.literal(1), z.literal(2)], { error: CartMessages.productNotExist });

/**
 * POST /mibd/shoppingCart/add (spec 7): sku_number, number, consumer_price, add_type 4,
 * ai_source 0; ours: product_data_type (2 sample), customizable_type and the COM fabric.
 * consumer_price is accepted and ignored: the server prices every line.
 */
export const shoppingCartAdd = defineCall({
  method: 'POST',
  path: '/mibd/shoppingCart/add',
  tag: 'cart',
  summary: 'Add to cart',
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
  response: envelopeSchema(
    z.object({ id: z.number().int(), count: z.number().int(), total: z.number().int() }),
  ),
});

const lineId = z.number().int().positive();

/** POST /mibd/shoppingCart/change_number (path ours): a line's quantity. */
export const shoppingCartChangeNumber = defineCall({
  method: 'POST',
  path: '/mibd/shoppingCart/change_number',
  tag: 'cart',
  summary: 'Change a cart line quantity',
  body: z.object({ id: lineId, number: cartQuantity }),
  response: envelopeSchema(cartState),
});

/** POST /mibd/shoppingCart/delete (path ours): remove lines. */
export const shoppingCartDelete = defineCall({
  method: 'POST',
  path: '/mibd/shoppingCart/delete',
  tag: 'cart',
  summary: 'Remove cart lines',
  body: z.object({ ids: z.array(lineId).min(1).max(CartRules.maxLines) }),
  response: envelopeSchema(cartState),
});

/** A guest cart line as stored under sku_list (spec 3). */
export const guestCartLine = z.object({ sku_number: skuNumber, count: cartQuantity });
const skuList = z.array(guestCartLine).max(CartRules.maxGuestLines);

/** POST /mibdOl/shoppingCart/productListNoLogin (spec 7): the FFD guest cart shown as lines. */
export const productListNoLogin = defineCall({
  method: 'POST',
  path: '/mibdOl/shoppingCart/productListNoLogin',
  tag: 'cart',
  summary: 'FFD guest cart lines',
  body: z.object({ sku_list: skuList }),
  response: envelopeSchema(cartState),
});

/** POST /mibdOl/shoppingCart/addBatch (spec 7): the guest cart merged at sign-in. */
export const addBatch = defineCall({
  method: 'POST',
  path: '/mibdOl/shoppingCart/addBatch',
  tag: 'cart',
  summary: 'Merge the FFD guest cart',
  body: z.object({ sku_list: skuList, guest_id: z.string().max(64).optional() }),
  response: envelopeSchema(
    z.object({
      merged: z.number().int(),
      skipped: z.array(z.string()),
      total: z.number().int(),
    }),
  ),
});

/** POST /mibd/shoppingCart/move_to_project (path ours): a line into one of the caller's projects. */
export const shoppingCartMoveToProject = defineCall({
  method: 'POST',
  path: '/mibd/shoppingCart/move_to_project',
  tag: 'cart',
  summary: 'Move a cart line to a project',
  body: z.object({ id: lineId, project_id: z.number().int().positive() }),
  response: envelopeSchema(cartState),
});

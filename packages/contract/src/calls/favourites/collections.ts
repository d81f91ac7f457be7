import { z } from 'zod';
import {
  COLLECTION_ITEMS_MAX,
  COLLECTION_NAME_MAX,
  FavouriteMessages as M,
} from '../../favourite-messages';
import { FieldMax } from '../../field-rules';
import { callGroup } from '../call-group';
import { productCardSchema } from '../catalog/product-card';
import { customerIdField } from './favourites';

const { post } = callGroup('favourites');

const idField = z.coerce.number().int().positive();

/** Collection name: required, trimmed, at most 50 (ours, as a project name). */
export const collectionNameField = z
  .string()
  .trim()
  .min(1, M.collectionNameRequired)
  .max(COLLECTION_NAME_MAX, M.collectionNameTooLong);

/** POST /mibd/product/collection_create (spec 7): a named set of products from a list. */
export const collectionCreate = post(
  '/mibd/product/collection_create',
  'Create a collection of favourite products',
  {
    body: z.object({
      name: collectionNameField,
      sku_numbers: z
        .array(z.string().trim().min(1).max(64))
        .min(1, M.collectionEmpty)
        .max(COLLECTION_ITEMS_MAX),
      customer_id: customerIdField,
    }),
    val: z.object({ id: z.number().int() }),
  },
);

/** POST /mibd/product/collection_delete (spec 7). Another list's collection is not found. */
export const collectionDelete = post('/mibd/product/collection_delete', 'Delete a collection', {
  body: z.object({ id: idField, customer_id: customerIdField }),
  val: z.object({ id: z.number().int() }),
});

export const collectionSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  sku_numbers: z.array(z.string()),
  created_at: z.string(),
});

/** POST /mibd/product/collection_list (spec 7): the list's collections, newest first. */
export const collectionList = post(
  '/mibd/product/collection_list',
  'Collections of a favourites list',
  {
    body: z.object({ customer_id: customerIdField }),
    val: z.object({ list: z.array(collectionSummarySchema) }),
  },
);

/**
 * POST /mibd/product/collection_share_send_email (spec 7): mails a signed link to the
 * collection that works without signing in until it expires (decision 020).
 */
export const collectionShareSendEmail = post(
  '/mibd/product/collection_share_send_email',
  'Share a collection by e-mail',
  {
    body: z.object({
      id: idField,
      email: z.string().trim().max(FieldMax.share.email),
      customer_id: customerIdField,
    }),
    val: z.object({ message: z.string(), expires_at: z.string() }),
  },
);

/**
 * POST /mibd/product/collection_share_list (spec 7): what a shared link shows, for anyone
 * holding it (no session needed). Prices as the viewer's own mode allows: a visitor sees none.
 */
export const collectionShareList = post(
  '/mibd/product/collection_share_list',
  'The products of a shared collection (signed link)',
  {
    needs: { prices: 'by-role' },
    body: z.object({ token: z.string().trim().min(1).max(200) }),
    val: z.object({
      name: z.string(),
      shared_by: z.string(),
      expires_at: z.string(),
      list: z.array(productCardSchema),
    }),
  },
);

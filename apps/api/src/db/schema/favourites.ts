import { integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { bigId, createdAt, refersTo, timestamptz } from './columns';
import { users } from './identity';

// Migration 0012: favourites, collections and their signed share links (its sub-accounts are in
// team.ts).

/** A list's products: the owner is the designer (or sub-account) or one of their customers. */
export const favourites = pgTable(
  'favourites',
  {
    owner_user_id: refersTo('owner_user_id', () => users.id),
    sku_number: text('sku_number').notNull(),
    added_by: refersTo('added_by', () => users.id),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.owner_user_id, t.sku_number] })],
);

export const favouriteCollections = pgTable('favourite_collections', {
  id: serial('id').primaryKey(),
  owner_user_id: refersTo('owner_user_id', () => users.id),
  name: text('name').notNull(),
  created_at: createdAt(),
});

export const favouriteCollectionItems = pgTable(
  'favourite_collection_items',
  {
    collection_id: refersTo('collection_id', () => favouriteCollections.id, {
      onDelete: 'cascade',
    }),
    sku_number: text('sku_number').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collection_id, t.sku_number] })],
);

/** One row per share e-mail; the link names it and is signed (decision 020). */
export const collectionShares = pgTable('collection_shares', {
  id: bigId(),
  collection_id: refersTo('collection_id', () => favouriteCollections.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  shared_by: refersTo('shared_by', () => users.id),
  expires_at: timestamptz('expires_at').notNull(),
  created_at: createdAt(),
});

export const signingKeys = pgTable('signing_keys', {
  purpose: text('purpose').primaryKey(),
  secret: text('secret').notNull(),
  created_at: createdAt(),
});

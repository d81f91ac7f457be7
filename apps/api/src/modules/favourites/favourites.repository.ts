import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { qualified } from '../../db/expressions';
import { deleteWhere } from '../../db/row-queries';
import {
  collectionShares,
  favouriteCollectionItems,
  favouriteCollections,
  favourites,
  signingKeys,
} from '../../db/schema/favourites';
import { users } from '../../db/schema/identity';
import { pick } from '../../lib/pick';

const designer = alias(users, 'designer');

/** Favourites lists, collections and share rows. Every read is scoped by the list's owner. */
export class FavouritesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Whether `customerId` is a customer of `userId`: their own, or for a sub-account also its
   * parent designer's (the same reach as the customer list).
   */
  async ownsCustomer(userId: number, customerId: number): Promise<boolean> {
    const { rows } = await this.db.orm.execute<{ ok: boolean }>(sql`
      SELECT EXISTS (
        SELECT 1 FROM ${users} c
        WHERE c.id = ${customerId} AND c.account_type = 'customer'
          AND (c.parent_user_id = ${userId} OR c.parent_user_id = (
            SELECT s.parent_user_id FROM ${users} s
            WHERE s.id = ${userId} AND s.account_type = 'sub_account'))
      ) AS ok`);
    return rows[0]?.ok === true;
  }

  async like(owner: number, sku: string, addedBy: number): Promise<void> {
    await this.db.orm
      .insert(favourites)
      .values({ owner_user_id: owner, sku_number: sku, added_by: addedBy })
      .onConflictDoNothing();
  }

  async unlike(owner: number, sku: string): Promise<void> {
    await this.db.orm
      .delete(favourites)
      .where(and(eq(favourites.owner_user_id, owner), eq(favourites.sku_number, sku)));
  }

  /** The owner's liked SKUs, newest first. */
  async skus(owner: number, limit: number): Promise<string[]> {
    const rows = await this.db.orm
      .select({ sku: favourites.sku_number })
      .from(favourites)
      .where(eq(favourites.owner_user_id, owner))
      .orderBy(desc(favourites.created_at), asc(favourites.sku_number))
      .limit(limit);
    return rows.map((r) => r.sku);
  }

  async createCollection(owner: number, name: string, skus: readonly string[]): Promise<number> {
    return this.db.orm.transaction(async (tx) => {
      const [row] = await tx
        .insert(favouriteCollections)
        .values({ owner_user_id: owner, name })
        .returning({ id: favouriteCollections.id });
      const id = row!.id;
      await tx
        .insert(favouriteCollectionItems)
        .values(skus.map((sku, position) => ({ collection_id: id, sku_number: sku, position })))
        .onConflictDoNothing();
      return id;
    });
  }

  /** True when the owner had that collection. */
  async deleteCollection(owner: number, id: number): Promise<boolean> {
    return deleteWhere(
      this.db.orm,
      favouriteCollections,
      and(eq(favouriteCollections.id, id), eq(favouriteCollections.owner_user_id, owner)),
    );
  }

  /** The owner's collections with their SKUs in order, newest first. */
  async collections(owner: number) {
    return this.db.orm
      .select({
        ...pick(favouriteCollections, 'id', 'name', 'created_at'),
        sku_numbers: sql<string[]>`coalesce(
          (SELECT array_agg(i.sku_number ORDER BY i.position) FROM ${favouriteCollectionItems} i
           WHERE i.collection_id = ${qualified(favouriteCollections.id)}), '{}')`,
      })
      .from(favouriteCollections)
      .where(eq(favouriteCollections.owner_user_id, owner))
      .orderBy(desc(favouriteCollections.id));
  }

  async collectionOf(owner: number, id: number) {
    const [row] = await this.db.orm
      .select({ id: favouriteCollections.id, name: favouriteCollections.name })
      .from(favouriteCollections)
      .where(and(eq(favouriteCollections.id, id), eq(favouriteCollections.owner_user_id, owner)));
    return row ?? null;
  }

  async collectionSkus(collectionId: number): Promise<string[]> {
    const rows = await this.db.orm
      .select({ sku: favouriteCollectionItems.sku_number })
      .from(favouriteCollectionItems)
      .where(eq(favouriteCollectionItems.collection_id, collectionId))
      .orderBy(asc(favouriteCollectionItems.position));
    return rows.map((r) => r.sku);
  }

  async addShare(collectionId: number, email: string, sharedBy: number, expiresAt: Date) {
    const [row] = await this.db.orm
      .insert(collectionShares)
      .values({ collection_id: collectionId, email, shared_by: sharedBy, expires_at: expiresAt })
      .returning({ id: collectionShares.id });
    return row!.id;
  }

  /** A share with its collection and the sharer's name; null once the collection is gone. */
  async share(id: number) {
    const [row] = await this.db.orm
      .select({
        collection_id: collectionShares.collection_id,
        expires_at: collectionShares.expires_at,
        name: favouriteCollections.name,
        first_name: designer.first_name,
        last_name: designer.last_name,
      })
      .from(collectionShares)
      .innerJoin(favouriteCollections, eq(favouriteCollections.id, collectionShares.collection_id))
      .innerJoin(designer, eq(designer.id, collectionShares.shared_by))
      .where(eq(collectionShares.id, id));
    return row ?? null;
  }

  async userName(id: number): Promise<string> {
    const [row] = await this.db.orm
      .select({ first: users.first_name, last: users.last_name })
      .from(users)
      .where(eq(users.id, id));
    return row ? `${row.first} ${row.last}`.trim() : '';
  }

  /** The key for a purpose, made once: the first writer wins, everyone reads the same row. */
  async signingKey(purpose: string, fresh: string): Promise<string> {
    await this.db.orm.insert(signingKeys).values({ purpose, secret: fresh }).onConflictDoNothing();
    const [row] = await this.db.orm
      .select({ secret: signingKeys.secret })
      .from(signingKeys)
      .where(eq(signingKeys.purpose, purpose));
    return row!.secret;
  }
}

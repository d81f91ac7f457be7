import { and, asc, desc, eq, getTableColumns, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { qualified } from '../../db/expressions';
import { categories, collections, products } from '../../db/schema/catalog';
import { publications } from '../../db/schema/content';
import type { Row } from '../../db/schema/rows';

/** An issue, with how many products it prints. published_on: 'YYYY-MM-DD'. */
export type PublicationRow = Row<typeof publications> & { product_count: number };

/** A product as an issue prints it; sizes as numeric text (width::text). */
export type IssueProduct = Pick<
  Row<typeof products>,
  'sku_number' | 'name' | 'image' | 'width' | 'length' | 'height'
> & {
  category: Row<typeof categories>['name'];
  collection: Row<typeof collections>['name'] | null;
};

/** The catalogue slice an issue prints: a brand's products (all on HOM), in a room or category. */
export interface Slice {
  /** Product brand_id, or undefined for every brand (HOM). */
  brandId?: string | undefined;
  room: string | null;
  category: string | null;
}

const p = alias(products, 'p');
const c = alias(categories, 'c');
const parent = alias(categories, 'parent');
const col = alias(collections, 'col');

const SLICE_FROM = sql`FROM ${products} ${p}
  JOIN ${categories} ${c} ON ${c.id} = ${p.category_id}
  LEFT JOIN ${categories} ${parent} ON ${parent.id} = ${c.parent_id}`;

/**
 * The slice's products: brand_id (null for all), a room code and a top-level category slug, each
 * a value or an issue's column (null: no condition). Unavailable and taken-down items are out.
 */
const sliceWhere = (
  brandId: string | null,
  room: string | null | SQLWrapper,
  category: string | null | SQLWrapper,
) => sql`${p.status} NOT IN ('2', '3')
  AND (${brandId}::text IS NULL OR ${p.brand_id} = ${brandId})
  AND (${room}::text IS NULL OR ${room} = ANY(${p.rooms}))
  AND (${category}::text IS NULL OR ${parent.slug} = ${category})`;

/** 'YYYY-MM-DD' whatever the server's DateStyle. */
const publishedOn = sql<string>`to_char(${publications.published_on}, 'YYYY-MM-DD')`;

export class PublicationRepository {
  constructor(private readonly db: Database) {}

  /** A brand's issues of one kind, newest first, each with how many products it prints. */
  async list(
    brandCode: string,
    kind: PublicationRow['kind'],
    brandId: string | undefined,
    perCategory: number,
  ): Promise<PublicationRow[]> {
    const where = sliceWhere(brandId ?? null, publications.room, publications.category);
    return this.db.orm
      .select({
        ...getTableColumns(publications),
        published_on: publishedOn,
        product_count: sql<number>`(SELECT coalesce(sum(least(n, ${perCategory})), 0)::int
          FROM (SELECT count(*) AS n ${SLICE_FROM} WHERE ${where} GROUP BY ${qualified(p.category_id)}) per_category)`,
      })
      .from(publications)
      .where(and(eq(publications.brand_code, brandCode), eq(publications.kind, kind)))
      .orderBy(desc(publications.published_on), asc(publications.id));
  }

  async find(brandCode: string, id: number): Promise<Row<typeof publications> | null> {
    const [row] = await this.db.orm
      .select({ ...getTableColumns(publications), published_on: publishedOn })
      .from(publications)
      .where(and(eq(publications.brand_code, brandCode), eq(publications.id, id)));
    return row ?? null;
  }

  /** The slice's products by category, at most `perCategory` of each (the first by collection and name). */
  async products(slice: Slice, perCategory: number): Promise<IssueProduct[]> {
    const { rows } = await this.db.orm.execute<IssueProduct>(sql`
      SELECT sku_number, name, image, width, length, height, category, collection FROM (
        SELECT ${p.sku_number}, ${p.name}, ${p.image}, ${p.width}::text AS width,
               ${p.length}::text AS length, ${p.height}::text AS height,
               ${c.name} AS category, ${col.name} AS collection, ${c.sort} AS c_sort, ${c.id} AS c_id,
               row_number() OVER (PARTITION BY ${c.id}
                 ORDER BY ${col.name} NULLS LAST, ${p.name}, ${p.sku_number}) AS n
        ${SLICE_FROM}
        LEFT JOIN ${collections} ${col} ON ${col.id} = ${p.collection_id}
        WHERE ${sliceWhere(slice.brandId ?? null, slice.room, slice.category)}) ranked
      WHERE n <= ${perCategory}
      ORDER BY c_sort, category, c_id, n`);
    return rows;
  }

  /** Changes whenever products are added or removed: part of the cached PDF's name. */
  async catalogueStamp(): Promise<string> {
    const [row] = await this.db.orm
      .select({
        stamp: sql<string>`count(*)::text || '-' || coalesce(max(${products.id}), 0)::text || '-' ||
          coalesce(extract(epoch FROM max(${products.created_at}))::bigint, 0)::text`,
      })
      .from(products);
    return row!.stamp;
  }
}

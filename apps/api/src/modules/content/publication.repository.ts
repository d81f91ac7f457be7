import type { PublicationKind } from '@portal/contract';
import type { Database } from '../../db/database';

export interface PublicationRow {
  id: number;
  kind: PublicationKind;
  brand_code: string;
  slug: string;
  title: string;
  subtitle: string;
  summary: string;
  room: string | null;
  category: string | null;
  finish: string;
  cover_shapes: string[];
  published_on: string;
  product_count: number;
}

export interface IssueProduct {
  sku_number: string;
  name: string;
  image: string;
  width: string;
  length: string;
  height: string;
  category: string;
  collection: string | null;
}

/** The catalogue slice an issue prints: a brand's products (all on HOM), in a room or category. */
export interface Slice {
  /** Product brand_id, or undefined for every brand (HOM). */
  brandId?: string | undefined;
  room: string | null;
  category: string | null;
}

// $1 brand_id (or NULL for all), $2 room, $3 top-level category slug; unavailable and taken-down items are left out.
const SLICE_WHERE = `p.status NOT IN ('2', '3')
  AND ($1::text IS NULL OR p.brand_id = $1)
  AND ($2::text IS NULL OR $2 = ANY(p.rooms))
  AND ($3::text IS NULL OR parent.slug = $3)`;

const SLICE_FROM = `FROM products p
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN categories parent ON parent.id = c.parent_id`;

export class PublicationRepository {
  constructor(private readonly db: Database) {}

  /** A brand's issues of one kind, newest first, each with how many products it prints. */
  async list(
    brandCode: string,
    kind: PublicationKind,
    brandId: string | undefined,
    perCategory: number,
  ) {
    const { rows } = await this.db.query<PublicationRow>(
      `SELECT i.id, i.kind, i.brand_code, i.slug, i.title, i.subtitle, i.summary, i.room, i.category,
              i.finish, i.cover_shapes, to_char(i.published_on, 'YYYY-MM-DD') AS published_on,
              (SELECT coalesce(sum(least(n, $4)), 0)::int FROM (SELECT count(*) AS n ${SLICE_FROM}
                WHERE ${SLICE_WHERE.replaceAll('$2', 'i.room').replaceAll('$3', 'i.category')}
                GROUP BY p.category_id) per_category) AS product_count
       FROM publications i
       WHERE i.brand_code = $2 AND i.kind = $3
       ORDER BY i.published_on DESC, i.id`,
      [brandId ?? null, brandCode, kind, perCategory],
    );
    return rows;
  }

  async find(brandCode: string, id: number) {
    const { rows } = await this.db.query<Omit<PublicationRow, 'product_count'>>(
      `SELECT id, kind, brand_code, slug, title, subtitle, summary, room, category, finish,
              cover_shapes, to_char(published_on, 'YYYY-MM-DD') AS published_on
       FROM publications WHERE brand_code = $1 AND id = $2`,
      [brandCode, id],
    );
    return rows[0] ?? null;
  }

  /** The slice's products by category, at most `perCategory` of each (the first by collection and name). */
  async products(slice: Slice, perCategory: number) {
    const { rows } = await this.db.query<IssueProduct>(
      `SELECT sku_number, name, image, width, length, height, category, collection FROM (
         SELECT p.sku_number, p.name, p.image, p.width::text, p.length::text, p.height::text,
                c.name AS category, col.name AS collection, c.sort AS c_sort, c.id AS c_id,
                row_number() OVER (PARTITION BY c.id ORDER BY col.name NULLS LAST, p.name, p.sku_number) AS n
         ${SLICE_FROM}
         LEFT JOIN collections col ON col.id = p.collection_id
         WHERE ${SLICE_WHERE}) ranked
       WHERE n <= $4
       ORDER BY c_sort, category, c_id, n`,
      [slice.brandId ?? null, slice.room, slice.category, perCategory],
    );
    return rows;
  }

  /** Changes whenever products are added or removed: part of the cached PDF's name. */
  async catalogueStamp(): Promise<string> {
    const { rows } = await this.db.query<{ stamp: string }>(
      `SELECT count(*)::text || '-' || coalesce(max(id), 0)::text || '-' ||
              coalesce(extract(epoch FROM max(created_at))::bigint, 0)::text AS stamp FROM products`,
    );
    return rows[0]!.stamp;
  }
}

import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { qualified } from '../../db/expressions';
import { findRow, insertId } from '../../db/row-queries';
import { products } from '../../db/schema/catalog';
import type { NewRow, Row } from '../../db/schema/rows';
import { aiCases, aiCaseVariants, aiPhotos, type StoredRect } from '../../db/schema/visualization';
import { pick } from '../../lib/pick';

export type CaseRow = Row<typeof aiCases>;
export type PhotoRow = Row<typeof aiPhotos>;
export type VariantRow = Row<typeof aiCaseVariants>;
export type ClaimedCase = Pick<
  CaseRow,
  | 'id'
  | 'user_id'
  | 'brand_code'
  | 'source'
  | 'room_type'
  | 'file_name'
  | 'sku_number'
  | 'areas'
  | 'shade'
  | 'attempts'
>;

/** A product that may be placed: its front-view proportions and its picture files. */
export interface CandidateRow {
  sku_number: string;
  name: string;
  width: number;
  height: number;
  images: string[];
}

/** How long a worker's claim on a case holds before another may take it over. */
export const LEASE_SECONDS = 30;

export class VisualizationRepository {
  constructor(private readonly db: Database) {}

  async addPhoto(row: NewRow<typeof aiPhotos>): Promise<void> {
    await this.db.orm.insert(aiPhotos).values(row);
  }

  async photo(fileName: string): Promise<PhotoRow | null> {
    return findRow(this.db.orm, aiPhotos, eq(aiPhotos.file_name, fileName));
  }

  async photoByCode(code: string): Promise<PhotoRow | null> {
    return findRow(this.db.orm, aiPhotos, eq(aiPhotos.image_code, code));
  }

  /**
   * Redeems a Photo Code in one statement (two users racing: one wins): a visitor's photo
   * younger than `lifetimeSeconds` becomes the user's and the code is spent.
   */
  async redeemCode(
    code: string,
    userId: number,
    lifetimeSeconds: number,
  ): Promise<PhotoRow | null> {
    const [row] = await this.db.orm
      .update(aiPhotos)
      .set({ user_id: userId, image_code: null })
      .where(
        and(
          eq(aiPhotos.image_code, code),
          isNull(aiPhotos.user_id),
          sql`${aiPhotos.created_at} > now() - make_interval(secs => ${lifetimeSeconds})`,
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Removes visitors' photos whose code lapsed unredeemed; answers their file names. */
  async dropLapsedVisitorPhotos(lifetimeSeconds: number): Promise<string[]> {
    const rows = await this.db.orm
      .delete(aiPhotos)
      .where(
        and(
          isNull(aiPhotos.user_id),
          sql`${aiPhotos.created_at} <= now() - make_interval(secs => ${lifetimeSeconds})`,
        ),
      )
      .returning({ file_name: aiPhotos.file_name });
    return rows.map((r) => r.file_name);
  }

  async addCase(row: NewRow<typeof aiCases>): Promise<number> {
    return insertId(this.db.orm, aiCases, row);
  }

  async ownCase(userId: number, id: number): Promise<CaseRow | null> {
    return findRow(this.db.orm, aiCases, and(eq(aiCases.id, id), eq(aiCases.user_id, userId)));
  }

  async listCases(userId: number, limit: number, offset: number) {
    const rows = await this.db.orm
      .select()
      .from(aiCases)
      .where(eq(aiCases.user_id, userId))
      .orderBy(desc(aiCases.id))
      .limit(limit)
      .offset(offset);
    const [totals] = await this.db.orm
      .select({
        total: count(),
        pending: sql<number>`count(*) FILTER (WHERE ${aiCases.status} = 0)::int`,
      })
      .from(aiCases)
      .where(eq(aiCases.user_id, userId));
    return { rows, total: Number(totals?.total ?? 0), pending: Number(totals?.pending ?? 0) };
  }

  async variants(caseIds: number[]): Promise<VariantRow[]> {
    if (!caseIds.length) return [];
    return this.db.orm
      .select()
      .from(aiCaseVariants)
      .where(inArray(aiCaseVariants.case_id, caseIds))
      .orderBy(aiCaseVariants.case_id, aiCaseVariants.position);
  }

  async markNotified(userId: number, id: number): Promise<boolean> {
    const done = await this.db.orm
      .update(aiCases)
      .set({ notified: true })
      .where(and(eq(aiCases.id, id), eq(aiCases.user_id, userId), sql`${aiCases.status} <> 0`))
      .returning({ id: aiCases.id });
    return done.length > 0;
  }

  /**
   * Claims a generating case for this worker: none other holds it (no lease, or one that has
   * lapsed). Counts the attempt; null when it is done, failed or held elsewhere.
   */
  async claim(id: number): Promise<ClaimedCase | null> {
    const rows = await this.db.orm.execute<ClaimedCase>(sql`
      UPDATE ai_cases SET attempts = attempts + 1,
        lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
      WHERE id = ${id} AND status = 0 AND (lease_until IS NULL OR lease_until < now())
      RETURNING id::int AS id, user_id, brand_code, source::int AS source, room_type, file_name,
        sku_number, areas, shade, attempts`);
    return rows.rows[0] ?? null;
  }

  /** Stores the variants and completes the case in one transaction. */
  async complete(id: number, variants: Omit<NewRow<typeof aiCaseVariants>, 'case_id'>[]) {
    await this.db.orm.transaction(async (tx) => {
      await tx.delete(aiCaseVariants).where(eq(aiCaseVariants.case_id, id));
      await tx.insert(aiCaseVariants).values(variants.map((v) => ({ ...v, case_id: id })));
      await tx
        .update(aiCases)
        .set({ status: 1, lease_until: null, finished_at: sql`now()` })
        .where(eq(aiCases.id, id));
    });
  }

  async fail(id: number, errmsg: string): Promise<void> {
    await this.db.orm
      .update(aiCases)
      .set({ status: -1, errmsg, lease_until: null, finished_at: sql`now()` })
      .where(and(eq(aiCases.id, id), eq(aiCases.status, 0)));
  }

  /** Generating cases nobody holds: queued ones, and ones whose worker stopped (lease lapsed). */
  async unheldPending(): Promise<{ id: number; attempts: number }[]> {
    const rows = await this.db.orm
      .select({ id: aiCases.id, attempts: aiCases.attempts })
      .from(aiCases)
      .where(
        and(
          eq(aiCases.status, 0),
          sql`(${aiCases.lease_until} IS NULL OR ${aiCases.lease_until} < now())`,
        ),
      )
      .orderBy(aiCases.id);
    return rows;
  }

  async hasPending(): Promise<boolean> {
    const [row] = await this.db.orm
      .select({ id: aiCases.id })
      .from(aiCases)
      .where(eq(aiCases.status, 0))
      .limit(1);
    return !!row;
  }

  /** Products of a room with a transparent picture, on the brand's site (null brand: all). */
  async candidates(brandId: string | null, room: string, limit = 400): Promise<CandidateRow[]> {
    const rows = await this.db.orm
      .select({
        ...pick(products, 'sku_number', 'name', 'width', 'height', 'images'),
      })
      .from(products)
      .where(
        and(
          eq(products.status, '1'),
          sql`${products.rooms} @> ARRAY[${room}]::text[]`,
          brandId ? eq(products.brand_id, brandId) : undefined,
          sql`EXISTS (SELECT 1 FROM unnest(${qualified(products.images)}) AS f WHERE f LIKE '%.png')`,
        ),
      )
      .orderBy(products.id)
      .limit(limit);
    return rows.map((r) => ({ ...r, width: Number(r.width), height: Number(r.height) }));
  }

  async productBySku(sku: string): Promise<CandidateRow | null> {
    const [r] = await this.db.orm
      .select({
        ...pick(products, 'sku_number', 'name', 'width', 'height', 'images'),
      })
      .from(products)
      .where(eq(products.sku_number, sku));
    return r ? { ...r, width: Number(r.width), height: Number(r.height) } : null;
  }

  /** True when the file is the user's: a photo they uploaded or a render of their case. */
  async ownsFile(userId: number, fileName: string): Promise<boolean> {
    const rows = await this.db.orm.execute<{ yes: boolean }>(sql`
      SELECT (EXISTS (SELECT 1 FROM ai_photos WHERE file_name = ${fileName} AND user_id = ${userId})
        OR EXISTS (SELECT 1 FROM ai_case_variants v JOIN ai_cases c ON c.id = v.case_id
          WHERE c.user_id = ${userId} AND (v.high_image = ${fileName} OR v.low_image = ${fileName}))
        OR EXISTS (SELECT 1 FROM ai_cases WHERE user_id = ${userId} AND file_name = ${`ai-photo/${fileName}`}))
        AS yes`);
    return rows.rows[0]?.yes === true;
  }
}

export type { StoredRect };

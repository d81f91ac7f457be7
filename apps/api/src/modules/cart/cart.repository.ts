import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Orm } from '../../db/database';
import { cartLines, type NewRow, type Row } from '../../db/schema';

/** A transaction handle of `db.orm.transaction` (checkout removes ordered lines inside its own). */
export type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

export type CartLineRow = Row<typeof cartLines>;
export type NewCartLine = Omit<NewRow<typeof cartLines>, 'id' | 'created_at' | 'updated_at'> & {
  user_id: number;
  count: number;
};

/** Advisory lock class of the cart (pg_advisory_xact_lock(class, user_id)). */
const CART_LOCK = 7013;

export type AddOutcome =
  | { ok: true; id: number; count: number }
  | { ok: false; reason: 'line_cap' | 'cart_full' };

export class CartRepository {
  constructor(private readonly db: Database) {}

  async lines(userId: number): Promise<CartLineRow[]> {
    return this.db.orm
      .select()
      .from(cartLines)
      .where(eq(cartLines.user_id, userId))
      .orderBy(asc(cartLines.created_at), asc(cartLines.id));
  }

  /**
   * Adds a line or adds to the same line's count, within the caps: a line holds at most
   * `lineCap`, a cart at most `maxLines` lines. The user's advisory lock queues concurrent adds
   * of one cart, so two cannot both see room for one more line.
   */
  async add(line: NewCartLine, caps: { lineCap: number; maxLines: number }): Promise<AddOutcome> {
    return this.db.orm.transaction((tx) => this.addIn(tx, line, caps));
  }

  /** Several adds in one transaction (guest cart merged at sign-in): all or none. */
  async addMany(
    lines: NewCartLine[],
    caps: { lineCap: number; maxLines: number },
    clampToCap: boolean,
  ): Promise<AddOutcome[]> {
    return this.db.orm.transaction(async (tx) => {
      const out: AddOutcome[] = [];
      for (const line of lines) out.push(await this.addIn(tx, line, caps, clampToCap));
      return out;
    });
  }

  private async addIn(
    tx: Tx,
    line: NewCartLine,
    caps: { lineCap: number; maxLines: number },
    clampToCap = false,
  ): Promise<AddOutcome> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CART_LOCK}, ${line.user_id})`);
    const [existing] = await tx
      .select({ id: cartLines.id, count: cartLines.count })
      .from(cartLines)
      .where(
        and(
          eq(cartLines.user_id, line.user_id),
          eq(cartLines.sku_number, line.sku_number),
          eq(cartLines.product_data_type, line.product_data_type ?? 1),
          eq(cartLines.variant_key, line.variant_key ?? ''),
        ),
      );
    if (existing) {
      let next = existing.count + line.count;
      if (next > caps.lineCap) {
        if (!clampToCap) return { ok: false, reason: 'line_cap' };
        next = caps.lineCap;
      }
      await tx
        .update(cartLines)
        .set({ count: next, updated_at: sql`now()` })
        .where(eq(cartLines.id, existing.id));
      return { ok: true, id: existing.id, count: next };
    }
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(cartLines)
      .where(eq(cartLines.user_id, line.user_id));
    if ((held?.n ?? 0) >= caps.maxLines) return { ok: false, reason: 'cart_full' };
    const [row] = await tx
      .insert(cartLines)
      .values({ ...line, count: Math.min(line.count, caps.lineCap) })
      .returning({ id: cartLines.id, count: cartLines.count });
    return { ok: true, id: row!.id, count: row!.count };
  }

  /** Sets one of the user's lines' count; false when the line is not theirs (or gone). */
  async setCount(userId: number, lineId: number, count: number): Promise<boolean> {
    const rows = await this.db.orm
      .update(cartLines)
      .set({ count, updated_at: sql`now()` })
      .where(and(eq(cartLines.id, lineId), eq(cartLines.user_id, userId)))
      .returning({ id: cartLines.id });
    return rows.length > 0;
  }

  /** Removes the user's lines among `lineIds` (others' ids are ignored); how many went. */
  async remove(userId: number, lineIds: number[], tx?: Tx): Promise<number> {
    if (!lineIds.length) return 0;
    const rows = await (tx ?? this.db.orm)
      .delete(cartLines)
      .where(and(eq(cartLines.user_id, userId), inArray(cartLines.id, lineIds)))
      .returning({ id: cartLines.id });
    return rows.length;
  }
}

import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bound } from '../../db/prepared';
import { type CartFactsRow, cartFactsSelect } from '../../db/product-facts';
import { cartLines } from '../../db/schema/cart';
import type { NewRow, Row } from '../../db/schema/rows';

export type CartLineRow = Row<typeof cartLines>;
/** A line with its product's facts (null: no such product any more). */
export type CartLineWithProduct = CartLineRow & { product: CartFactsRow | null };
export type NewCartLine = Omit<NewRow<typeof cartLines>, 'id' | 'created_at' | 'updated_at'> & {
  user_id: number;
  count: number;
};

/** Why cart_add (migration 0024) refused: the product's state on this site, or a cap. */
export type AddRefusal =
  | 'not_found'
  | 'taken_down'
  | 'unavailable'
  | 'not_on_this_site'
  | 'sample_other_brand'
  | 'sample_not_flash'
  | 'insufficient'
  | 'line_cap'
  | 'cart_full';

export type AddOutcome =
  | { ok: true; id: number; count: number; headerCount: number }
  | { ok: false; reason: AddRefusal };

/** The site an add is made on, as cart_add checks the product against it. */
export interface AddSite {
  /** The flash-deals site: flash deals only, within their units. */
  flash: boolean;
  /** The brand_id a brand site sells; null on HOM (every brand) and FFD. */
  siteBrand: string | null;
  /** The brand_id whose samples may be asked for here. */
  sampleBrand: string;
}

interface CartAddRow {
  outcome: 'ok' | AddRefusal;
  line_id: string | number | null;
  line_count: number | null;
  header_count: string | number | null;
}

const CART_ADD =
  'SELECT * FROM cart_add($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)';

/** cart_add's parameters, in its order (migration 0024). */
const addParams = (
  line: NewCartLine,
  caps: { lineCap: number; maxLines: number },
  clamp: boolean,
  site: AddSite,
): unknown[] => [
  line.user_id,
  line.sku_number,
  line.product_data_type ?? 1,
  line.customizable_type ?? 0,
  line.variant_key ?? '',
  line.fabric_sku ?? null,
  line.fabric_name ?? null,
  line.count,
  line.added_on_brand,
  line.add_type ?? 4,
  line.ai_source ?? 0,
  caps.lineCap,
  caps.maxLines,
  clamp,
  site.flash,
  site.siteBrand,
  site.sampleBrand,
];

const outcomeOf = (row: CartAddRow | undefined): AddOutcome => {
  if (!row) throw new Error('cart_add returned no row');
  if (row.outcome !== 'ok') return { ok: false, reason: row.outcome };
  return {
    ok: true,
    id: Number(row.line_id),
    count: Number(row.line_count),
    headerCount: Number(row.header_count),
  };
};

/** The user's lines in the order added, each with its product's facts: one read. */
const linesWithProducts = (db: Database) =>
  db.orm
    .select({
      ...getTableColumns(cartLines),
      // Qualified by hand: Drizzle writes a one-table select's columns unqualified, which inside
      // the subquery would name the product's own sku_number.
      product: sql<CartFactsRow | null>`(SELECT to_jsonb(f) FROM (SELECT ${sql.raw(cartFactsSelect('p'))}
        FROM products p WHERE p.sku_number = cart_lines.sku_number) f)`,
    })
    .from(cartLines)
    .where(eq(cartLines.user_id, bound('userId')))
    .orderBy(asc(cartLines.created_at), asc(cartLines.id));

export class CartRepository {
  /** Read by the cart list and checkout on every call: a prepared statement (decision 018). */
  private readonly withProducts;

  constructor(private readonly db: Database) {
    this.withProducts = db.prepare(linesWithProducts(db), 'cart_lines_with_products');
  }

  /** The cart's lines with their products (the list, checkout), one statement. */
  async linesWithProducts(userId: number): Promise<CartLineWithProduct[]> {
    return this.withProducts.execute({ userId });
  }

  async lines(userId: number): Promise<CartLineRow[]> {
    return this.db.orm
      .select()
      .from(cartLines)
      .where(eq(cartLines.user_id, userId))
      .orderBy(asc(cartLines.created_at), asc(cartLines.id));
  }

  /**
   * Adds a line or adds to the same line's count, within the caps: a line holds at most
   * `lineCap`, a cart at most `maxLines` lines, and only a product the site may sell now. One
   * statement (migrations 0020 and 0024, `cart_add`): it checks the product, then the user's
   * advisory lock queues concurrent adds of one cart, so two cannot both see room for one more
   * line (nor, on FFD, one more unit). The outcome carries the header count after the add.
   */
  async add(
    line: NewCartLine,
    caps: { lineCap: number; maxLines: number },
    site: AddSite,
  ): Promise<AddOutcome> {
    const { rows } = await this.db.query<CartAddRow>(CART_ADD, addParams(line, caps, false, site), {
      prepared: true,
    });
    return outcomeOf(rows[0]);
  }

  /** Several adds in one transaction (guest cart merged at sign-in): all or none. */
  async addMany(
    lines: NewCartLine[],
    caps: { lineCap: number; maxLines: number },
    clampToCap: boolean,
    site: AddSite,
  ): Promise<AddOutcome[]> {
    return this.db.orm.transaction(async (tx) => {
      const out: AddOutcome[] = [];
      for (const line of lines) {
        const params = addParams(line, caps, clampToCap, site);
        const rows = await tx.execute(
          sql`SELECT * FROM cart_add(${sql.join(
            params.map((p) => sql`${p}`),
            sql`, `,
          )})`,
        );
        out.push(outcomeOf((rows as unknown as { rows: CartAddRow[] }).rows[0]));
      }
      return out;
    });
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
  async remove(userId: number, lineIds: number[]): Promise<number> {
    if (!lineIds.length) return 0;
    const rows = await this.db.orm
      .delete(cartLines)
      .where(and(eq(cartLines.user_id, userId), inArray(cartLines.id, lineIds)))
      .returning({ id: cartLines.id });
    return rows.length;
  }
}

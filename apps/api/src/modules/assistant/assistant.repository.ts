import type { Database } from '../../db/database';
import { jsonColumn } from '../../db/json-column';
import type { chatMessages } from '../../db/schema/assistant';
import type { categories, collections, products } from '../../db/schema/catalog';
import type { Row } from '../../db/schema/rows';

/** Who a conversation belongs to: a signed-in user, else the visitor's guest id. */
export type ChatOwner = { userId: number } | { guestId: string };

/** A product as Cara reads it: the card's columns plus what she filters and explains with. */
export type CatalogueRow = Pick<
  Row<typeof products>,
  | 'id'
  | 'sku_number'
  | 'brand_id'
  | 'name'
  | 'description'
  | 'image'
  | 'images'
  | 'status'
  | 'stock'
  | 'future_stock'
  | 'cash_stock'
  | 'is_new'
  | 'on_sale'
  | 'width'
  | 'length'
  | 'height'
  | 'msrp_price'
  | 'trade_price'
  | 'materials'
  | 'finishes'
  | 'rooms'
> & {
  category_slug: Row<typeof categories>['slug'];
  category_name: Row<typeof categories>['name'];
  collection_slug: Row<typeof collections>['slug'] | null;
  collection_name: Row<typeof collections>['name'] | null;
  availability: 'in_stock' | 'low_stock' | 'backorder' | 'unavailable' | 'taken_down';
};

export type ChatRow = Pick<
  Row<typeof chatMessages>,
  'id' | 'send_user_id' | 'text' | 'segments' | 'state' | 'created_at'
>;

const ownerWhere = (owner: ChatOwner, at: number) =>
  'userId' in owner
    ? { sql: `user_id = $${at}`, value: owner.userId as unknown }
    : { sql: `user_id IS NULL AND guest_id = $${at}`, value: owner.guestId as unknown };

export class AssistantRepository {
  constructor(private readonly db: Database) {}

  /** Every product of a brand scope that is not taken down (the engine filters in memory). */
  async catalogue(brandId: string | null, flashOnly: boolean): Promise<CatalogueRow[]> {
    const where = ["p.status <> '3'"];
    const params: unknown[] = [];
    if (brandId) {
      params.push(brandId);
      where.push(`p.brand_id = $${params.length}`);
    }
    if (flashOnly) where.push('p.is_flash_deal');
    const { rows } = await this.db.query<CatalogueRow>(
      `SELECT p.id, p.sku_number, p.brand_id, p.name, p.description, p.image, p.images, p.status,
         p.stock, p.future_stock, p.cash_stock, p.is_new, p.on_sale, p.width, p.length, p.height,
         p.msrp_price, p.trade_price, p.materials, p.finishes, p.rooms,
         c.slug AS category_slug, c.name AS category_name, col.slug AS collection_slug,
         col.name AS collection_name,
         product_availability(p.status, p.stock, p.future_stock) AS availability
       FROM products p
       JOIN categories c ON c.id = p.category_id
       LEFT JOIN collections col ON col.id = p.collection_id
       WHERE ${where.join(' AND ')}
       ORDER BY p.id`,
      params,
    );
    return rows;
  }

  /** Stores messages in one statement (the user's and the AI's reply, once it has ended). */
  async addMessages(
    owner: ChatOwner,
    messages: {
      brand: string;
      sender: string;
      text: string;
      segments: string[];
      state: Record<string, unknown> | null;
      at: Date;
    }[],
  ): Promise<void> {
    const params: unknown[] = [];
    const rows = messages.map((m) => {
      const at = params.length;
      params.push(
        'userId' in owner ? owner.userId : null,
        'guestId' in owner ? owner.guestId : null,
        m.brand,
        m.sender,
        m.text,
        JSON.stringify(m.segments),
        m.state ? JSON.stringify(m.state) : null,
        m.at,
      );
      return `($${at + 1}::integer, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}::jsonb, $${at + 7}::jsonb, $${at + 8}::timestamptz)`;
    });
    await this.db.query(
      `INSERT INTO chat_messages (user_id, guest_id, brand_code, send_user_id, text, segments, state, created_at)
       VALUES ${rows.join(', ')}`,
      params,
    );
  }

  /** What a new message needs: the latest conversation state and the newest message time. */
  async conversation(
    owner: ChatOwner,
  ): Promise<{ state: Record<string, unknown> | null; last: Date | null }> {
    const w = ownerWhere(owner, 1);
    const { rows } = await this.db.query<{ state: unknown; last: Date | string | null }>(
      `SELECT (SELECT state FROM chat_messages WHERE ${w.sql} AND state IS NOT NULL
                ORDER BY created_at DESC, id DESC LIMIT 1) AS state,
              (SELECT max(created_at) FROM chat_messages WHERE ${w.sql}) AS last`,
      [w.value],
    );
    const r = rows[0];
    return {
      state: r ? jsonColumn<Record<string, unknown> | null>(r.state, null) : null,
      last: r?.last ? new Date(r.last) : null,
    };
  }

  /** A page of history, newest first, older than `before` when given. */
  async history(owner: ChatOwner, before: Date | null, limit: number): Promise<ChatRow[]> {
    const w = ownerWhere(owner, 1);
    const params: unknown[] = [w.value, limit];
    let older = '';
    if (before) {
      params.push(before);
      older = ` AND created_at < $3`;
    }
    const { rows } = await this.db.query<ChatRow>(
      `SELECT id, send_user_id, text, segments, state, created_at FROM chat_messages
       WHERE ${w.sql}${older} ORDER BY created_at DESC, id DESC LIMIT $2`,
      params,
    );
    return rows.map((r) => ({
      ...r,
      id: Number(r.id),
      segments: jsonColumn<string[]>(r.segments, []),
      created_at: new Date(r.created_at),
    }));
  }

  async count(owner: ChatOwner): Promise<number> {
    const w = ownerWhere(owner, 1);
    const { rows } = await this.db.query<{ n: number | string }>(
      `SELECT count(*)::int AS n FROM chat_messages WHERE ${w.sql}`,
      [w.value],
    );
    return Number(rows[0]?.n ?? 0);
  }
}

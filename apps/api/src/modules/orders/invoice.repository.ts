import type { Database } from '../../db/database';

/** What an invoice needs beyond the order's detail: who is billed, and each line's finish. */
export interface InvoiceParty {
  brand_code: string;
  created_at: string;
  company_name: string | null;
  company_street: string | null;
  company_city: string | null;
  company_state: string | null;
  company_postal_code: string | null;
  buyer_name: string;
  buyer_email: string;
  /** sku_number → the product's first finish (the order line keeps none of its own). */
  finishes: Record<string, string | null>;
}

// One statement: the order's brand and date, the buying company (none for a Flash Deals
// shopper), the buyer, and the finishes of the ordered products.
const INVOICE_PARTY = `
  SELECT o.brand_code, o.created_at, c.name AS company_name, c.street AS company_street,
    c.city AS company_city, c.state AS company_state, c.postal_code AS company_postal_code,
    trim(u.first_name || ' ' || u.last_name) AS buyer_name, u.email AS buyer_email,
    (SELECT coalesce(jsonb_object_agg(p.sku_number, p.finishes[1]), '{}'::jsonb)
       FROM products p
      WHERE p.sku_number IN (SELECT i.sku_number FROM order_items i WHERE i.order_id = o.id)
    ) AS finishes
  FROM orders o
  JOIN users u ON u.id = o.user_id
  LEFT JOIN companies c ON c.id = o.company_id
  WHERE o.order_number = $1`;

export class InvoiceRepository {
  constructor(private readonly db: Database) {}

  /** Read only after the caller's right to the order was checked (OrderQueriesService). */
  async party(orderNumber: string): Promise<InvoiceParty | null> {
    const { rows } = await this.db.query<InvoiceParty>(INVOICE_PARTY, [orderNumber]);
    const [row] = rows;
    return row ? { ...row, created_at: new Date(row.created_at).toISOString() } : null;
  }
}

import fs from 'node:fs/promises';
import path from 'node:path';
import {
  type BrandCode,
  Brands,
  type ChatProduct,
  type ChatSegment,
  createSegmentParser,
  type Mode,
  prerenderEntry,
} from '@portal/contract';
import type { Database } from '../../src/db/database';

/**
 * The rules and readers of the "one price on every surface" property (issue 33 guard rail):
 * what roles-and-brands.md and decision 026 let a caller see, written from the documents (not
 * from the code under test), and how the test reads a price off each surface.
 */

/** What a mode may see on a trade site (roles-and-brands.md, the role table). */
const SIGHT: Record<Mode, 'none' | 'retail' | 'trade'> = {
  mibd_visitor: 'none',
  mibd_safe: 'none',
  mibd_designer: 'trade',
  mibd_communicate: 'retail',
  mibd_customer: 'retail',
};

/** A product as the rules read it, fresh from the database for each case. */
export interface Facts {
  sku: string;
  brand_id: string;
  name: string;
  status: string;
  stock: number;
  future_stock: number;
  cash_stock: number;
  flash: boolean;
  msrp: number;
  trade: number;
  deal: number | null;
  /** The deal has not ended (deal_ends_at in the future). */
  running: boolean;
}

export const readFacts = async (db: Database): Promise<Map<string, Facts>> => {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT sku_number, brand_id, name, status, stock, future_stock, cash_stock, is_flash_deal,
       msrp_price, trade_price, deal_price, coalesce(deal_ends_at > now(), false) AS running
     FROM products`,
  );
  return new Map(
    rows.map((r) => [
      String(r.sku_number),
      {
        sku: String(r.sku_number),
        brand_id: String(r.brand_id),
        name: String(r.name),
        status: String(r.status),
        stock: Number(r.stock),
        future_stock: Number(r.future_stock),
        cash_stock: Number(r.cash_stock),
        flash: Boolean(r.is_flash_deal),
        msrp: Number(r.msrp_price),
        trade: Number(r.trade_price),
        deal: r.deal_price === null ? null : Number(r.deal_price),
        running: Boolean(r.running),
      },
    ]),
  );
};

/** Who calls: an account in a mode on one brand's site (no email: a visitor). */
export interface Caller {
  label: string;
  email: string | null;
  mode: Mode | null;
  brand: BrandCode;
  /** A flash-deal shopper's account (no trade roles anywhere). */
  shopper: boolean;
  /** The account's company holds a valid resale certificate (may place trade orders). */
  certified: boolean;
  /** For communicate mode: the customer preset. */
  customerId?: number;
}

/** The products a brand's site shows (HOM every brand, FFD flash deals). */
export const inScope = (brand: BrandCode, p: Pick<Facts, 'brand_id' | 'flash'>) =>
  brand === 'HOM' ? true : brand === 'FFD' ? p.flash : p.brand_id === Brands[brand].brandId;

const dealRuns = (p: Facts) => p.flash && p.deal !== null && p.running && p.deal < p.msrp;

/**
 * The one price the caller may be shown for the product, or null for none: no price for a
 * visitor or browsing; retail (MSRP) in communicate and customer modes; the trade price with
 * designer_price (designer mode, sub-accounts, dealers); on FFD the running deal to anyone signed
 * in, nothing to a visitor; nothing for a taken-down product.
 */
export const allowedPrice = (c: Caller, p: Facts): number | null => {
  if (!c.email || p.status === '3') return null;
  if (c.brand === 'FFD') return dealRuns(p) ? p.deal : null;
  const sight = c.shopper || !c.mode ? 'none' : SIGHT[c.mode];
  return sight === 'trade' ? p.trade : sight === 'retail' ? p.msrp : null;
};

/** A cart on this site: any signed-in caller on FFD; elsewhere designer or communicate mode. */
export const hasCart = (c: Caller) =>
  c.email !== null &&
  (c.brand === 'FFD' ||
    (!c.shopper && (c.mode === 'mibd_designer' || c.mode === 'mibd_communicate')));

/** The site sells it now (spec 4 and 8): on sale, in stock or coming; FFD: a running deal with units. */
export const sellable = (c: Caller, p: Facts, count: number) =>
  inScope(c.brand, p) &&
  p.status === '1' &&
  (c.brand === 'FFD' ? dealRuns(p) && p.cash_stock >= count : p.stock > 0 || p.future_stock > 0);

/** Checkout: designer mode (settle_accounts), or a flash-deal shopper on FFD. */
export const mayCheckout = (c: Caller) =>
  c.email !== null && (c.shopper ? c.brand === 'FFD' : c.mode === 'mibd_designer');

/** An order can be placed: checkout, and a consumer or a trade buyer with a certificate. */
export const mayOrder = (c: Caller) => mayCheckout(c) && (c.shopper || c.certified);

/** The price a card (search, detail, Cara) shows: final price, the MSRP beside it, the deal. */
export const cardPrice = (card: {
  product_price_about?: { final_price: number };
  msrp_price?: number;
  flash_deal?: { deal_price: number; original_price: number };
}) => ({
  final: card.product_price_about?.final_price ?? null,
  msrp: card.msrp_price ?? null,
  deal: card.flash_deal ? [card.flash_deal.deal_price, card.flash_deal.original_price] : null,
});

/** What a card of the product must show the caller (cardPrice's shape). */
export const expectedCard = (c: Caller, p: Facts) => {
  const price = allowedPrice(c, p);
  return {
    final: price,
    msrp: price === null ? null : p.msrp,
    deal: price !== null && c.brand === 'FFD' ? [price, p.msrp] : null,
  };
};

/** Dollar amounts written in text ("$1,500", "$660.00"). */
export const dollarAmounts = (text: string) =>
  [...text.matchAll(/\$\s?(\d[\d,]*(?:\.\d+)?)/g)].map((m) => Number(m[1]!.replace(/,/g, '')));

const PRICE_WORDS =
  /final_price|msrp_price|deal_price|original_price|flash_deal|product_price_about|unit_price|subtotal/;

/**
 * Why the HTML shows a price, or null: a price field, a dollar amount, or one of the catalogue's
 * prices as a value (`:1500,`, `>1500<`).
 */
export const priceInHtml = (html: string, prices: readonly number[]): string | null => {
  const word = PRICE_WORDS.exec(html);
  if (word) return `field ${word[0]}`;
  const dollars = /\$\s?\d/.exec(html);
  if (dollars) return `amount ${html.slice(dollars.index, dollars.index + 12)}`;
  for (const n of prices) {
    const forms = [String(n), n.toLocaleString('en-US')].map((f) => f.replace(/[.,]/g, '\\$&'));
    const value = new RegExp(`[:>]\\s*(?:${forms.join('|')})(?:\\.0+)?(?=[,}<\\s\\]])`).exec(html);
    if (value) return `value ${value[0]}`;
  }
  return null;
};

/**
 * Every brand's build gets an index with #root and a stand-in server build that writes what it
 * was asked to render into the page (as prerender.api.test.ts does): a price handed to the
 * renderer shows in the HTML.
 */
export const installEchoPrerender = async (dist: string) => {
  for (const b of Object.values(Brands)) {
    const root = path.join(dist, b.slug);
    await fs.writeFile(
      path.join(root, 'index.html'),
      `<!doctype html><html lang="en"><head><title>${b.titleSuffix}</title></head><body><div id="root" data-brand="${b.code}"></div></body></html>`,
    );
    const entry = path.join(dist, prerenderEntry(b.slug));
    await fs.mkdir(path.dirname(entry), { recursive: true });
    await fs.writeFile(
      entry,
      `export const prerender = async (input) => '<pre id="echo">' + JSON.stringify(input).replace(/</g, '&lt;') + '</pre>';`,
    );
  }
};

/** Cara's reply: its product cards and all its words. */
export const caraReply = (body: string) => {
  const parser = createSegmentParser();
  const segments: ChatSegment[] = [...parser.push(body), ...parser.finish()];
  const cards: ChatProduct[] = segments.flatMap((s) =>
    s.kind === 'productList' ? s.products : [],
  );
  const text = segments.flatMap((s) => (s.kind === 'text' ? [s.text] : [])).join(' ');
  return { segments, cards, text };
};

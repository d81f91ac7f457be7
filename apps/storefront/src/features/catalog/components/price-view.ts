import type { ProductCard } from '@portal/contract';

/** The price fields a product payload may carry (absent when the caller's mode grants none). */
export type PriceFields = Pick<ProductCard, 'product_price_about' | 'msrp_price' | 'flash_deal'>;

export type PriceView =
  | { kind: 'price'; price: number; msrp?: number }
  | { kind: 'login' }
  | { kind: 'none' };

/**
 * What the price line shows, from the payload alone (prices are never computed here): the
 * price the server sent (with the MSRP beside a lower trade price); without price fields,
 * 'Login to see your price' for a visitor and nothing for a signed-in mode without prices
 * (browsing mode).
 */
export function priceView(product: PriceFields, signedIn: boolean): PriceView {
  const final = product.product_price_about?.final_price;
  const msrp = product.msrp_price;
  if (typeof final === 'number') {
    return typeof msrp === 'number' && msrp !== final
      ? { kind: 'price', price: final, msrp }
      : { kind: 'price', price: final };
  }
  if (typeof msrp === 'number') return { kind: 'price', price: msrp };
  return signedIn ? { kind: 'none' } : { kind: 'login' };
}

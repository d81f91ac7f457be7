import { type BrandCode, type FlashDeal, hasTag, msrpTagFor, type RoleTag } from '@portal/contract';

export interface PriceFacts {
  msrp_price: number;
  trade_price: number;
}

export interface PriceGrant {
  /** Retail (MSRP) visible: the brand's `_msrp` tag. */
  retail: boolean;
  /** Trade price visible: `designer_price`. */
  trade: boolean;
  /** Flash-deal prices: a signed-in shopper on the FFD site (which loads no roles, spec 6). */
  flash?: boolean;
}

/** What the caller may see on this brand's site (roles-and-brands.md, "Server rules"). */
export const priceGrant = (
  roles: readonly RoleTag[],
  brand: BrandCode,
  signedIn = false,
): PriceGrant => {
  if (brand === 'FFD') return { retail: false, trade: false, flash: signedIn };
  const tag = msrpTagFor(brand);
  const retail = tag !== null ? hasTag(roles, tag) : hasTag(roles, 'designer_price');
  return { retail, trade: hasTag(roles, 'designer_price') };
};

/**
 * The price fields of a product payload for a grant: absent unless granted, the trade price only
 * with `designer_price` (then it is the final price), otherwise the retail price.
 */
export const priceFields = (
  p: PriceFacts,
  grant: PriceGrant,
): { product_price_about?: { final_price: number }; msrp_price?: number } => {
  if (grant.trade)
    return { product_price_about: { final_price: p.trade_price }, msrp_price: p.msrp_price };
  if (grant.retail)
    return { product_price_about: { final_price: p.msrp_price }, msrp_price: p.msrp_price };
  return {};
};

/** The stored deal of a flash-deal product (migration 0018); null columns: no deal. */
export interface DealFacts {
  msrp_price: number;
  deal_price: number | null;
  deal_ends_at: Date | string | null;
  cash_stock: number;
}

/**
 * A flash deal's price fields for a signed-in shopper of the FFD site: the deal price as the final
 * price, the original (MSRP) beside it and the `flash_deal` details. Nothing for a visitor, on
 * another brand's site, without a stored deal or once the deal has ended.
 */
export const flashDealFields = (
  p: DealFacts,
  grant: { flash: boolean },
  now: Date = new Date(),
): {
  product_price_about?: { final_price: number };
  msrp_price?: number;
  flash_deal?: FlashDeal;
} => {
  if (!grant.flash || p.deal_price === null || p.deal_ends_at === null) return {};
  const ends = new Date(p.deal_ends_at);
  if (!(ends.getTime() > now.getTime()) || !(p.deal_price < p.msrp_price)) return {};
  const saving = Math.round((p.msrp_price - p.deal_price) * 100) / 100;
  return {
    product_price_about: { final_price: p.deal_price },
    msrp_price: p.msrp_price,
    flash_deal: {
      deal_price: p.deal_price,
      original_price: p.msrp_price,
      saving,
      saving_percent: Math.round((saving / p.msrp_price) * 100),
      units_left: Math.max(0, p.cash_stock),
      ends_at: ends.toISOString(),
    },
  };
};

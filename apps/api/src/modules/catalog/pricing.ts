import { type BrandCode, hasTag, msrpTagFor, type RoleTag } from '@portal/contract';

export interface PriceFacts {
  msrp_price: number;
  trade_price: number;
}

export interface PriceGrant {
  /** Retail (MSRP) visible: the brand's `_msrp` tag. */
  retail: boolean;
  /** Trade price visible: `designer_price`. */
  trade: boolean;
}

/** What the caller may see on this brand's site (roles-and-brands.md, "Server rules"). */
export const priceGrant = (roles: readonly RoleTag[], brand: BrandCode): PriceGrant => {
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

import type { BrandCode } from './brands';

/**
 * The trade brand sites: every brand but Flash Deals, whose shoppers are a different kind of
 * account (they cannot use the trade sites, 22003). Routes only they have and the session they
 * share are listed by it.
 */
export const TRADE_BRANDS = [
  'HOM',
  'CA',
  'CA_DEALER',
  'ROWE',
  'JC',
  'ART',
] as const satisfies readonly BrandCode[];

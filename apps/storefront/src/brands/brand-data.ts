import type { BrandConfig } from './brand-config';

/**
 * What a brand's `brand.json` holds: its copy, menu, theme values and search target. Code stays
 * in the brand's `index.ts`: route modules, live search, values from the contract.
 */
export type BrandData = Omit<BrandConfig, 'routeModules' | 'promotion'>;

/**
 * The JSON import's own type, which widens string unions to `string`. A brand's `index.ts` spreads
 * `json satisfies BrandJson as BrandData` (types only: nothing more in the entry); the radius and
 * the rest are checked by brand-data.schema.ts (brand-data.test.ts).
 */
export type BrandJson = Omit<BrandData, 'theme'> & {
  theme: Omit<BrandData['theme'], 'radius'> & { radius: string };
};

import type { BrandConfig } from '../brand-config';
import type { BrandData, BrandJson } from '../brand-data';
import json from './brand.json';

/**
 * CA_DEALER: the Caracole site for authorised dealers. Lato: plain bold capitals, a working site.
 * Sign Up (/register) opens a new dealer account; the header's Request Access is for staff of a
 * dealer that already has one: the dealer team adds them (spec 2 names both in the header).
 */
export default {
  ...(json satisfies BrandJson as BrandData),
  routeModules: { caracole: () => import('./dealer-landing.route') },
} satisfies BrandConfig;

import type { BrandConfig } from '../brand-config';
import type { BrandData, BrandJson } from '../brand-data';
import json from './brand.json';

/**
 * CA_DEALER: the Caracole site for authorised dealers. Lato: plain bold capitals, a working site.
 * Request Access (/requestAccess, in the header and on the landing) is the dealer application:
 * company, showroom and resale certificate, reviewed by staff (issue 34); Sign Up (/register) is
 * the trade wizard (spec 2 names both in the header).
 */
export default {
  ...(json satisfies BrandJson as BrandData),
  routeModules: { caracole: () => import('./dealer-landing.route') },
} satisfies BrandConfig;

import type { BrandConfig } from '../brand-config';
import type { BrandData, BrandJson } from '../brand-data';
import json from './brand.json';

/** JC: Jonathan Charles. EB Garamond: large serif headings of medium weight, lightly tracked. */
export default {
  ...(json satisfies BrandJson as BrandData),
  routeModules: { jonathanCharles: () => import('./jonathan-charles-landing.route') },
} satisfies BrandConfig;

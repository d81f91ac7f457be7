import type { BrandConfig } from '../brand-config';
import type { BrandData, BrandJson } from '../brand-data';
import json from './brand.json';

/** HOM: the multi-brand site of the group. Inter throughout: bold, tightly set headings. */
export default {
  ...(json satisfies BrandJson as BrandData),
  routeModules: { brand: () => import('./our-brands.route') },
} satisfies BrandConfig;

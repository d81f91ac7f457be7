import type { BrandConfig } from '../brand-config';
import type { BrandData, BrandJson } from '../brand-data';
import json from './brand.json';

/** ROWE: Rowe upholstery. Source Sans 3: large, semi-bold, sentence-case headings. */
export default {
  ...(json satisfies BrandJson as BrandData),
  routeModules: { rowe: () => import('./rowe-landing.route') },
} satisfies BrandConfig;

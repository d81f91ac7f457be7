import type { BrandConfig } from '../brand-config';
import type { BrandData, BrandJson } from '../brand-data';
import json from './brand.json';

/** FFD: the flash-deals site. Poppins: round, bold, slightly tight headings. */
export default {
  ...(json satisfies BrandJson as BrandData),
  routeModules: {},
} satisfies BrandConfig;

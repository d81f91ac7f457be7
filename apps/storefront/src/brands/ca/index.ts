import type { BrandConfig } from '../brand-config';
import type { BrandData, BrandJson } from '../brand-data';
import json from './brand.json';

/**
 * CA: Caracole. Geometric Jost: small headings in widely tracked capitals; the primary is 4.8:1
 * on white (WCAG AA for text and white-on-primary buttons).
 */
export default {
  ...(json satisfies BrandJson as BrandData),
  routeModules: { caracole: () => import('./caracole-landing.route') },
} satisfies BrandConfig;

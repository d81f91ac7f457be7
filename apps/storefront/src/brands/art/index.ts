import { Policy } from '@portal/contract';
import type { BrandConfig } from '../brand-config';
import type { BrandData, BrandJson } from '../brand-data';
import json from './brand.json';

/** The code of the season's promotion (spec 9: 15% off with the seasonal code); change it here. */
export const ART_SEASONAL_CODE = 'ARTSEASON15';

/**
 * ART: A.R.T. Furniture. Montserrat: heavy, bold capitals; the primary is 5.1:1 on white (WCAG
 * AA). Dealers sign in (Dealer Login) to order for their showrooms: straight to the catalogue.
 */
export default {
  ...(json satisfies BrandJson as BrandData),
  routeModules: { art: () => import('./art-landing.route') },
  promotion: { percent: Policy.artPromotionPercent, code: ART_SEASONAL_CODE, to: '/shop' },
  // Live results under the field (spec 2: ART header), loaded with the header.
  search: { ...json.search, live: () => import('../../features/search/live-search') },
} satisfies BrandConfig;

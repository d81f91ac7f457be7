import { Policy } from '@portal/contract';
import type { BrandConfig } from '../brand-config';
import { landing, monogram } from './landing';

/** The code of the season's promotion (spec 9: 15% off with the seasonal code); change it here. */
export const ART_SEASONAL_CODE = 'ARTSEASON15';

/** ART: A.R.T. Furniture. */
const brand = {
  logoText: 'A.R.T.',
  monogram,
  theme: {
    primary: '#ac572b', // 5.1:1 on white (WCAG AA)
    ink: '#231f1b',
    paper: '#fbf5ee',
    // Self-hosted with its metric-matched fallback (src/fonts/brand-fonts.ts, decision 028).
    fontFamily: "'Montserrat', 'Montserrat Fallback', sans-serif",
    // Montserrat: heavy, bold capitals.
    headings: {
      fontWeight: '800',
      sizes: { h1: { fontSize: '2.25rem', lineHeight: '1.1' }, h2: { fontSize: '1.5rem' } },
    },
    headingSpacing: '0.06em',
    radius: 'sm',
    capsHeadings: true,
  },
  nav: [
    { label: 'Shop', to: '/shop' },
    { label: 'New Arrivals', to: '/shop/new' },
    { label: 'Sale', to: '/sale' },
    { label: 'Dealer Locator', to: '/dealerLocator' },
    { label: 'Contact Us', to: '/contactUs' },
  ],
  signInLinks: [
    { label: 'Trade Login', to: '/login' },
    { label: 'Dealer Login', to: '/login?account=dealer' },
  ],
  // Dealers sign in to order for their showrooms: straight to the catalogue.
  dealerLogin: { landing: '/shop' },
  promotion: { percent: Policy.artPromotionPercent, code: ART_SEASONAL_CODE, to: '/shop' },
  // Live results under the field (spec 2: ART header), loaded with the header.
  search: { path: '/shop', live: () => import('../../features/search/live-search') },
  landing,
  routeModules: {
    art: () => import('./art-landing.route'),
  },
} satisfies BrandConfig;

export default brand;

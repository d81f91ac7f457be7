import type { BrandConfig } from '../brand-config';
import { landing, monogram } from './landing';

/** CA_DEALER: the Caracole site for authorised dealers. */
const brand = {
  logoText: 'CARACOLE | DEALER',
  monogram,
  theme: {
    primary: '#7b5236',
    ink: '#1a1411',
    paper: '#f5efe9',
    // Self-hosted with its metric-matched fallback (src/fonts/brand-fonts.ts, decision 028).
    fontFamily: "'Lato', 'Lato Fallback', sans-serif",
    // Lato: plain bold capitals, a working site for dealers.
    headings: {
      fontWeight: '700',
      sizes: { h1: { fontSize: '1.875rem', lineHeight: '1.2' }, h2: { fontSize: '1.375rem' } },
    },
    headingSpacing: '0.1em',
    radius: 'sm',
    capsHeadings: true,
  },
  nav: [
    { label: 'Shop', to: '/product/category' },
    { label: 'Collections', to: '/product/portfolio' },
    { label: 'In Stock', to: '/product/shop-instock' },
    { label: 'Last Chance', to: '/product/last-chance' },
    { label: 'E-Catalog', to: '/eCatalog' },
  ],
  // Sign Up (/register) opens a new dealer account; Request Access is for staff of a dealer that
  // already has one: the dealer team adds them (spec 2 names both in the header).
  headerCta: { label: 'Request Access', to: '/contactUs?topic=access' },
  search: { path: '/product/search' },
  landing,
  routeModules: {
    caracole: () => import('./dealer-landing.route'),
  },
} satisfies BrandConfig;

export default brand;

import type { BrandConfig } from '../brand-config';
import { landing, monogram } from './landing';

/** HOM: the multi-brand site of the group. */
const brand = {
  logoText: 'HOM',
  monogram,
  theme: {
    primary: '#3a5f82',
    ink: '#15202b',
    paper: '#f2f5f8',
    // Self-hosted with its metric-matched fallback (src/fonts/brand-fonts.ts, decision 028).
    fontFamily: "'Inter', 'Inter Fallback', sans-serif",
    // Inter throughout: bold, tightly set headings.
    headings: {
      fontWeight: '700',
      sizes: { h1: { fontSize: '2.25rem', lineHeight: '1.15' }, h2: { fontSize: '1.625rem' } },
    },
    headingSpacing: '-0.02em',
    radius: 'md',
    capsHeadings: false,
  },
  nav: [
    { label: 'Products', to: '/productList' },
    { label: 'Our Brands', to: '/brand' },
    { label: 'Magazines', to: '/magazines' },
    { label: 'E-Catalog', to: '/eCatalog' },
    { label: 'Contact Us', to: '/contactUs' },
  ],
  search: { path: '/productList/search', emptyPath: '/productList' },
  landing,
  routeModules: {
    brand: () => import('./our-brands.route'),
  },
} satisfies BrandConfig;

export default brand;

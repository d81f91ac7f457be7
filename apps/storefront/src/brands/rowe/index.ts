import type { BrandConfig } from '../brand-config';
import { landing, monogram } from './landing';

/** ROWE: Rowe upholstery. */
const brand = {
  logoText: 'ROWE',
  monogram,
  theme: {
    primary: '#9b3b2c',
    ink: '#1f1916',
    paper: '#f8f3ee',
    // Self-hosted with its metric-matched fallback (src/fonts/brand-fonts.ts, decision 028).
    fontFamily: "'Source Sans 3', 'Source Sans 3 Fallback', sans-serif",
    // Source Sans 3: large, semi-bold, sentence-case headings.
    headings: {
      fontWeight: '600',
      sizes: { h1: { fontSize: '2.5rem', lineHeight: '1.15' }, h2: { fontSize: '1.75rem' } },
    },
    headingSpacing: '-0.01em',
    radius: 'sm',
    capsHeadings: false,
  },
  nav: [
    { label: 'Products', to: '/products' },
    { label: 'Fabrics', to: '/patternSelection' },
    { label: 'Room Mapper', to: '/mapper' },
    { label: 'E-Catalog', to: '/eCatalog' },
    { label: 'Contact Us', to: '/contactUs' },
  ],
  search: { path: '/products' },
  landing,
  routeModules: {
    rowe: () => import('./rowe-landing.route'),
  },
} satisfies BrandConfig;

export default brand;

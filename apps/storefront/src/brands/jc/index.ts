import type { BrandConfig } from '../brand-config';
import { landing, monogram } from './landing';

/** JC: Jonathan Charles. */
const brand = {
  logoText: 'JONATHAN CHARLES',
  monogram,
  theme: {
    primary: '#2f5a48',
    ink: '#111a16',
    paper: '#f4f1e7',
    // Self-hosted with its metric-matched fallback (src/fonts/brand-fonts.ts, decision 028).
    fontFamily: "'EB Garamond', 'EB Garamond Fallback', serif",
    // EB Garamond: large serif headings of medium weight, lightly tracked.
    headings: {
      fontWeight: '500',
      sizes: {
        h1: { fontSize: '2.625rem', lineHeight: '1.1' },
        h2: { fontSize: '2rem' },
        h3: { fontSize: '1.5rem' },
      },
    },
    headingSpacing: '0.04em',
    radius: 'xs',
    capsHeadings: true,
  },
  nav: [
    { label: 'New', to: '/productList/new' },
    { label: 'Collections', to: '/productList/portfolio' },
    { label: 'Categories', to: '/productList/category' },
    { label: 'Bespoke Dining', to: '/bespokeDining' },
    { label: 'Contact Us', to: '/contactUs' },
  ],
  search: { path: '/productList/search' },
  landing,
  routeModules: {
    jonathanCharles: () => import('./jonathan-charles-landing.route'),
  },
} satisfies BrandConfig;

export default brand;

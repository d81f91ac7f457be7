import type { BrandConfig } from '../brand-config';
import { landing, monogram } from './landing';

/** CA: Caracole. */
const brand = {
  logoText: 'CARACOLE',
  monogram,
  theme: {
    primary: '#8a6d3e', // 4.8:1 on white (WCAG AA for text and white-on-primary buttons)
    ink: '#141312',
    paper: '#f7f2ea',
    // Self-hosted with its metric-matched fallback (src/fonts/brand-fonts.ts, decision 028).
    fontFamily: "'Jost', 'Jost Fallback', sans-serif",
    // Geometric Jost: small headings in widely tracked capitals.
    headings: {
      fontWeight: '500',
      sizes: {
        h1: { fontSize: '1.875rem', lineHeight: '1.2' },
        h2: { fontSize: '1.375rem' },
        h3: { fontSize: '1.125rem' },
      },
    },
    headingSpacing: '0.14em',
    radius: 'xs',
    capsHeadings: true,
  },
  nav: [
    { label: 'Shop', to: '/product/category' },
    { label: 'Collections', to: '/product/portfolio' },
    { label: 'In Stock', to: '/product/shop-instock' },
    { label: 'Last Chance', to: '/product/last-chance' },
    { label: 'Coming Soon', to: '/product/comingsoon' },
  ],
  search: { path: '/product/search' },
  landing,
  routeModules: {
    caracole: () => import('./caracole-landing.route'),
  },
} satisfies BrandConfig;

export default brand;

import type { BrandConfig } from '../brand-config';
import { landing, monogram } from './landing';

/** FFD: the flash-deals site. */
const brand = {
  logoText: 'FLASH DEALS',
  monogram,
  theme: {
    primary: '#d4304f',
    ink: '#1c1320',
    paper: '#fff4f5',
    // Self-hosted with its metric-matched fallback (src/fonts/brand-fonts.ts, decision 028).
    fontFamily: "'Poppins', 'Poppins Fallback', sans-serif",
    // Poppins: round, bold, slightly tight headings.
    headings: {
      fontWeight: '700',
      sizes: { h1: { fontSize: '2.25rem', lineHeight: '1.2' }, h2: { fontSize: '1.625rem' } },
    },
    headingSpacing: '-0.015em',
    radius: 'lg',
    capsHeadings: false,
  },
  nav: [
    { label: 'All Deals', to: '/FFDProductList' },
    { label: 'My Orders', to: '/ffdOrder' },
    { label: 'Contact Us', to: '/contactUs' },
  ],
  search: { path: '/FFDSearch' },
  landing,
  routeModules: {},
} satisfies BrandConfig;

export default brand;

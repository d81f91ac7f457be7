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
    fontFamily: "'EB Garamond', Garamond, Baskerville, 'Times New Roman', serif",
    headingsFontFamily: "'Cormorant Garamond', Garamond, 'Hoefler Text', serif",
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

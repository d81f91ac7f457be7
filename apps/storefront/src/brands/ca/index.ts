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
    fontFamily: "'Jost', 'Futura', 'Century Gothic', 'Avenir Next', sans-serif",
    headingsFontFamily: "'Playfair Display', 'Didot', 'Bodoni 72', Georgia, serif",
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

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
    fontFamily: "'Inter', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif",
    headingsFontFamily: "'Inter Tight', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif",
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

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
    fontFamily: "'Source Sans 3', 'Source Sans Pro', 'Helvetica Neue', Arial, sans-serif",
    headingsFontFamily: "'Merriweather', 'Georgia', 'Times New Roman', serif",
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

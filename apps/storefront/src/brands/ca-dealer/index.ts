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
    fontFamily: "'Lato', 'Gill Sans', 'Trebuchet MS', sans-serif",
    headingsFontFamily: "'Libre Bodoni', 'Bodoni 72', 'Didot', Georgia, serif",
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

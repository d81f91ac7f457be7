import type { BrandConfig } from '../brand-config';

/** CA_DEALER: the Caracole site for authorised dealers. */
const brand = {
  logoText: 'CARACOLE | DEALER',
  monogram: 'CD',
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
  headerCta: { label: 'Request Access', to: '/register' },
  search: { path: '/product/search' },
  landing: {
    eyebrow: 'Dealer programme',
    lead: 'Dealer pricing, floor-sample programmes and stock availability for showrooms that carry the collection.',
    highlights: [
      {
        title: 'Dealer pricing',
        text: 'Your account shows dealer cost beside suggested retail on every piece.',
      },
      {
        title: 'Floor samples',
        text: 'Order sample programmes for the showroom floor with their own checkout.',
      },
      {
        title: 'Live availability',
        text: 'Stock and incoming quantities update from the warehouse through the day.',
      },
    ],
    primaryCta: { label: 'Browse as a dealer', to: '/product/category' },
    secondaryCta: { label: 'Request Access', to: '/register' },
  },
  routeModules: {
    caracole: () => import('./dealer-landing.route'),
  },
} satisfies BrandConfig;

export default brand;

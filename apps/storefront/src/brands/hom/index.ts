import type { BrandConfig } from '../brand-config';

/** HOM: the multi-brand site of the group. */
const brand = {
  logoText: 'HOM',
  monogram: 'H',
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
  landing: {
    eyebrow: 'The trade portal of the group',
    lead: 'Browse every house collection in one place, see your trade pricing and build projects for each of your clients.',
    highlights: [
      {
        title: 'One trade account',
        text: 'Sign in once and move between the brand sites with your projects and favourites intact.',
      },
      {
        title: 'Projects for every client',
        text: 'Group products by client and room, then share a selection or check out in one order.',
      },
      {
        title: 'Browsing mode',
        text: 'Hide prices with one switch when you present the catalogue in front of a client.',
      },
    ],
    primaryCta: { label: 'Browse products', to: '/productList' },
    secondaryCta: { label: 'Our brands', to: '/brand' },
  },
  routeModules: {
    brand: () => import('./our-brands.route'),
  },
} satisfies BrandConfig;

export default brand;

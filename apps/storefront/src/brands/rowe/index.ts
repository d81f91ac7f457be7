import type { BrandConfig } from '../brand-config';

/** ROWE: Rowe upholstery. */
const brand = {
  logoText: 'ROWE',
  monogram: 'R',
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
  landing: {
    eyebrow: 'Custom upholstery',
    lead: 'Sofas, sectionals and chairs made to order in the frame, fabric and cushion your client chooses.',
    highlights: [
      {
        title: 'Made to order',
        text: 'Pick a frame, then a fabric or leather from the pattern library.',
      },
      {
        title: 'Plan the room',
        text: 'Lay out sectionals to scale with the room mapper before you specify.',
      },
      {
        title: 'Link your account',
        text: 'Already a Rowe dealer? Link your Rowe login to this portal in one step.',
      },
    ],
    primaryCta: { label: 'See the products', to: '/products' },
    secondaryCta: { label: 'Browse fabrics', to: '/patternSelection' },
  },
  routeModules: {
    rowe: () => import('./rowe-landing.route'),
  },
} satisfies BrandConfig;

export default brand;

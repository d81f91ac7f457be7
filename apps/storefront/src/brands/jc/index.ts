import type { BrandConfig } from '../brand-config';

/** JC: Jonathan Charles. */
const brand = {
  logoText: 'JONATHAN CHARLES',
  monogram: 'JC',
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
  landing: {
    eyebrow: 'Handcrafted furniture',
    lead: 'Veneers laid by hand, carving finished by eye and patinas built up layer by layer in our own workshops.',
    highlights: [
      {
        title: 'Workshop made',
        text: 'Every piece is cut, joined and finished by our own craftsmen.',
      },
      {
        title: 'Bespoke dining',
        text: "Size, timber and finish of a dining table made for your client's room.",
      },
      {
        title: 'Collections with a story',
        text: 'From eighteenth-century inspired pieces to clean contemporary lines.',
      },
    ],
    primaryCta: { label: 'Explore new pieces', to: '/productList/new' },
    secondaryCta: { label: 'Bespoke Dining', to: '/bespokeDining' },
  },
  routeModules: {
    jonathanCharles: () => import('./jonathan-charles-landing.route'),
  },
} satisfies BrandConfig;

export default brand;

import type { BrandConfig } from '../brand-config';

/** CA: Caracole. */
const brand = {
  logoText: 'CARACOLE',
  monogram: 'C',
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
  landing: {
    eyebrow: 'Caracole for the trade',
    lead: 'Sculpted silhouettes, luminous finishes and tailored upholstery, ready to specify for your next interior.',
    highlights: [
      {
        title: 'Signature collections',
        text: 'Statement pieces in champagne metal, shagreen and hand-finished veneers.',
      },
      {
        title: 'Ready to ship',
        text: 'Shop in-stock designs and last-chance pieces for installations on a deadline.',
      },
      {
        title: 'Visualise in the room',
        text: "Place a Caracole piece into a photo of your client's room before you order.",
      },
    ],
    primaryCta: { label: 'Shop the collection', to: '/product/category' },
    secondaryCta: { label: 'Ready to ship', to: '/product/shop-instock' },
  },
  routeModules: {
    caracole: () => import('./caracole-landing.route'),
  },
} satisfies BrandConfig;

export default brand;

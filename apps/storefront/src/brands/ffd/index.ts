import type { BrandConfig } from '../brand-config';

/** FFD: the flash-deals site. */
const brand = {
  logoText: 'FLASH DEALS',
  monogram: 'FD',
  theme: {
    primary: '#d4304f',
    ink: '#1c1320',
    paper: '#fff4f5',
    fontFamily: "'Poppins', 'Nunito', 'Segoe UI', 'Helvetica Neue', sans-serif",
    headingsFontFamily: "'Poppins', 'Nunito', 'Segoe UI', 'Helvetica Neue', sans-serif",
    radius: 'lg',
    capsHeadings: false,
  },
  nav: [
    { label: 'All Deals', to: '/FFDProductList' },
    { label: 'My Orders', to: '/ffdOrder' },
    { label: 'Contact Us', to: '/contactUs' },
  ],
  search: { path: '/FFDSearch' },
  landing: {
    eyebrow: 'Limited stock, trade prices',
    lead: 'Overstock and floor models from the house brands at flash prices. When a deal sells out, it is gone.',
    highlights: [
      {
        title: 'New deals weekly',
        text: 'Fresh lots arrive every week across seating, dining and bedroom.',
      },
      {
        title: 'Check out as a guest',
        text: 'Fill your cart without an account and sign in only when you pay.',
      },
      {
        title: 'Real stock counts',
        text: 'Every deal shows how many pieces are left in the warehouse.',
      },
    ],
    primaryCta: { label: 'Shop the deals', to: '/FFDProductList' },
    secondaryCta: { label: 'Sign in', to: '/login' },
  },
  routeModules: {},
} satisfies BrandConfig;

export default brand;

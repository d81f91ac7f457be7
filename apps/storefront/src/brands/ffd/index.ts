import type { BrandConfig } from '../brand-config';
import { landing, monogram } from './landing';

/** FFD: the flash-deals site. */
const brand = {
  logoText: 'FLASH DEALS',
  monogram,
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
  landing,
  routeModules: {},
} satisfies BrandConfig;

export default brand;

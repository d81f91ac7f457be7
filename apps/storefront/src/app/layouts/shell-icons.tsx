import type { SVGProps } from 'react';

/** Line icons of the header (decorative: the links and buttons carry the names). */
const Icon = ({ children, size = 22 }: SVGProps<SVGSVGElement> & { size?: number }) => (
  <svg
    aria-hidden="true"
    focusable="false"
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.7}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {children}
  </svg>
);

export const HeartIcon = () => (
  <Icon>
    <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z" />
  </Icon>
);

export const BagIcon = () => (
  <Icon>
    <path d="M5 8h14l-1.2 12H6.2L5 8Z" />
    <path d="M9 10V7a3 3 0 0 1 6 0v3" />
  </Icon>
);

export const ArrowUpIcon = () => (
  <Icon size={20}>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </Icon>
);

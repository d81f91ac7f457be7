import type { LandingContent } from '../../features/home/brand-landing';

/** Letters in the landing's arch (index.ts and the brand's landing route read this file). */
export const monogram = 'CD';

/** The landing's copy under the tagline: highlights and calls to action. */
export const landing: LandingContent = {
  eyebrow: 'Dealer programme',
  lead: 'Dealer pricing, stock and incoming quantities, and a browsing view for the showroom floor, for showrooms that carry the collection.',
  highlights: [
    {
      title: 'Dealer pricing',
      text: 'Signed in, your account shows dealer cost beside suggested retail on every piece.',
    },
    {
      title: 'Stock at a glance',
      text: 'Each piece says whether it is in stock or available soon, in lists and on its page.',
    },
    {
      title: 'Showroom-safe view',
      text: 'Switch to browsing view to show the collection to a client without prices.',
    },
  ],
  primaryCta: { label: 'Browse as a dealer', to: '/product/category' },
  secondaryCta: { label: 'Sign Up', to: '/register' },
};

import type { LandingContent } from '../../features/home/brand-landing';

/** Letters in the landing's arch (index.ts and the brand's landing route read this file). */
export const monogram = 'CD';

/** The landing's copy under the tagline: highlights and calls to action. */
export const landing: LandingContent = {
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
};

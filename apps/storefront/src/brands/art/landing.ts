import type { LandingContent } from '../../features/home/brand-landing';

/** Letters in the landing's arch (index.ts and the brand's landing route read this file). */
export const monogram = 'A';

/** The landing's copy under the tagline: highlights and calls to action. */
export const landing: LandingContent = {
  eyebrow: 'Whole-home collections',
  lead: 'Bedrooms, dining rooms and living spaces designed as complete collections, from classic to coastal.',
  highlights: [
    {
      title: 'Complete rooms',
      text: 'Beds, casegoods, dining and upholstery that belong together.',
    },
    {
      title: 'Find a dealer',
      text: 'Send clients to a showroom near them with the dealer locator.',
    },
    {
      title: 'Seasonal offers',
      text: 'Trade promotions each season, with the code shown at checkout.',
    },
  ],
  primaryCta: { label: 'Shop A.R.T.', to: '/shop' },
  secondaryCta: { label: 'Find a dealer', to: '/dealerLocator' },
};

import type { LandingContent } from '../../features/home/brand-landing';

/** Letters in the landing's arch (index.ts and the brand's landing route read this file). */
export const monogram = 'H';

/** The landing's copy under the tagline: highlights and calls to action. */
export const landing: LandingContent = {
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
};

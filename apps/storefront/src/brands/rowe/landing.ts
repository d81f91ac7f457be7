import type { LandingContent } from '../../features/home/brand-landing';

/** Letters in the landing's arch (index.ts and the brand's landing route read this file). */
export const monogram = 'R';

/** The landing's copy under the tagline: highlights and calls to action. */
export const landing: LandingContent = {
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
};

import type { LandingContent } from '../../features/home/brand-landing';

/** Letters in the landing's arch (index.ts and the brand's landing route read this file). */
export const monogram = 'C';

/** The landing's copy under the tagline: highlights and calls to action. */
export const landing: LandingContent = {
  eyebrow: 'Caracole for the trade',
  lead: 'Sculpted silhouettes, luminous finishes and tailored upholstery, ready to specify for your next interior.',
  highlights: [
    {
      title: 'Signature collections',
      text: 'Statement pieces in champagne metal, shagreen and hand-finished veneers.',
    },
    {
      title: 'Ships from stock',
      text: 'Shop in-stock designs and last-chance pieces for installations on a deadline.',
    },
    {
      title: 'Visualise in the room',
      text: "Place a Caracole piece into a photo of your client's room before you order.",
    },
  ],
  primaryCta: { label: 'Shop the collection', to: '/product/category' },
  secondaryCta: { label: 'Ready to ship', to: '/product/shop-instock' },
};

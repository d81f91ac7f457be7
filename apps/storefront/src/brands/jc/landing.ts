import type { LandingContent } from '../../features/home/brand-landing';

/** Letters in the landing's arch (index.ts and the brand's landing route read this file). */
export const monogram = 'JC';

/** The landing's copy under the tagline: highlights and calls to action. */
export const landing: LandingContent = {
  eyebrow: 'Handcrafted furniture',
  lead: 'Veneers laid by hand, carving finished by eye and patinas built up layer by layer in our own workshops.',
  highlights: [
    {
      title: 'Workshop made',
      text: 'Every piece is cut, joined and finished by our own craftsmen.',
    },
    {
      title: 'Bespoke dining',
      text: "Size, timber and finish of a dining table made for your client's room.",
    },
    {
      title: 'Collections with a story',
      text: 'From eighteenth-century inspired pieces to clean contemporary lines.',
    },
  ],
  primaryCta: { label: 'Explore new pieces', to: '/productList/new' },
  secondaryCta: { label: 'Bespoke Dining', to: '/bespokeDining' },
};

import type { LandingContent } from '../../features/home/brand-landing';

/** Letters in the landing's arch (index.ts and the brand's landing route read this file). */
export const monogram = 'FD';

/** The landing's copy under the tagline: highlights and calls to action. */
export const landing: LandingContent = {
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
};

import type { BrandCode } from '@portal/contract';

/** Where logout goes (spec 4): the brand's landing on CA, CA_DEALER, ROWE, JC and ART, else /home. */
export const brandHome = (brand: BrandCode): string =>
  (
    ({
      CA: '/caracole',
      CA_DEALER: '/caracole',
      ROWE: '/rowe',
      JC: '/jonathanCharles',
      ART: '/art',
    }) as Partial<Record<BrandCode, string>>
  )[brand] ?? '/home';

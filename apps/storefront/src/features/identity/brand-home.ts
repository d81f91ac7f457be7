import type { BrandCode } from '@portal/contract';

/**
 * Where logout goes (spec 4: "brand home (CA, ROWE, JC, ART) else /home"): the brand's landing
 * on those four; HOM, FFD and the dealer site (CA_DEALER, not in the spec's list) go to /home.
 */
export const brandHome = (brand: BrandCode): string =>
  (
    ({
      CA: '/caracole',
      ROWE: '/rowe',
      JC: '/jonathanCharles',
      ART: '/art',
    }) as Partial<Record<BrandCode, string>>
  )[brand] ?? '/home';

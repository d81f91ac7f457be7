import brand from '@brand';
import { BrandLanding } from '../../features/home/brand-landing';
import { CURRENT_BRAND } from '../../lib/current-brand';

/** /home on every brand: the brand's landing. */
export function Component() {
  return (
    <BrandLanding
      name={CURRENT_BRAND.name}
      tagline={CURRENT_BRAND.tagline}
      monogram={brand.monogram}
      content={brand.landing}
    />
  );
}

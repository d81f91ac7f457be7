import brand from '@brand';
import { lazy, Suspense } from 'react';
import { WhenVisible } from '../../components/when-visible';
import { BrandLanding } from '../../features/home/brand-landing';
import { BRAND, CURRENT_BRAND } from '../../lib/current-brand';
import { isLoggedIn } from '../../lib/session';

/** Featured products and category tiles: code and calls wait until the spot nears the screen. */
const LandingCatalogue = lazy(() => import('../../features/catalog/components/landing-catalogue'));

/** /home on every brand: the brand's landing, with the catalogue below the fold. */
export function Component() {
  return (
    <BrandLanding
      name={CURRENT_BRAND.name}
      tagline={CURRENT_BRAND.tagline}
      monogram={brand.monogram}
      content={brand.landing}
    >
      <WhenVisible>
        <Suspense fallback={null}>
          <LandingCatalogue brand={BRAND} signedIn={isLoggedIn()} />
        </Suspense>
      </WhenVisible>
    </BrandLanding>
  );
}

import { lazy, type ReactNode, Suspense } from 'react';
import { WhenVisible } from '../components/when-visible';
import { BrandLanding, type HeroFrame, type LandingContent } from '../features/home/brand-landing';
import { BRAND, CURRENT_BRAND } from '../lib/current-brand';
import { isLoggedIn } from '../lib/session';

/** Category tiles and hot products: code and calls wait until the spot nears the screen. */
const LandingCatalogue = lazy(() => import('../features/catalog/components/landing-catalogue'));

/** The catalogue part of a brand landing (index_category_list and hot_product). */
function LandingCatalogueSlot() {
  return (
    <WhenVisible>
      <Suspense fallback={null}>
        <LandingCatalogue brand={BRAND} signedIn={isLoggedIn()} />
      </Suspense>
    </WhenVisible>
  );
}

/** A brand's `landing.json` (checked by brand-data.schema.ts): its hero frame and landing copy. */
export interface BrandLandingData {
  heroFrame: HeroFrame;
  landing: LandingContent;
}

/**
 * The current brand's landing (/home, and the brand-only landings): hero, highlights, the
 * catalogue, then the brand's own bands (children).
 */
export function BrandLandingFrame({
  brand,
  children,
}: {
  brand: BrandLandingData;
  children?: ReactNode;
}) {
  return (
    <BrandLanding
      name={CURRENT_BRAND.name}
      tagline={CURRENT_BRAND.tagline}
      frame={brand.heroFrame}
      content={brand.landing}
      catalogue={<LandingCatalogueSlot />}
    >
      {children}
    </BrandLanding>
  );
}

import { lazy, Suspense } from 'react';
import { WhenVisible } from '../components/when-visible';
import { BRAND } from '../lib/current-brand';
import { isLoggedIn } from '../lib/session';

/** Category tiles and hot products: code and calls wait until the spot nears the screen. */
const LandingCatalogue = lazy(() => import('../features/catalog/components/landing-catalogue'));

/** The catalogue part of a brand landing (index_category_list and hot_product), as on /home. */
export function LandingCatalogueSlot() {
  return (
    <WhenVisible>
      <Suspense fallback={null}>
        <LandingCatalogue brand={BRAND} signedIn={isLoggedIn()} />
      </Suspense>
    </WhenVisible>
  );
}

import type { ProductCard as Card } from '@portal/contract';
import { ProductCard } from '../../features/catalog/components/product-card';
import { CustomerFavouritesScreen } from '../../features/favourites/customer-favourites-screen';
import { MyFavouritesScreen } from '../../features/favourites/my-favourites-screen';
import { SharedListScreen } from '../../features/favourites/shared-list-screen';
import { BRAND } from '../../lib/current-brand';
import { productHref } from '../../lib/product-href';
import { getMode, isLoggedIn } from '../../lib/session';

/** The catalogue's card for a listed product, prices as the payload carries them. */
const renderCard = (product: Card) => (
  <ProductCard
    product={product}
    href={productHref(BRAND, product.sku_number)}
    signedIn={isLoggedIn()}
  />
);

/** /my-favorites. */
export function MyFavorites() {
  return <MyFavouritesScreen renderCard={renderCard} />;
}

/** /favoritesList (customerFavourite). */
export function CustomerFavourite() {
  return <CustomerFavouritesScreen renderCard={renderCard} mode={getMode()} />;
}

/** /shared-favorites?token= (the signed link of a shared collection; no sign-in). */
export function SharedFavorites() {
  return <SharedListScreen renderCard={renderCard} />;
}

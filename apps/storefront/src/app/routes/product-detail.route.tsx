import { useParams, useSearchParams } from 'react-router';
import { AddToCart } from '../../features/cart/components/add-to-cart';
import type { ProductActionSlots } from '../../features/catalog/components/product-actions';
import { ProductDetailScreen } from '../../features/catalog/components/product-detail-screen';
import { FavouriteButton } from '../../features/favourites/favourite-button';
import { AddToProjectButton } from '../../features/workspace/add-to-project-button';
import { BRAND, CURRENT_BRAND } from '../../lib/current-brand';
import { isLoggedIn } from '../../lib/session';
import { CaraMount } from './cara-mount';
import { productSkuOf } from './catalog-loaders';

/**
 * Product pages: HOM's /productDetail?sku_number= and /page/products/product-{sku}.html on every
 * brand (served with its meta tags by the server, then shown here). Later issues fill the
 * actions (cart, project, favourite) through `actions`.
 */
/** The product page's action slots, each behind its role tag (product-actions.tsx). */
const ACTIONS: ProductActionSlots = {
  cart: (product) => <AddToCart product={product} />,
  project: (product) => <AddToProjectButton product={product} />,
  favourite: (product) => <FavouriteButton sku={product.sku_number} />,
};

export function Component() {
  const { file } = useParams();
  const [query] = useSearchParams();
  const sku = productSkuOf(file, query);
  return (
    <>
      <ProductDetailScreen
        sku={sku}
        brand={BRAND}
        signedIn={isLoggedIn()}
        titleSuffix={CURRENT_BRAND.titleSuffix}
        actions={ACTIONS}
      />
      <CaraMount sku={sku} />
    </>
  );
}

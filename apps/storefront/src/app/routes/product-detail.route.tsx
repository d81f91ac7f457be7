import { useParams, useSearchParams } from 'react-router';
import { ProductDetailScreen } from '../../features/catalog/components/product-detail-screen';
import { BRAND, CURRENT_BRAND } from '../../lib/current-brand';
import { isLoggedIn } from '../../lib/session';
import { productSkuOf } from './catalog-loaders';

/**
 * Product pages: HOM's /productDetail?sku_number= and /page/products/product-{sku}.html on every
 * brand (served with its meta tags by the server, then shown here). Later issues fill the
 * actions (cart, project, favourite) through `actions`.
 */
export function Component() {
  const { file } = useParams();
  const [query] = useSearchParams();
  return (
    <ProductDetailScreen
      sku={productSkuOf(file, query)}
      brand={BRAND}
      signedIn={isLoggedIn()}
      titleSuffix={CURRENT_BRAND.titleSuffix}
    />
  );
}

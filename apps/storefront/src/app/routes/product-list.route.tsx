import { ProductListScreen } from '../../features/catalog/components/product-list-screen';
import { BRAND } from '../../lib/current-brand';
import { isLoggedIn } from '../../lib/session';
import { useCurrentRoute } from '../route-handle';
import { CaraMount } from './cara-mount';

/** Product lists and search results of every brand (productList, productCaracole, FFDSearch, ...). */
export function Component() {
  const route = useCurrentRoute();
  return (
    <>
      <ProductListScreen routeName={route?.name ?? ''} brand={BRAND} signedIn={isLoggedIn()} />
      {route?.name === 'productCaracole' && <CaraMount />}
    </>
  );
}

import type { ProductCard } from '@portal/contract';
import { useCan } from '../../components/can';
import { ProductListScreen } from '../../features/catalog/components/product-list-screen';
import { AddToProjectButton } from '../../features/workspace/add-to-project-button';
import { BRAND } from '../../lib/current-brand';
import { isLoggedIn } from '../../lib/session';
import { useCurrentRoute } from '../route-handle';
import { CaraMount } from './cara-mount';

/** Product lists and search results of every brand (productList, productCaracole, FFDSearch, ...). */
const addToProject = (product: ProductCard) => <AddToProjectButton product={product} compact />;

export function Component() {
  const route = useCurrentRoute();
  // Designers (and their customer views) put products into projects from the list too.
  const projects = useCan('designer_project');
  return (
    <>
      <ProductListScreen
        routeName={route?.name ?? ''}
        brand={BRAND}
        signedIn={isLoggedIn()}
        cardAction={projects ? addToProject : undefined}
      />
      {route?.name === 'productCaracole' && <CaraMount />}
    </>
  );
}

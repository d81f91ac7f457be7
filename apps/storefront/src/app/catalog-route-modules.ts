import { ListRouteNames } from '@portal/contract';
import type { LazyRouteModule } from '../brands/brand-config';

const loaders = () => import('./routes/catalog-loaders');

/** A list screen: its loader (small) starts the search while the screen's code still loads. */
const productList = (name: string): LazyRouteModule => ({
  loader: async () => (await loaders()).listLoader(name),
  Component: async () => (await import('./routes/product-list.route')).Component,
});
const productDetail: LazyRouteModule = {
  loader: async () => (await loaders()).productLoader,
  Component: async () => (await import('./routes/product-detail.route')).Component,
};

/** The catalogue of issue 4: every brand's lists and searches share one screen, as do product pages. */
export const catalogModules: Readonly<Record<string, LazyRouteModule>> = Object.fromEntries([
  ...ListRouteNames.map((name) => [name, productList(name)]),
  ['productDetail', productDetail],
  ['productPage', productDetail],
]);

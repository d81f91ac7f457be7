import {
  brandCategoryList,
  categoryList,
  caWebMenu,
  ffdCategoryList,
  hotProduct,
  indexCategoryList,
  jcCategoryList,
  roweBrandCategoryList,
} from '@portal/contract';
import type { CatalogService } from '../../modules/catalog/catalog.service';
import type { NavigationService } from '../../modules/catalog/navigation.service';
import { type RouteApp, route } from '../define-route';

/** Menus, footers, category lists and featured products of spec 7. */
export const navigationRoutes = (
  app: RouteApp,
  nav: NavigationService,
  catalog: CatalogService,
): void => {
  route(app, caWebMenu, async ({ brand }) => {
    const m = await nav.menus(brand === 'CA_DEALER' ? 'CA_DEALER' : 'CA');
    return { pc: m.menu, pad: m.pad, footer: m.footer };
  });
  route(app, jcCategoryList, async () => {
    const m = await nav.menus('JC');
    return { menu: m.menu, footer: m.footer };
  });
  route(app, ffdCategoryList, async () => {
    const m = await nav.menus('FFD');
    return { menu: m.menu, footer: m.footer };
  });
  route(app, categoryList, async ({ brand }) => {
    const m = await nav.menus(brand);
    return { list: await nav.categories(brand), menu: m.menu, footer: m.footer };
  });
  route(app, indexCategoryList, async ({ brand, query }) => ({
    list: await nav.categories(brand, query.limit),
  }));
  route(app, brandCategoryList, async () => ({ list: await nav.brandCategories({}) }));
  route(app, roweBrandCategoryList, async () => ({
    list: await nav.brandCategories({ brandId: 'rowe' }),
  }));
  route(app, hotProduct, async ({ brand, caller, query }) => ({
    list: await catalog.hotProducts(
      { brand, roles: caller.roles, signedIn: caller.userId !== null },
      query.limit,
    ),
  }));
};

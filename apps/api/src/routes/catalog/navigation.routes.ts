import {
  brandCategoryList,
  categoryList,
  caWebMenu,
  ffdCategoryList,
  hotProduct,
  indexCategoryList,
  jcCategoryList,
  ok,
  roweBrandCategoryList,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogService } from '../../modules/catalog/catalog.service';
import type { NavigationService } from '../../modules/catalog/navigation.service';

const tags = ['catalogue navigation'];

/** Menus, footers, category lists and featured products of spec 7. */
export const navigationRoutes =
  (nav: NavigationService, catalog: CatalogService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      caWebMenu.path,
      {
        schema: {
          tags,
          summary: 'Caracole header menu (pc, pad) and footer',
          body: caWebMenu.body,
          response: { 200: caWebMenu.response },
        },
      },
      async (request) => {
        const m = await nav.menus(request.brand === 'CA_DEALER' ? 'CA_DEALER' : 'CA');
        return ok({ pc: m.menu, pad: m.pad, footer: m.footer });
      },
    );

    app.post(
      jcCategoryList.path,
      {
        schema: {
          tags,
          summary: 'Jonathan Charles menu and footer',
          body: jcCategoryList.body,
          response: { 200: jcCategoryList.response },
        },
      },
      async () => {
        const m = await nav.menus('JC');
        return ok({ menu: m.menu, footer: m.footer });
      },
    );

    app.post(
      ffdCategoryList.path,
      {
        schema: {
          tags,
          summary: 'Flash Deals menu and footer',
          response: { 200: ffdCategoryList.response },
        },
      },
      async () => {
        const m = await nav.menus('FFD');
        return ok({ menu: m.menu, footer: m.footer });
      },
    );

    app.get(
      categoryList.path,
      {
        schema: {
          tags,
          summary: "Categories of this site, with the site's menu and footer",
          response: { 200: categoryList.response },
        },
      },
      async (request) => {
        const m = await nav.menus(request.brand);
        return ok({ list: await nav.categories(request.brand), menu: m.menu, footer: m.footer });
      },
    );

    app.get(
      indexCategoryList.path,
      {
        schema: {
          tags,
          summary: 'Category tiles for a landing page',
          querystring: indexCategoryList.querystring,
          response: { 200: indexCategoryList.response },
        },
      },
      async (request) => ok({ list: await nav.categories(request.brand, request.query.limit) }),
    );

    app.get(
      brandCategoryList.path,
      {
        schema: {
          tags,
          summary: 'Categories per product brand',
          response: { 200: brandCategoryList.response },
        },
      },
      async () => ok({ list: await nav.brandCategories({}) }),
    );

    app.get(
      roweBrandCategoryList.path,
      {
        schema: {
          tags,
          summary: "Rowe's categories",
          response: { 200: roweBrandCategoryList.response },
        },
      },
      async () => ok({ list: await nav.brandCategories({ brandId: 'rowe' }) }),
    );

    app.get(
      hotProduct.path,
      {
        schema: {
          tags,
          summary: 'Featured products',
          querystring: hotProduct.querystring,
          response: { 200: hotProduct.response },
        },
      },
      async (request) =>
        ok({
          list: await catalog.hotProducts(
            { brand: request.brand, roles: request.caller.roles },
            request.query.limit,
          ),
        }),
    );
  };

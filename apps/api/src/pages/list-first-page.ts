import {
  cardImage,
  FIRST_PAGE_ELEMENT_ID,
  type FirstPageData,
  LIST_FIRST_ROW,
  listRouteSpec,
  readListState,
  searchProductsBody,
  searchProductsVal,
  toSearchBody,
} from '@portal/contract';
import { escapeHtml, jsonInScript } from '../lib/html';
import type { CatalogService } from '../modules/catalog/catalog.service';
import { VISITOR } from '../modules/identity/caller-context';
import type { PageAddress, PageData, ScreenData } from './screen-data';

/**
 * Head markup for a product list page (decision 013): the first page of results a visitor's
 * screen would ask for, as a JSON data block, and preloads of the first row's pictures, so the
 * list paints without waiting for its search call. Empty for other routes. Prices are a
 * visitor's: a signed-in screen has another cache key and makes its own call. The page data is
 * answered too, for a prerender of the screen (decision 014).
 */
export async function listFirstPage(
  catalog: CatalogService,
  { brand, route, params, query }: PageAddress,
): Promise<ScreenData> {
  const spec = listRouteSpec({ name: route, params });
  if (!spec) return { head: [] };
  const body = toSearchBody(readListState(query, spec), spec, brand);
  const input = searchProductsBody.safeParse(body);
  if (!input.success) return { head: [] };
  const val = searchProductsVal.parse(
    await catalog.search({ brand, roles: VISITOR.roles }, input.data),
  );
  const data: FirstPageData = { key: JSON.stringify(body), val };
  const pictures = val.list.slice(0, LIST_FIRST_ROW).map((product) => {
    const { src, srcSet, sizes } = cardImage(product.image);
    return `<link rel="preload" as="image" href="${escapeHtml(src)}" imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`;
  });
  return {
    head: [
      ...pictures,
      `<script type="application/json" id="${FIRST_PAGE_ELEMENT_ID}">${jsonInScript(data)}</script>`,
    ],
    firstPage: data,
  };
}

/** The storefront host's page data: a list's first page for list routes. */
export const listPageData =
  (catalog: CatalogService): PageData =>
  (address) =>
    listFirstPage(catalog, address);

import type { BrandCode } from '../../brands';
import { Availability, type AvailabilityValue } from '../../product';
import type { SearchProductsBody } from './search-products';
import { type SortOption, SortOptions } from './sort-options';

/** Filter groups the search answers with counts (`searchProductsVal.facets`). */
export const FacetKeys = ['Room', 'Category', 'Brand', 'availability'] as const;
export type FacetKey = (typeof FacetKeys)[number];

/**
 * What a product-list route fixes before the visitor touches a filter: the filters its path
 * sets, the heading, the default sort and the query name that carries categories. Every list
 * and search route of spec 2 maps onto the one search call through this table.
 */
export interface ListRouteSpec {
  /** A search route: its heading names the keyword. */
  search: boolean;
  /** Filters the route sets; they join whatever the query holds. */
  base: {
    Category?: string[];
    Collection?: string[];
    availability?: AvailabilityValue[];
    /** Only products on promotion. */
    on_sale?: boolean;
  };
  /** Filter groups the route fixes, so the filter panel leaves them out. */
  fixed: FacetKey[];
  defaultSort: SortOption;
  /** The query parameter of categories: 'Category', FFD's 'category', JC's 'WebsiteClass'. */
  categoryParam: string;
  /** Heading when no fixed category or collection names the page. */
  title: string;
  /** The slug the heading names (its facet name once the results arrive). */
  titleSlug?: { key: 'Category' | 'Collection'; slug: string };
}

export interface ListRouteInput {
  /** The contract route name (RouteTable). */
  name: string;
  params: Readonly<Record<string, string | undefined>>;
}

const spec = (over: Partial<ListRouteSpec> = {}): ListRouteSpec => ({
  search: false,
  base: {},
  fixed: [],
  defaultSort: 'relevance',
  categoryParam: 'Category',
  title: 'Products',
  ...over,
});

const byCategory = (slug: string | undefined, title: string): Partial<ListRouteSpec> =>
  slug
    ? { base: { Category: [slug] }, fixed: ['Category'], titleSlug: { key: 'Category', slug } }
    : { title };

const byCollection = (slug: string | undefined, title: string): Partial<ListRouteSpec> =>
  slug ? { base: { Collection: [slug] }, titleSlug: { key: 'Collection', slug } } : { title };

/** Stock-based pages: availability fixed; an identifying segment narrows to a category. */
const byStock = (
  availability: AvailabilityValue[],
  title: string,
  category?: string,
): Partial<ListRouteSpec> => ({
  base: { availability, ...(category ? { Category: [category] } : {}) },
  fixed: category ? ['availability', 'Category'] : ['availability'],
  title,
});

const SEARCH: Partial<ListRouteSpec> = { search: true, title: 'Search Results' };
const NEWEST: Partial<ListRouteSpec> = { defaultSort: 'newest', title: 'New Arrivals' };
/** ART's sale: the products on promotion. */
const SALE: Partial<ListRouteSpec> = { base: { on_sale: true }, title: 'Sale' };

/** CA and CA_DEALER: /product/:type and /product/:type/:identifying. */
function caracole(type = '', identifying?: string): Partial<ListRouteSpec> {
  switch (type) {
    case 'search':
      return SEARCH;
    case 'category':
      return byCategory(identifying, 'Shop All');
    case 'portfolio':
      return byCollection(identifying, 'Portfolios');
    case 'shop-instock':
      return byStock(['in_stock', 'low_stock'], 'In Stock', identifying);
    case 'last-chance':
      return byStock(['low_stock'], 'Last Chance', identifying);
    case 'comingsoon':
      return byStock(['backorder'], 'Coming Soon', identifying);
    default:
      return {};
  }
}

/** JC: /productList/:type with keyWord, Category and WebsiteClass in the query. */
function jonathanCharles(type = ''): Partial<ListRouteSpec> {
  switch (type) {
    case 'search':
      return SEARCH;
    case 'portfolio':
      return { title: 'Collections' };
    case 'category':
      return { title: 'Categories' };
    case 'new':
      return NEWEST;
    case 'websiteClass':
      return { categoryParam: 'WebsiteClass' };
    default:
      return {};
  }
}

/** ART: /shop/:type, where the type is a category slug unless it names a page. */
function artShop(type = ''): Partial<ListRouteSpec> {
  switch (type) {
    case 'portfolio':
      return { title: 'Collections' };
    case 'new':
      return NEWEST;
    case 'sale':
      return SALE;
    default:
      return byCategory(type, 'Shop');
  }
}

/** The list spec of a route, or null when the route is not a product list. */
export function listRouteSpec({ name, params }: ListRouteInput): ListRouteSpec | null {
  switch (name) {
    case 'productList':
    case 'products':
      return spec();
    case 'searchResult':
    case 'FFDSearch':
      return spec(SEARCH);
    case 'productCaracole':
      return spec(caracole(params.type, params.identifying));
    case 'productJC':
      return spec(jonathanCharles(params.type));
    case 'artSearch':
      return spec({ title: 'Shop' });
    case 'artShop':
      return spec(artShop(params.type));
    case 'artSale':
      return spec(SALE);
    case 'FFDProductList':
      return spec({ categoryParam: 'category', title: 'Flash Deals' });
    default:
      return null;
  }
}

/**
 * A product list's state as the address holds it, so a list can be shared and Back restores it:
 * `?keyWord=oak%20table&Room=bed_room,living_room&Category=beds&price_min=100&sort=newest&page=2`.
 * Lists are comma separated (slugs never hold commas); defaults are left out of the address.
 */
export interface ListState {
  keyWord: string;
  Room: string[];
  Category: string[];
  Brand: string[];
  Collection: string[];
  availability: AvailabilityValue[];
  price_min?: number;
  price_max?: number;
  sort: SortOption;
  page: number;
}

export const SORTS: readonly SortOption[] = SortOptions;

const listOf = (query: URLSearchParams, key: string): string[] => [
  ...new Set(
    query
      .getAll(key)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean),
  ),
];

const priceOf = (raw: string | null): number | undefined => {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

export function readListState(query: URLSearchParams, spec: ListRouteSpec): ListState {
  const sort = query.get('sort') as SortOption | null;
  const page = Number(query.get('page'));
  return {
    keyWord: (query.get('keyWord') ?? '').trim(),
    Room: listOf(query, 'Room'),
    Category: listOf(query, spec.categoryParam),
    Brand: listOf(query, 'Brand'),
    Collection: listOf(query, 'Collection'),
    availability: listOf(query, 'availability').filter((v): v is AvailabilityValue =>
      (Availability as readonly string[]).includes(v),
    ),
    price_min: priceOf(query.get('price_min')),
    price_max: priceOf(query.get('price_max')),
    sort: sort && SORTS.includes(sort) ? sort : spec.defaultSort,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

const merge = (base: readonly string[] | undefined, chosen: readonly string[]) => {
  const all = [...new Set([...(base ?? []), ...chosen])];
  return all.length ? all : undefined;
};

/** The search call for a list: the route's own filters, then the visitor's. */
export function toSearchBody(
  state: ListState,
  spec: ListRouteSpec,
  brand: BrandCode,
): SearchProductsBody {
  const fixed = (key: 'Category' | 'availability', chosen: readonly string[]) =>
    spec.fixed.includes(key) ? spec.base[key] : merge(spec.base[key], chosen);
  const body: SearchProductsBody = {
    keyWord: state.keyWord || undefined,
    Room: merge(undefined, state.Room),
    Category: fixed('Category', state.Category),
    Brand: brand === 'HOM' ? merge(undefined, state.Brand) : undefined,
    Collection: merge(spec.base.Collection, state.Collection),
    availability: fixed('availability', state.availability) as AvailabilityValue[] | undefined,
    on_sale: spec.base.on_sale,
    price_min: state.price_min,
    price_max: state.price_max,
    sort: state.sort,
    current_page: state.page,
  };
  // Leave out what is not set, so equal searches share one cache entry.
  return Object.fromEntries(
    Object.entries(body).filter(([, v]) => v !== undefined),
  ) as SearchProductsBody;
}

/** Cards of a list whose pictures load first: the first row on a phone. */
export const LIST_FIRST_ROW = 2;

/**
 * A list page as the server sends it carries its first page of results for a visitor in
 * `<script type="application/json" id="portal-first-page">` (decision 013): `key` is the search
 * body as JSON (`JSON.stringify(toSearchBody(...))`), `val` the search call's answer to it. The
 * storefront uses it only when its own body for the address gives the same key.
 */
export const FIRST_PAGE_ELEMENT_ID = 'portal-first-page';
export interface FirstPageData<Val = unknown> {
  key: string;
  val: Val;
}

/**
 * A product page carries its product the same way (decision 014): `val` is the product call's
 * answer to a visitor (null: no such product), under this key.
 */
export const productDataKey = (sku: string) => JSON.stringify({ sku_number: sku });

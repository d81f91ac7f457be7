import type { AvailabilityValue } from '@portal/contract';
import type { FacetKey, SortOption } from './search-products';

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

/** 'dining-chairs' → 'Dining Chairs': a heading before the facet names arrive. */
export const humanizeSlug = (slug: string): string =>
  slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

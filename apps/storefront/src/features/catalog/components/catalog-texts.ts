import { Messages } from '@portal/contract';
import type { FacetKey, SortOption } from '../api/search-products';

/** Texts of the catalogue screens (English: the spec forces the language). */
export const CatalogTexts = {
  noItems: Messages.noItemsForQuery,
  nothingFound: Messages.nothingFound,
  productNotExist: Messages.productNotExist,
  productNoLongerAvailable: Messages.productNoLongerAvailable,
  loginToSeePrice: Messages.loginToSeePrice,
  priceRangeRequired: 'Please enter the price range',
  insufficientInventory: 'Insufficient inventory',
  unavailableForPurchase: 'Unavailable for Purchase',
  searchHeading: (keyword: string) => `Results for “${keyword}”`,
  resultCount: (total: number) =>
    `${total.toLocaleString('en-US')} ${total === 1 ? 'product' : 'products'}`,
  fuzzyNote: 'No exact matches: showing the closest names.',
  loadFailed: 'The products could not be loaded.',
  productLoadFailed: 'The product could not be loaded.',
  tryAgain: 'Try again',
  firstPage: 'Back to the first page',
  loadingProducts: 'Loading products',
  loadingProduct: 'Loading product',
  filters: 'Filters',
  clearFilters: 'Clear all',
  showResults: (total: number) => `Show ${total.toLocaleString('en-US')} results`,
  showMore: (n: number) => `Show ${n} more`,
  showLess: 'Show less',
  sortLabel: 'Sort by',
  price: 'Price',
  priceMin: 'Min',
  priceMax: 'Max',
  applyPrice: 'Apply',
  pagination: 'Pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageLabel: (n: number) => `Page ${n}`,
  yourPrice: 'Your price',
  msrp: 'MSRP',
  left: (n: number) => `${n} left`,
  dealPrice: 'Deal',
  wasPrice: 'Was',
  saving: (amount: string, percent: number) => `Save ${amount} (${percent}%)`,
  dealEndsIn: (left: string) => `Ends in ${left}`,
  dealEnded: 'Deal ended',
  browsingHidesPrices: 'Prices are hidden in browsing view.',
  switchView: 'Switch view',
  productMenu: 'Products',
  shopAll: (name: string) => `Shop all ${name}`,
  viewAll: (name: string) => `View all ${name}`,
  sku: 'SKU',
  availability: 'Availability',
  dimensions: 'Dimensions',
  materials: 'Materials',
  finishes: 'Finishes',
  collection: 'Collection',
  gallery: 'Product images',
  showImage: (n: number, total: number) => `Show image ${n} of ${total}`,
  previousImage: 'Previous image',
  nextImage: 'Next image',
  backToProducts: 'Back to products',
  featured: 'Featured products',
  shopByCategory: 'Shop by category',
  browseAll: 'Browse all products',
} as const;

export const FacetTitles: Record<FacetKey, string> = {
  Room: 'Room',
  Category: 'Category',
  Brand: 'Brand',
  availability: 'Availability',
};

/** Availability names of spec 4 (the facet sends only the value). */
export const AvailabilityNames: Record<string, string> = {
  in_stock: 'In stock',
  low_stock: 'Low stock',
  backorder: 'Backorder',
  unavailable: 'Unavailable',
  taken_down: 'Taken down',
};

export const SortNames: Record<SortOption, string> = {
  relevance: 'Relevance',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  newest: 'Newest',
  name: 'Name: A to Z',
};

/** 'dining-chairs' → 'Dining Chairs': a heading before the facet names arrive. */
export const humanizeSlug = (slug: string): string =>
  slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

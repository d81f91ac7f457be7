import type { ProductCard } from '@portal/contract';
import type { SearchResult } from '../features/catalog/api/search-products';

/** A product card as the search call answers it: `Chair {i}`, in stock, no price. */
export const productCard = (i: number, name = `Chair ${i}`): ProductCard => ({
  sku_number: `SKU-${i}`,
  brand_id: 'ca',
  name,
  image: `/mibd/file/read_file/product/chair-${i}.jpg`,
  status: '1',
  stock: 9,
  future_stock: 0,
  cash_stock: 0,
  availability: 'in_stock',
  status_tag: 'in stock',
  is_new: false,
  on_sale: false,
  collection_name: null,
  category: 'Accent Chairs',
  product_width: 30,
  product_length: 30,
  product_height: 30,
});

/** A search answer: six cards of a hundred, with room, category and availability facets. */
export const searchResult = (over: Partial<SearchResult> = {}): SearchResult => ({
  list: Array.from({ length: 6 }, (_, i) => productCard(i)),
  total: 100,
  current_page: 1,
  last_page: 3,
  page_size: 48,
  facets: {
    Room: [{ value: 'living_room', name: 'Living Room', count: 80 }],
    Category: [{ value: 'accent-chairs', name: 'Accent Chairs', count: 100 }],
    Brand: [],
    availability: [{ value: 'in_stock', name: '', count: 100 }],
  },
  fuzzy: false,
  priced: false,
  ...over,
});

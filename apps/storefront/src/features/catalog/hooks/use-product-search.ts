import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { takeEarly, takeEarlyAnswer } from '../api/early-requests';
import { type SearchProductsBody, type SearchResult, searchProducts } from '../api/search-products';
import { catalogKeys } from './catalog-keys';
import { earlyKey } from './prefetch';

/** One page of a list; the previous page stays on screen while the next one loads. */
export function useProductSearch(body: SearchProductsBody) {
  const queryKey = catalogKeys.search(body);
  return useQuery({
    queryKey,
    initialData: () => takeEarlyAnswer<SearchResult>(earlyKey(queryKey)),
    queryFn: ({ signal }) =>
      takeEarly<SearchResult>(earlyKey(queryKey)) ?? searchProducts(body, signal),
    placeholderData: keepPreviousData,
  });
}

import type { ProductDetail } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { takeEarly, takeEarlyAnswer } from '../api/early-requests';
import { productBySku } from '../api/product-by-sku';
import { catalogKeys } from './catalog-keys';
import { earlyKey } from './prefetch';

/** The product of a detail page (null: 'Product does not exist'). */
export function useProductDetail(sku: string) {
  const queryKey = catalogKeys.product(sku);
  return useQuery({
    queryKey,
    initialData: () => takeEarlyAnswer<ProductDetail | null>(earlyKey(queryKey)),
    queryFn: ({ signal }) =>
      takeEarly<ProductDetail | null>(earlyKey(queryKey)) ?? productBySku(sku, signal),
    enabled: sku !== '',
  });
}
